import { flowIndex } from '../flow-index';
import type { FunnelState } from '../funnel/funnel-types';
import { pathIdOf } from './path-id';

/** Where a funnel session stands, as every event says it: the id of its path so far and how many questions that path answered. */
export function pathOf(state: FunnelState): { pathId: string; depth: number } {
  const { definition, session } = state;
  if (!definition || !session) return { pathId: pathIdOf([]), depth: 0 };
  const index = flowIndex(definition.flow, session.loanType);
  const keys = session.history.map((at) => index.keys[at]!);
  return { pathId: pathIdOf(keys), depth: keys.length };
}
