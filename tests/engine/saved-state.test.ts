import { describe, expect, it } from 'vitest';
import { answer } from '../../engine/answer';
import { checkSavedState, toSavedState } from '../../engine/saved-state';
import { start } from '../../engine/start';
import { linearFlow } from './support/flows';

describe('saved state', () => {
  const flow = linearFlow(3);
  const session = answer(flow, start(flow).session!, 'x').session;
  const contact = { fullName: 'Pat', email: 'pat@example.com', phoneNumber: '212-555-0100' };

  it('has the structure of the saved state (plus the flow version)', () => {
    const state = toSavedState(flow, session, contact, 42);
    expect(Object.keys(state).sort()).toEqual(['answers', 'contactInfo', 'flowVersion', 'formCompleted', 'lastUpdated', 'loanType', 'navigationHistory', 'questions', 'visitedComponents']);
    expect(state).toMatchObject({ answers: { a0: 'x' }, navigationHistory: [0], visitedComponents: [1, 2], loanType: 'purchase', lastUpdated: 42, formCompleted: false, flowVersion: '1.0.0' });
    expect(state.questions).toHaveLength(3);
  });

  it('checkSavedState accepts it back, and the minimal quota state too', () => {
    expect(checkSavedState(JSON.parse(JSON.stringify(toSavedState(flow, session, contact, 42)))).ok).toBe(true);
    const minimal = checkSavedState({ loanType: 'purchase', answers: {}, lastUpdated: 1, formCompleted: true });
    expect(minimal).toEqual({ ok: true, state: { loanType: 'purchase', answers: {}, lastUpdated: 1, formCompleted: true, leadSent: false, contactInfo: { fullName: '', email: '', phoneNumber: '' } } });
  });

  it.each([
    ['not an object', 'x'],
    ['unknown loan type', { loanType: 'x', answers: {}, lastUpdated: 1 }],
    ['answers is not an object', { loanType: 'purchase', answers: null, lastUpdated: 1 }],
    ['no timestamp', { loanType: 'purchase', answers: {} }],
    ['bad completion flag', { loanType: 'purchase', answers: {}, lastUpdated: 1, formCompleted: 1 }],
    ['visitedComponents is not a list of components', { loanType: 'purchase', answers: {}, lastUpdated: 1, visitedComponents: ['a'] }],
    ['questions is not a list', { loanType: 'purchase', answers: {}, lastUpdated: 1, questions: 3 }],
  ])('refuses: %s', (reason, raw) => {
    expect(checkSavedState(raw)).toEqual({ ok: false, reason });
  });
});
