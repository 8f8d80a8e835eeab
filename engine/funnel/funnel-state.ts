import { contactForm } from './contact-form';
import { entryPathOf } from '../flow/entry-path';
import { toSavedState } from '../saved-state';
import { STORAGE_KEYS, storageKeys, type StorageKeys } from '../storage/storage-keys';
import type { LoanType } from '../types/flow';
import type { FunnelConfig, FunnelEffect, FunnelEnv, FunnelState, FunnelStep, FunnelTransition, PendingLoad } from './funnel-types';
import { funnelSearch } from './funnel-url';

/** Before anything is known: 'Loading...' for a URL with a type (the server renders the same), else the chooser. */
export function initialFunnelState(loanType: LoanType | null): FunnelState {
  return {
    screen: loanType ? 'loading' : 'chooser',
    loanType,
    definition: null,
    session: null,
    contact: contactForm(null),
    phoneVerified: false,
    verificationId: null,
    contactRefusals: 0,
    offer: null,
    step: { id: 0, direction: 'none', byVisitor: false },
    busy: false,
    answerError: null,
    serverErrors: {},
    notice: null,
    pending: null,
    generation: 0,
  };
}

export const stay = (state: FunnelState): FunnelTransition => ({ state, effects: [] });

export function nextStep(state: FunnelState, direction: FunnelStep['direction'], byVisitor: boolean): FunnelStep {
  return { id: state.step.id + 1, direction, byVisitor };
}

/** The storage keys of the running flow, or the variant's (the chooser's) when none runs. */
export function keysOf(config: FunnelConfig, state: FunnelState): StorageKeys {
  return state.definition ? storageKeys(state.definition.flow) : STORAGE_KEYS[config.variant];
}

/** Saving the running session's progress (nothing when no flow runs). */
export function saveEffects(state: FunnelState, env: FunnelEnv, options: { leadSent?: boolean } = {}): FunnelEffect[] {
  const { definition, session, contact } = state;
  if (!definition || !session) return [];
  return [{ type: 'save', keys: storageKeys(definition.flow), state: toSavedState(definition.flow, session, contact.values, env.now, { ...options, experiment: definition.assignment }) }];
}

/** The URL naming the running flow's position (the contact step has no step). */
export function positionUrl(state: FunnelState, env: FunnelEnv): FunnelEffect[] {
  const { definition, session } = state;
  if (!definition || !session) return [];
  return [{ type: 'writeUrl', search: funnelSearch(env.search, { flow: definition.flow, loanType: session.loanType, step: session.current }), push: false, thankYou: false }];
}

/** What leaving the running flow resets (for the chooser, or while another flow loads). */
const LEFT_FLOW = {
  definition: null,
  session: null,
  offer: null,
  busy: false,
  answerError: null,
  serverErrors: {},
  notice: null,
  phoneVerified: false,
  verificationId: null,
} as const satisfies Partial<FunnelState>;

/** The running flow left for `next`, in a new generation: what arrives late for the old one is ignored. */
function leaveFlow(state: FunnelState, next: Partial<FunnelState>): FunnelState {
  return { ...state, ...LEFT_FLOW, ...next, generation: state.generation + 1 };
}

/** Back to the chooser (landing): progress written first, then the offer read from it; the URL loses type and step. */
export function showChooser(state: FunnelState, env: FunnelEnv, byVisitor: boolean): FunnelTransition {
  const left = leaveFlow(state, { screen: 'chooser', loanType: null, pending: null, step: nextStep(state, 'none', byVisitor) });
  return {
    state: left,
    effects: [{ type: 'flushSaves' }, { type: 'readChooserProgress', generation: left.generation }, { type: 'writeUrl', search: funnelSearch(env.search, null), push: false, thankYou: false }],
  };
}

/** Starts loading a type's flow; what happens when it arrives is the load's mode. */
export function openType(config: FunnelConfig, state: FunnelState, load: PendingLoad, options: { fresh?: boolean; keep?: Partial<FunnelState> } = {}): FunnelTransition {
  const left = leaveFlow(state, { screen: 'loading', loanType: load.loanType, ...options.keep, pending: load });
  return {
    state: left,
    effects: [{ type: 'loadFlow', entryPath: entryPathOf(config.variant, load.loanType), generation: left.generation, fresh: options.fresh === true }],
  };
}
