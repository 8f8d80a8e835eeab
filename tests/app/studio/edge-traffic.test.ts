import { describe, expect, it } from 'vitest';
import { edgeTraffic, trafficWidth } from '../../../app/studio/editor/edge-traffic';
import { buildFlowGraph } from '../../../app/studio/editor/flow-graph';
import { makeFlow, q, yesNo } from '../../engine/support/flows';

/** 1 hasAgent (no -> 3) · 2 agentName · 3 zipCode */
const flow = makeFlow([q(1, 'hasAgent', { type: 'options', options: yesNo(3) }), q(2, 'agentName'), q(3, 'zipCode', { type: 'zipcode' })]);

describe('traffic on the studio graph', () => {
  it('puts each route of the report on its edge, the contact step included; unknown keys are ignored', () => {
    const { edges } = buildFlowGraph(flow);
    const traffic = edgeTraffic(flow, edges, [
      { from: 'hasAgent', to: 'agentName', count: 12 },
      { from: 'hasAgent', to: 'zipCode', count: '<5' },
      { from: 'zipCode', to: '(contact)', count: 9 },
      { from: 'retired', to: 'zipCode', count: 40 },
    ]);
    const byTarget = Object.fromEntries(edges.filter((edge) => traffic.has(edge.id)).map((edge) => [`${edge.source}->${edge.target}`, traffic.get(edge.id)]));
    expect(byTarget).toEqual({ 'q0->q1': 12, 'q0->q2': '<5', 'q2->contact': 9 });
  });

  it('draws the busiest edge widest and a hidden or missing count thin', () => {
    expect(trafficWidth(12, 12)).toBe(8);
    expect(trafficWidth(6, 12)).toBe(4.75);
    expect(trafficWidth('<5', 12)).toBe(1.5);
    expect(trafficWidth(undefined, 12)).toBe(1.5);
    expect(trafficWidth(0, 0)).toBe(1.5);
  });
});
