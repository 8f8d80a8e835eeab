import { describe, expect, it } from 'vitest';
import { flowIndex } from '../../engine/flow-index';
import { replayAnswers } from '../../engine/replay';
import { linearFlow, makeFlow, q, yesNo } from './support/flows';

describe('replayAnswers', () => {
  it('walks a linear flow whatever is answered', () => {
    const replay = replayAnswers(flowIndex(linearFlow(3)), { a0: 'x', a2: '' });
    expect(replay.end).toBe('complete');
    expect(replay.steps).toEqual([
      { index: 0, key: 'a0', value: 'x' },
      { index: 1, key: 'a1' },
      { index: 2, key: 'a2', error: 'Please enter an answer.' },
    ]);
  });

  it('follows the answers through jumps and stops where a branching question has no valid answer', () => {
    const flow = makeFlow([q(1, 'agent', { type: 'options', options: yesNo(3) }), q(2, 'name'), q(3, 'zip', { type: 'zipcode' })]);
    expect(replayAnswers(flowIndex(flow), { agent: 'no', zip: '12345' }).steps.map((s) => s.key)).toEqual(['agent', 'zip']);
    expect(replayAnswers(flowIndex(flow), { agent: 'maybe' })).toEqual({ steps: [{ index: 0, key: 'agent', error: 'Please choose one of the options.' }], end: 'blocked' });
  });

  it('ends at a question already on the path', () => {
    const flow = makeFlow([q(1, 'a'), q(2, 'b', {}, { nextComponent: 1 })]);
    expect(replayAnswers(flowIndex(flow), {})).toMatchObject({ end: 'complete', steps: [{ index: 0 }, { index: 1 }] });
  });
});
