import { contactForm } from './contact-form';
import { componentsOf } from '../path-keys';
import { flowIndex } from '../flow-index';
import { storageKeys } from '../storage/storage-keys';
import { nextStep, openType, positionUrl, saveEffects, stay } from './funnel-state';
import type { FunnelConfig, FunnelEnv, FunnelState, FunnelTransition, LeadVerdict } from './funnel-types';
import { LEAD_REFUSAL_MESSAGES, locateRefusal } from './lead-refusal';

const ALL_TOUCHED = { fullName: true, email: true, phoneNumber: true } as const;

/**
 * The server's answer to the lead. Stored (2xx) or kept for a later resend (network, timeout, 5xx, 408,
 * 429): the thank-you screen, with the contact details dropped from memory and storage and the session
 * marked as sent. Refused: back to the screen the server names with its messages and every answer kept,
 * or, for a version it no longer accepts, the current version with the answers that still apply.
 */
export function leadAnswered(config: FunnelConfig, state: FunnelState, verdict: LeadVerdict, env: FunnelEnv): FunnelTransition {
  const { definition, session, contact } = state;
  if (state.screen !== 'processing' || !definition || !session) return stay(state);

  if (verdict.outcome !== 'rejected') {
    const next: FunnelState = { ...state, screen: 'thank-you', contact: contactForm(null), notice: null, serverErrors: {}, step: nextStep(state, 'forward', true) };
    return {
      state: next,
      effects: [
        { type: 'setSubmitted', keys: storageKeys(definition.flow), value: true },
        ...saveEffects(next, env, { leadSent: true }),
        { type: 'flushSaves' },
        { type: 'writeUrl', search: env.search, push: true, thankYou: true },
      ],
    };
  }

  const target = locateRefusal(definition.flow, session, verdict.refusal);
  const reopened = { ...contact, submitting: false };
  switch (target.kind) {
    case 'outdated':
      return openType(config, state, { loanType: session.loanType, mode: 'refresh', answers: session.answers, byVisitor: true }, { fresh: true });
    case 'question': {
      const index = flowIndex(definition.flow, session.loanType);
      const moved = { ...session, current: target.current, history: target.history, completed: false, visited: componentsOf(index, [...target.history, target.current]) };
      const next: FunnelState = {
        ...state,
        screen: 'question',
        session: moved,
        serverErrors: target.answerErrors,
        contact: { ...reopened, errors: { ...contact.errors, ...target.contactErrors } },
        step: nextStep(state, 'back', true),
      };
      return { state: next, effects: [...saveEffects(next, env), ...positionUrl(next, env)] };
    }
    case 'contact': {
      const next: FunnelState = {
        ...state,
        screen: 'contact',
        contact: { ...reopened, errors: target.contactErrors, touched: ALL_TOUCHED },
        contactRefusals: state.contactRefusals + 1,
        step: nextStep(state, 'back', true),
      };
      return { state: next, effects: saveEffects(next, env) };
    }
    case 'general':
      return { state: { ...state, screen: 'contact', contact: reopened, notice: LEAD_REFUSAL_MESSAGES.general, step: nextStep(state, 'back', true) }, effects: [] };
  }
}
