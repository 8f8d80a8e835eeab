import { contactForm } from './contact-form';
import { readPrefill } from '../flow/prefill';
import { parseLoanType } from './url-params';
import { restoreSession } from '../restore/restore-session';
import { savedProgressOffer } from '../restore/saved-progress-offer';
import { start } from '../start';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { Session } from '../types/session';
import { withEngineEffects } from './engine-effects';
import { nextStep, openType, positionUrl, saveEffects, showChooser, stay } from './funnel-state';
import type { FunnelConfig, FunnelEnv, FunnelEvent, FunnelScreen, FunnelState, FunnelTransition, ServedFlow, StoredProgress } from './funnel-types';
import { carriesPrefill } from './funnel-url';
import { LEAD_REFUSAL_MESSAGES } from './lead-refusal';

export const screenOf = (session: Session): FunnelScreen => (session.completed ? 'contact' : 'question');

/** The page loaded: the URL's type restored (or started with the answers the URL carries), else the chooser. */
export function pageLoaded(config: FunnelConfig, state: FunnelState, env: FunnelEnv): FunnelTransition {
  const params = new URLSearchParams(env.search);
  const loanType = parseLoanType(params.get('type'));
  if (!loanType) return showChooser(state, env, false);
  // Answers carried from another page (a calculator) start the flow afresh with them.
  const mode = carriesPrefill(env.search) ? 'start' : 'restore';
  return openType(config, state, { loanType, mode, step: params.get('step') ?? undefined, search: env.search, byVisitor: false });
}

/** The flow's questions could not be had (failure, empty list): storage cleared, type reset, back to the chooser. */
function unavailable(config: FunnelConfig, state: FunnelState, env: FunnelEnv): FunnelTransition {
  const chooser = showChooser(state, env, true);
  return { state: chooser.state, effects: [{ type: 'clearSaved', keys: STORAGE_KEYS[config.variant] }, ...chooser.effects] };
}

/** The flow asked for arrived (or could not be had): start, restore or refresh, as the load asked. */
export function flowLoaded(config: FunnelConfig, state: FunnelState, event: Extract<FunnelEvent, { type: 'flowLoaded' }>, env: FunnelEnv): FunnelTransition {
  const pending = state.pending;
  if (!pending || event.generation !== state.generation) return stay(state);
  if (!event.definition) return unavailable(config, state, env);
  const served: ServedFlow = event.definition;
  const { loanType } = pending;
  const base: FunnelState = { ...state, definition: served, loanType, pending: null, step: nextStep(state, 'none', pending.byVisitor) };

  if (pending.mode === 'start') {
    const started = start(served.flow, loanType);
    if (!started.session) return unavailable(config, state, env);
    // Prefilled answers are recorded, not skipped: each question shows the visitor's value to confirm.
    const answers = pending.search ? readPrefill(served.flow, loanType, new URLSearchParams(pending.search)) : {};
    const session = { ...started.session, answers };
    return withEngineEffects(config, { ...base, screen: 'question', session, contact: contactForm(null) }, started.effects, env);
  }

  if (pending.mode === 'refresh') {
    const carried = { loanType, answers: pending.answers ?? {}, lastUpdated: env.now, formCompleted: false };
    const restored = restoreSession(served.flow, carried, { loanType });
    if (!restored.session) return unavailable(config, state, env);
    const next: FunnelState = { ...base, screen: screenOf(restored.session), session: restored.session, contact: { ...state.contact, submitting: false }, notice: LEAD_REFUSAL_MESSAGES.outdated };
    return { state: next, effects: [...saveEffects(next, env), ...positionUrl(next, env)] };
  }

  const restored = restoreSession(served.flow, event.stored.saved, { loanType, step: pending.step, sessionCompleted: event.stored.submitted });
  if (!restored.session) return unavailable(config, state, env);
  const screen: FunnelScreen = restored.outcome === 'submitted' ? 'thank-you' : screenOf(restored.session);
  const next: FunnelState = { ...base, screen, session: restored.session, contact: contactForm(restored.contactInfo) };
  const moved = withEngineEffects(config, next, restored.effects.filter((effect) => effect.type !== 'setUrl' && effect.type !== 'complete'), env);
  // The URL names the position reached (a fresh or restored question, or the contact step).
  return screen === 'thank-you' ? moved : { state: moved.state, effects: [...moved.effects, ...positionUrl(moved.state, env)] };
}

/** The chooser's saved progress, read once the chooser shows: the offer to continue it. */
export function chooserProgressRead(state: FunnelState, generation: number, stored: StoredProgress): FunnelTransition {
  if (state.screen !== 'chooser' || generation !== state.generation) return stay(state);
  return stay({ ...state, offer: savedProgressOffer(stored.saved) });
}
