import { describe, expect, it } from 'vitest';
import { flowIndex } from '../../../engine/flow-index';
import { canComplete, cycleEdges, reachable } from '../../../engine/lint/graph-checks';
import { routeEdges } from '../../../engine/lint/route-edges';
import { makeFlow, q } from '../support/flows';

describe('graph checks', () => {
  // 0 -> 1 -> 2 -> 1 (cycle); 3 -> end, unreachable
  const flow = makeFlow([q(1, 'a'), q(2, 'b'), q(3, 'c', {}, { nextComponent: 2 }), q(9, 'd')]);
  const edges = routeEdges(flowIndex(flow));

  it('reachable from the first question', () => {
    expect([...reachable(edges)].sort()).toEqual([0, 1, 2]);
  });

  it('cycle edges', () => {
    expect(cycleEdges(edges).map((e) => [e.from, e.to])).toEqual([[2, 1]]);
  });

  it('questions that can reach the end', () => {
    expect([...canComplete(edges)]).toEqual([3]);
  });
});
