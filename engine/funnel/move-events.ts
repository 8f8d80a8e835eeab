import { answer as answerQuestion } from '../answer';
import { back as goBack } from '../back';
import { flowIndex } from '../flow-index';
import { withEngineEffects } from './engine-effects';
import { nextStep, saveEffects, stay } from './funnel-state';
import type { FunnelConfig, FunnelEnv, FunnelState, FunnelTransition } from './funnel-types';
import { screenOf } from './load-events';

/** An answer given: recorded after the flow's delay (a choice that continues by itself, or a typed one). */
export function answerGiven(config: FunnelConfig, state: FunnelState, value: unknown, auto: boolean): FunnelTransition {
  if (state.busy || !state.session || state.screen !== 'question') return stay(state);
  return {
    state: { ...state, busy: true, answerError: null },
    effects: [{ type: 'after', ms: auto ? config.answerDelayMs.auto : config.answerDelayMs.typed, event: { type: 'answerDue', value } }],
  };
}

/** The delay passed: the engine records the answer and moves on (or refuses it, leaving the session as it was). */
export function answerDue(config: FunnelConfig, state: FunnelState, value: unknown, env: FunnelEnv): FunnelTransition {
  const { definition, session } = state;
  if (!state.busy || !definition || !session || state.screen !== 'question') return stay(state);
  const moved = answerQuestion(definition.flow, session, value);
  if (moved.error !== undefined) return stay({ ...state, busy: false, answerError: moved.error });
  const answeredKey = session.current === null ? undefined : flowIndex(definition.flow, session.loanType).keys[session.current];
  const { [answeredKey ?? '']: _answered, ...serverErrors } = state.serverErrors;
  const next: FunnelState = { ...state, session: moved.session, screen: screenOf(moved.session), busy: false, serverErrors, notice: null, step: nextStep(state, 'forward', true) };
  return withEngineEffects(config, next, moved.effects, env);
}

/** Back pressed: taken after the flow's delay. */
export function backPressed(config: FunnelConfig, state: FunnelState): FunnelTransition {
  if (state.busy || !state.session || (state.screen !== 'question' && state.screen !== 'contact')) return stay(state);
  return { state: { ...state, busy: true }, effects: [{ type: 'after', ms: config.backDelayMs, event: { type: 'backDue' } }] };
}

/**
 * The delay passed: the previous question, or the chooser from the first one. The questionnaire keeps
 * its saved progress for the landing's offer; VetLife's back clears it.
 */
export function backDue(config: FunnelConfig, state: FunnelState, env: FunnelEnv): FunnelTransition {
  const { definition, session } = state;
  if (!state.busy || !definition || !session) return stay(state);
  const moved = goBack(definition.flow, session);
  if (moved.effects.some((effect) => effect.type === 'goToChooser')) {
    const left = withEngineEffects(config, state, moved.effects, env);
    return { state: left.state, effects: [...saveEffects(state, env), ...left.effects] };
  }
  const next: FunnelState = { ...state, session: moved.session, screen: 'question', busy: false, notice: null, step: nextStep(state, 'back', true) };
  return withEngineEffects(config, next, moved.effects, env);
}
