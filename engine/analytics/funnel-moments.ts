import { flowIndex } from '../flow-index';
import type { FunnelEffect, FunnelState } from '../funnel/funnel-types';
import { CHOICE_TYPES } from '../types/flow';
import { CONTACT_STEP, type FunnelAnalyticsEvent } from './funnel-event';
import { pathOf } from './path-of';

/** An event as the funnel's state machine sees it; the page adds who and where (session, device, language, source). */
export type FunnelMoment = Pick<FunnelAnalyticsEvent, 'type' | 'flowId' | 'version' | 'pathId' | 'depth' | 'question' | 'option' | 'next'>;

/** The question on screen ('(contact)' on the contact step), or undefined. */
export function screenQuestion(state: FunnelState): string | undefined {
  const { definition, session } = state;
  if (!definition || !session) return undefined;
  if (state.screen === 'contact' || state.screen === 'verify') return CONTACT_STEP;
  if (state.screen !== 'question' || session.current === null) return undefined;
  return flowIndex(definition.flow, session.loanType).keys[session.current];
}

/** What a choice answer may say: the option values, joined for a multiselect; nothing for any other question. */
function optionOf(state: FunnelState, key: string, value: unknown): string | undefined {
  const { definition, session } = state;
  if (!definition || !session) return undefined;
  const index = flowIndex(definition.flow, session.loanType);
  const question = index.questions[index.byKey.get(key) ?? -1];
  if (!question || !(CHOICE_TYPES as readonly string[]).includes(question.questionData.type)) return undefined;
  return Array.isArray(value) ? value.map(String).join('|') : String(value);
}

/**
 * The analytics events one move of the funnel makes: the funnel seen (a flow loaded), a question seen,
 * an answer (the question, its option for a choice, where it leads), back, the contact step seen, the
 * lead sent. Pure: the page runs it after every transition.
 */
export function funnelMoments(before: FunnelState, after: FunnelState, effects: readonly FunnelEffect[]): FunnelMoment[] {
  const definition = after.definition;
  if (!definition) return [];
  const { pathId: path, depth } = pathOf(after);
  const base = { flowId: definition.flow.id, version: definition.version, depth };
  const moments: FunnelMoment[] = [];
  const sameFlow = before.definition?.version === definition.version && before.definition.flow.id === definition.flow.id;
  if (!sameFlow && after.session) moments.push({ type: 'funnel_view', ...base, pathId: path });

  const [was, is] = [before.session, after.session];
  if (sameFlow && was && is && was.current !== null) {
    const key = flowIndex(definition.flow, was.loanType).keys[was.current]!;
    if (is.history.length === was.history.length + 1) {
      const option = optionOf(after, key, is.answers[key]);
      moments.push({ type: 'answer', ...base, pathId: path, question: key, ...(option !== undefined ? { option } : {}), next: screenQuestion(after) ?? CONTACT_STEP });
    }
  }
  if (sameFlow && was && is && is.history.length < was.history.length) {
    const from = was.current === null ? CONTACT_STEP : flowIndex(definition.flow, was.loanType).keys[was.current]!;
    moments.push({ type: 'back', ...base, pathId: path, question: from, ...(screenQuestion(after) ? { next: screenQuestion(after)! } : {}) });
  }

  const shown = screenQuestion(after);
  const shownBefore = sameFlow ? screenQuestion(before) : undefined;
  if (shown !== undefined && shown !== CONTACT_STEP && (shown !== shownBefore || before.screen !== 'question')) moments.push({ type: 'question_view', ...base, pathId: path, question: shown });
  if (shown === CONTACT_STEP && shownBefore !== CONTACT_STEP && before.screen !== 'processing') moments.push({ type: 'contact_view', ...base, pathId: path });
  if (effects.some((effect) => effect.type === 'sendLead')) moments.push({ type: 'submit', ...base, pathId: path });
  return moments;
}
