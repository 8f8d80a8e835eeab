import { describe, expect, it } from 'vitest';
import { answer } from '../../engine/answer';
import { back } from '../../engine/back';
import { start } from '../../engine/start';
import type { Flow } from '../../engine/types/flow';
import type { Session } from '../../engine/types/session';
import { linearFlow } from './support/flows';

function walk(flow: Flow, values: string[]): Session {
  let session = start(flow).session!;
  for (const value of values) session = answer(flow, session, value).session;
  return session;
}

describe('back, questionnaire (keep-answers)', () => {
  const flow = linearFlow(4);

  it('pops the history and keeps every answer', () => {
    const session = walk(flow, ['a', 'b']);
    const result = back(flow, session);
    expect(result.session).toMatchObject({ current: 1, history: [0], answers: { a0: 'a', a1: 'b' }, visited: [1, 2, 3] });
    expect(result.effects).toEqual([{ type: 'save' }, { type: 'setUrl', loanType: 'purchase', step: 1 }]);
  });

  it('at the first question returns to the landing, keeping saved progress', () => {
    const session = walk(flow, []);
    expect(back(flow, session)).toEqual({ session, effects: [{ type: 'goToChooser' }] });
  });

  it('from the contact step goes back to the last question', () => {
    const done = walk(flow, ['a', 'b', 'c', 'd']);
    expect(back(flow, done).session).toMatchObject({ current: 3, completed: false, history: [0, 1, 2], answers: { a3: 'd' } });
  });
});

describe('back, VetLife (clear-forward)', () => {
  const flow = linearFlow(4, { variant: 'vetlife', backPolicy: 'clear-forward' });

  it('deletes answers from the current question on, and visited marks after the previous one', () => {
    const session = walk(flow, ['a', 'b', 'c']);
    const wentBack = back(flow, back(flow, session).session).session;
    expect(wentBack).toMatchObject({ current: 1, history: [0], answers: { a0: 'a', a1: 'b' }, visited: [1, 2] });
  });

  it('keeps the answer of the question it returns to', () => {
    const session = walk(flow, ['a', 'b']);
    expect(back(flow, session).session.answers).toEqual({ a0: 'a', a1: 'b' });
  });

  it('at the first question goes to the chooser and clears storage and the URL', () => {
    const session = walk(flow, []);
    expect(back(flow, session).effects).toEqual([{ type: 'clearStorage' }, { type: 'clearUrl' }, { type: 'goToChooser' }]);
  });
});
