import type { Effect } from '../types/effects';
import type { FunnelConfig, FunnelEffect, FunnelEnv, FunnelState, FunnelTransition } from './funnel-types';
import { funnelSearch } from './funnel-url';
import { keysOf, saveEffects, showChooser } from './funnel-state';

/**
 * The funnel's effects for the engine's own (answer, back, start, restore): saving the state as it is now,
 * clearing storage, writing the URL, or returning to the chooser (which changes the state too).
 */
export function withEngineEffects(config: FunnelConfig, state: FunnelState, effects: readonly Effect[], env: FunnelEnv): FunnelTransition {
  let current = state;
  const out: FunnelEffect[] = [];
  const url = (search: string) => out.push({ type: 'writeUrl', search, push: false, thankYou: false });
  for (const effect of effects) {
    const flow = current.definition?.flow;
    switch (effect.type) {
      case 'save':
        out.push(...saveEffects(current, env));
        break;
      case 'clearStorage':
        out.push({ type: 'clearSaved', keys: keysOf(config, current) });
        break;
      case 'clearUrl':
        url(funnelSearch(env.search, null));
        break;
      case 'setUrl':
        if (flow) url(funnelSearch(env.search, { flow, loanType: effect.loanType, step: effect.step }));
        break;
      case 'complete':
        if (flow && current.session) url(funnelSearch(env.search, { flow, loanType: current.session.loanType, step: null }));
        break;
      case 'goToChooser': {
        const chooser = showChooser(current, env, true);
        current = chooser.state;
        out.push(...chooser.effects);
        break;
      }
      case 'restart':
        // A type change is followed where the URL change is seen (it loads the other flow).
        break;
    }
  }
  return { state: current, effects: out };
}
