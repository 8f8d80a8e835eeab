import { contactFormAfterThankYouBack } from './contact-form';
import { restoreSession } from '../restore/restore-session';
import { toSavedState } from '../saved-state';
import { keysOf, nextStep, openType, positionUrl, saveEffects, showChooser, stay } from './funnel-state';
import type { FunnelConfig, FunnelEnv, FunnelState, FunnelTransition } from './funnel-types';
import { parseLoanType } from './url-params';
import { carriesPrefill, isFunnelHistoryState } from './funnel-url';
import { screenOf } from './load-events';
import { urlChange } from './url-change';

/** The URL changed under the funnel (browser back/forward, a link): follow it. Its own changes are ignored. */
export function urlChanged(config: FunnelConfig, state: FunnelState, historyState: unknown, pop: boolean, env: FunnelEnv): FunnelTransition {
  if (!pop && isFunnelHistoryState(historyState)) return stay(state);
  const linked = parseLoanType(new URLSearchParams(env.search).get('type'));
  if (linked && carriesPrefill(env.search)) {
    // A link carrying answers (a calculator's, the questionnaire's VetLife offer) starts that flow afresh with them.
    const opened = openType(config, state, { loanType: linked, mode: 'start', search: env.search, byVisitor: true });
    return { state: opened.state, effects: [{ type: 'clearSaved', keys: keysOf(config, state) }, ...opened.effects] };
  }
  const change = urlChange(state, env.search, historyState);
  switch (change.kind) {
    case 'none':
      return stay(state);
    case 'contact-again':
      return stay({ ...state, screen: 'contact', contact: contactFormAfterThankYouBack(), phoneVerified: false, verificationId: null, notice: null });
    case 'chooser':
      return showChooser(state, env, true);
    case 'restore':
      return openType(config, state, { loanType: change.loanType, mode: 'restore', step: change.step, byVisitor: true });
    case 'restart': {
      const opened = openType(config, state, { loanType: change.loanType, mode: 'start', byVisitor: true });
      return { state: opened.state, effects: [{ type: 'clearSaved', keys: keysOf(config, state) }, ...opened.effects] };
    }
    case 'step': {
      const { definition, session, contact } = state;
      if (!definition || !session) return stay(state);
      const saved = toSavedState(definition.flow, session, contact.values, env.now);
      const restored = restoreSession(definition.flow, saved, { loanType: session.loanType, step: change.step });
      if (!restored.session) return stay(state);
      const direction = restored.session.history.length < session.history.length ? 'back' : 'forward';
      const next: FunnelState = { ...state, session: restored.session, screen: screenOf(restored.session), busy: false, step: nextStep(state, direction, true) };
      // A step past the first unanswered question lands on that question: the URL says so.
      return { state: next, effects: [...saveEffects(next, env), ...positionUrl(next, env)] };
    }
  }
}
