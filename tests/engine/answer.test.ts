import { describe, expect, it } from 'vitest';
import { answer } from '../../engine/answer';
import { back } from '../../engine/back';
import { start } from '../../engine/start';
import type { Flow } from '../../engine/types/flow';
import type { Session } from '../../engine/types/session';
import { linearFlow, makeFlow, q, yesNo } from './support/flows';

const begin = (flow: Flow): Session => start(flow).session!;

/** agent? yes -> name (2) -> 3; no -> 3 (option jump); 3 -> zip (4). */
const branching = makeFlow([
  q(1, 'hasAgent', { type: 'options', options: yesNo(3) }),
  q(2, 'agentName'),
  q(3, 'credit', { type: 'options', options: ['Good', 'Fair'] }),
  q(4, 'zip', { type: 'zipcode' }),
]);

describe('answer', () => {
  it('records the normalised answer, appends to history and visited, moves on', () => {
    const result = answer(branching, begin(branching), 'Yes');
    expect(result.error).toBeUndefined();
    expect(result.session).toMatchObject({ answers: { hasAgent: true }, history: [0], visited: [1, 2], current: 1, completed: false });
    expect(result.effects).toEqual([{ type: 'save' }, { type: 'setUrl', loanType: 'purchase', step: 1 }]);
  });

  it('follows option jumps', () => {
    const result = answer(branching, begin(branching), 'No');
    expect(result.session).toMatchObject({ answers: { hasAgent: false }, history: [0], current: 2, visited: [1, 3] });
  });

  it('completes when no next question exists', () => {
    let session = begin(branching);
    for (const value of ['no', 'Good', '48009']) session = answer(branching, session, value).session;
    expect(session).toMatchObject({ completed: true, current: null, history: [0, 2, 3] });
    const last = answer(branching, { ...session, completed: false, current: 3, history: [0, 2] }, '48009');
    expect(last.effects).toEqual([{ type: 'save' }, { type: 'complete' }]);
  });

  it('refuses an invalid value without changing the session', () => {
    const session = answer(branching, answer(branching, begin(branching), 'No').session, 'Good').session;
    const result = answer(branching, session, '123');
    expect(result).toEqual({ session, effects: [], error: 'ZIP code must be 5 digits' });
  });

  it('refuses answers once complete', () => {
    const flow = linearFlow(1);
    const done = answer(flow, begin(flow), 'x').session;
    expect(answer(flow, done, 'y')).toEqual({ session: done, effects: [], error: 'This flow is already complete.' });
  });

  it('editing an earlier answer discards every later answer (keep-answers policy)', () => {
    let session = begin(branching);
    session = answer(branching, session, 'yes').session;
    session = answer(branching, session, 'Pat').session;
    session = answer(branching, session, 'Good').session;
    expect(session.answers).toEqual({ hasAgent: true, agentName: 'Pat', credit: 'Good' });
    session = back(branching, back(branching, back(branching, session).session).session).session;
    expect(session.current).toBe(0);
    expect(session.answers).toEqual({ hasAgent: true, agentName: 'Pat', credit: 'Good' });

    const same = answer(branching, session, 'Yes').session;
    expect(same.answers).toEqual({ hasAgent: true, agentName: 'Pat', credit: 'Good' });

    const changed = answer(branching, session, 'No').session;
    expect(changed.answers).toEqual({ hasAgent: false });
    expect(changed.visited).toEqual([1, 3]);
    expect(changed.current).toBe(2);
  });

  it('a jump back to a question already on the path ends the flow instead of looping', () => {
    const looping = makeFlow([q(1, 'a'), q(2, 'b', {}, { nextComponent: 1 })]);
    const session = answer(looping, answer(looping, begin(looping), 'x').session, 'y').session;
    expect(session).toMatchObject({ completed: true, history: [0, 1] });
  });

  it('does not mutate its input', () => {
    const session = begin(branching);
    const frozen = JSON.parse(JSON.stringify(session)) as Session;
    answer(branching, session, 'yes');
    expect(session).toEqual(frozen);
  });
});
