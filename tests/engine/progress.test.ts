import { describe, expect, it } from 'vitest';
import { answer } from '../../engine/answer';
import { progress } from '../../engine/progress';
import { start } from '../../engine/start';
import { linearFlow, makeFlow, q } from './support/flows';

describe('progress', () => {
  it('is history length / question count, 100 when complete', () => {
    const flow = linearFlow(4);
    let session = start(flow).session!;
    const seen = [progress(flow, session)];
    for (const value of ['a', 'b', 'c', 'd']) {
      session = answer(flow, session, value).session;
      seen.push(progress(flow, session));
    }
    expect(seen).toEqual([0, 25, 50, 75, 100]);
  });

  it('counts active questions only, and is 100 on completion even when jumps skip questions', () => {
    const flow = makeFlow([q(1, 'a', {}, { nextComponent: 3 }), q(2, 'b'), q(3, 'c'), q(4, 'd', {}, { entryPath: 'cashOut' })]);
    let session = start(flow).session!;
    session = answer(flow, session, 'x').session;
    expect(progress(flow, session)).toBeCloseTo(100 / 3);
    session = answer(flow, session, 'x').session;
    expect(progress(flow, session)).toBe(100);
  });
});
