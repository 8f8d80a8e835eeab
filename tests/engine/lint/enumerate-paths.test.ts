import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../engine/answer';
import { flowIndex } from '../../../engine/flow-index';
import { enumeratePaths } from '../../../engine/lint/enumerate-paths';
import { routeEdges } from '../../../engine/lint/route-edges';
import { start } from '../../../engine/start';
import type { Flow } from '../../../engine/types/flow';
import { arbitraryFlow, makeFlow, q, validAnswer, yesNo } from '../support/flows';

describe('routeEdges', () => {
  it('one edge per jumping option plus the default when an option can take it', () => {
    const flow = makeFlow([
      q(1, 'a', { type: 'options', options: [...yesNo(3)], nextComponent: 2 }),
      q(2, 'b', { type: 'options', options: [{ label: 'x', value: 'x', nextComponent: 3 }] }),
      q(3, 'c'),
    ]);
    const edges = routeEdges(flowIndex(flow));
    expect(edges[0]!.map((e) => [e.to, e.source, e.pointer])).toEqual([
      [1, 'questionData', '/questions/0/questionData/nextComponent'],
      [2, 'option', '/questions/0/questionData/options/1/nextComponent'],
    ]);
    expect(edges[1]!.map((e) => e.source)).toEqual(['option']);
    expect(edges[2]!.map((e) => [e.to, e.source, e.pointer])).toEqual([[null, 'sequence', '/questions/2/component']]);
  });
});

describe('enumeratePaths', () => {
  it('lists every path, branching on options', () => {
    const flow = makeFlow([q(1, 'a', { type: 'options', options: yesNo(3) }), q(2, 'b'), q(3, 'c')]);
    expect(enumeratePaths(flow)).toEqual({ truncated: false, paths: [{ indexes: [0, 1, 2], end: 'complete' }, { indexes: [0, 2], end: 'complete' }] });
  });

  it('marks cycles', () => {
    const flow = makeFlow([q(1, 'a'), q(2, 'b', {}, { nextComponent: 1 })]);
    expect(enumeratePaths(flow).paths).toEqual([{ indexes: [0, 1], end: 'cycle' }]);
  });

  it('every path a visitor can take is among the enumerated ones', () => {
    fc.assert(
      fc.property(arbitraryFlow(true), fc.array(fc.nat(10), { maxLength: 12 }), (flow: Flow, picks) => {
        let session = start(flow).session!;
        for (const pick of picks) {
          if (session.completed) break;
          session = answer(flow, session, validAnswer(flowIndex(flow).questions[session.current!]!, pick)).session;
        }
        if (!session.completed) return;
        const { paths } = enumeratePaths(flow);
        expect(paths.map((p) => p.indexes.join())).toContain(session.history.join());
      }),
    );
  });
});
