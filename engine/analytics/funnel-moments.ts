import { flowIndex } from '../flow-index';
import type { FunnelEffect, FunnelState } from '../funnel/funnel-types';
import { CHOICE_TYPES } from '../types/flow';
import { CONTACT_STEP, type FunnelAnalyticsEvent } from './funnel-event';
import { pathOf } from './path-of';

/** An event as the funnel's state machine sees it; the page adds who and where (session, device, language, source). */
export type FunnelMoment = Pick<FunnelAnalyticsEvent, 'type' | 'flowId' | 'version' | 'pathId' | 'depth' | 'question' | 'option' | 'next' | 'experiment' | 'variant' | 'assignment'>;

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
  const assigned = definition.assignment;
  const served = assigned ? { experiment: assigned.id, variant: assigned.variant, ...(assigned.token ? { assignment: assigned.token } : {}) } : {};
  const base = { flowId: definition.flow.id, version: definition.version, ...served, ...pathOf(after) };
  const moments: FunnelMoment[] = [];
  const sameFlow = before.definition?.version === definition.version && before.definition.flow.id === definition.flow.id;
  if (!sameFlow && after.session) moments.push({ type: 'funnel_view', ...base });

  const shown = screenQuestion(after);
  const [was, is] = [before.session, after.session];
  if (sameFlow && was && is) {
    const left = was.current === null ? CONTACT_STEP : flowIndex(definition.flow, was.loanType).keys[was.current]!;
    if (was.current !== null && is.history.length === was.history.length + 1) {
      const option = optionOf(after, left, is.answers[left]);
      moments.push({ type: 'answer', ...base, question: left, ...(option !== undefined ? { option } : {}), next: shown ?? CONTACT_STEP });
    }
    if (is.history.length < was.history.length) moments.push({ type: 'back', ...base, question: left, ...(shown ? { next: shown } : {}) });
  }

  const shownBefore = sameFlow ? screenQuestion(before) : undefined;
  if (shown !== undefined && shown !== CONTACT_STEP && (shown !== shownBefore || before.screen !== 'question')) moments.push({ type: 'question_view', ...base, question: shown });
  if (shown === CONTACT_STEP && shownBefore !== CONTACT_STEP && before.screen !== 'processing') moments.push({ type: 'contact_view', ...base });
  if (effects.some((effect) => effect.type === 'sendLead')) moments.push({ type: 'submit', ...base });
  return moments;
}
