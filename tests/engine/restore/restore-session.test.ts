import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../engine/answer';
import { flowIndex } from '../../../engine/flow-index';
import { restoreSession } from '../../../engine/restore/restore-session';
import { toSavedState } from '../../../engine/saved-state';
import { start } from '../../../engine/start';
import type { Flow } from '../../../engine/types/flow';
import type { Session } from '../../../engine/types/session';
import { linearFlow, loadFlow, makeFlow, q, shippedFlows, validAnswer, yesNo } from '../support/flows';

const NOW = 1_700_000_000_000;
const CONTACT = { fullName: 'Pat Lee', email: 'pat@example.com', phoneNumber: '212-555-0100' };

function walk(flow: Flow, values: unknown[]): Session {
  let session = start(flow).session!;
  for (const value of values) session = answer(flow, session, value).session;
  return session;
}

const saved = (flow: Flow, session: Session, extra: Record<string, unknown> = {}) => ({ ...JSON.parse(JSON.stringify(toSavedState(flow, session, CONTACT, NOW))), ...extra });

const vet = linearFlow(5, { variant: 'vetlife', backPolicy: 'clear-forward' });
/** 1 agent? (no -> 3) · 2 name · 3 credit · 4 zip */
const jumpy = makeFlow([q(1, 'agent', { type: 'options', options: yesNo(3) }), q(2, 'name'), q(3, 'credit'), q(4, 'zip', { type: 'zipcode' })], {
  variant: 'vetlife',
  backPolicy: 'clear-forward',
});

describe('restoreSession: what is restored at all', () => {
  it('no saved state: a fresh session', () => {
    expect(restoreSession(vet, null, { loanType: 'purchase' })).toMatchObject({ outcome: 'fresh', effects: [], session: { current: 0, history: [] } });
  });

  it('saved state of another type: fresh, storage cleared', () => {
    const state = saved(vet, walk(vet, ['a']), { loanType: 'refinance' });
    expect(restoreSession(vet, state, { loanType: 'purchase' })).toMatchObject({ outcome: 'other-type', effects: [{ type: 'clearStorage' }], session: { current: 0 } });
  });

  it.each([
    ['history with an out-of-range index', { navigationHistory: [0, 5] }],
    ['history with a negative index', { navigationHistory: [-1] }],
    ['history not a list', { navigationHistory: '0,1' }],
    ['answers not an object', { answers: ['a'] }],
    ['questions not a list', { questions: {} }],
    ['no loan type', { loanType: undefined }],
  ])('invalid state (%s): cleared, the flow restarts', (_, patch) => {
    const state = saved(vet, walk(vet, ['a', 'b']), patch);
    expect(restoreSession(vet, state, { loanType: 'purchase' })).toMatchObject({ outcome: 'discarded', effects: [{ type: 'clearStorage' }], session: { current: 0, answers: {} } });
  });

  it('brings back the contact info', () => {
    expect(restoreSession(vet, saved(vet, walk(vet, ['a'])), { loanType: 'purchase' }).contactInfo).toEqual(CONTACT);
  });

  it('drops unknown keys and invalid saved answers', () => {
    const state = saved(jumpy, walk(jumpy, ['yes']), { answers: { agent: true, bogus: 1, zip: '1' } });
    expect(restoreSession(jumpy, state, { loanType: 'purchase' }).session?.answers).toEqual({ agent: true });
  });

  it('a flow without questions for the type is unavailable', () => {
    const empty = makeFlow([q(1, 'a', {}, { entryPath: 'cashOut' })]);
    expect(restoreSession(empty, null, { loanType: 'purchase' })).toMatchObject({ outcome: 'unavailable', session: null, effects: [{ type: 'clearStorage' }, { type: 'clearUrl' }, { type: 'goToChooser' }] });
  });
});

describe('restoreSession: completion flags', () => {
  const done = walk(vet, ['a', 'b', 'c', 'd', 'e']);

  it('a saved completed state is reset to not completed without the session flag (and re-saved)', () => {
    const result = restoreSession(vet, saved(vet, done), { loanType: 'purchase', sessionCompleted: false });
    expect(result.outcome).toBe('completed');
    expect(result.effects).toEqual([{ type: 'save' }, { type: 'complete' }]);
  });

  it('...and restores an earlier position when its answers stop short', () => {
    const partial = saved(vet, walk(vet, ['a', 'b']), { formCompleted: true });
    expect(restoreSession(vet, partial, { loanType: 'purchase' })).toMatchObject({ outcome: 'restored', session: { current: 2, completed: false } });
  });

  it('a completed state whose lead was not sent is restored to the contact step even with the session flag (another lead was sent earlier in the session)', () => {
    expect(restoreSession(vet, saved(vet, done), { loanType: 'purchase', sessionCompleted: true })).toMatchObject({ outcome: 'completed', session: { completed: true, current: null } });
  });

  it('a sent lead shows the thank-you screen while its browser session lasts, and after it starts fresh (storage cleared)', () => {
    const sent = { ...saved(vet, done), leadSent: true, contactInfo: { fullName: 'Jane', email: 'jane@example.com', phoneNumber: '248-555-0142' } };
    const now = restoreSession(vet, sent, { loanType: 'purchase', sessionCompleted: true });
    expect(now).toMatchObject({ outcome: 'submitted', effects: [], session: { completed: true, current: null } });
    expect(now.contactInfo).toEqual({ fullName: '', email: '', phoneNumber: '' });
    expect(restoreSession(vet, sent, { loanType: 'purchase', sessionCompleted: false })).toMatchObject({ outcome: 'sent-earlier', effects: [{ type: 'clearStorage' }], session: { current: 0, answers: {} } });
  });

  it('never completes over an unanswered question: the first one on the path is asked', () => {
    const { a1: _skipped, ...gappy } = done.answers as Record<string, unknown>;
    const state = { ...saved(vet, done), answers: gappy, formCompleted: true };
    expect(restoreSession(vet, state, { loanType: 'purchase' })).toMatchObject({ outcome: 'restored', session: { current: 1, history: [0], completed: false } });
  });
});

describe('restoreSession: with a step parameter', () => {
  it('clamps the step to the last question; the last question validly answered means complete', () => {
    const state = saved(vet, walk(vet, ['a', 'b', 'c', 'd', 'e']), { formCompleted: false });
    expect(restoreSession(vet, state, { loanType: 'purchase', step: '99' })).toMatchObject({ outcome: 'completed', session: { completed: true, history: [0, 1, 2, 3, 4] } });
  });

  it('step beyond the end without the last answer: the last question, history 0..step-1', () => {
    const state = saved(vet, walk(vet, ['a', 'b', 'c', 'd']));
    expect(restoreSession(vet, state, { loanType: 'purchase', step: '12' })).toMatchObject({ outcome: 'restored', session: { current: 4, history: [0, 1, 2, 3] }, effects: [{ type: 'setUrl', loanType: 'purchase', step: 4 }] });
  });

  it('rebuilds history as 0..step-1 on a flow without jumps, up to the first unanswered question', () => {
    const state = saved(vet, walk(vet, ['a', 'b']));
    expect(restoreSession(vet, state, { loanType: 'purchase', step: '1' }).session).toMatchObject({ current: 1, history: [0] });
    expect(restoreSession(vet, state, { loanType: 'purchase', step: 2 }).session).toMatchObject({ current: 2, history: [0, 1] });
  });

  it('a step past the first unanswered question (a stale tab, a bookmark) opens that question', () => {
    const state = saved(vet, walk(vet, ['a', 'b']));
    expect(restoreSession(vet, state, { loanType: 'purchase', step: 3 })).toMatchObject({ outcome: 'restored', session: { current: 2, history: [0, 1] }, effects: [{ type: 'setUrl', loanType: 'purchase', step: 2 }] });
    expect(restoreSession(vet, state, { loanType: 'purchase', step: '9' }).session).toMatchObject({ current: 2, history: [0, 1] });
  });

  it('with jumps, replays the navigation rule instead of 0..step-1', () => {
    const state = saved(jumpy, walk(jumpy, ['no', 'Good']));
    // path: agent (0) -> credit (2) -> zip (3); step 3's history is [0, 2], not [0, 1, 2]
    expect(restoreSession(jumpy, state, { loanType: 'purchase', step: '3' }).session).toMatchObject({ current: 3, history: [0, 2] });
    expect(restoreSession(jumpy, state, { loanType: 'purchase', step: '2' }).session).toMatchObject({ current: 2, history: [0] });
  });

  it('a step off the replayed path resumes at the first unanswered question on it', () => {
    const state = saved(jumpy, walk(jumpy, ['no']));
    expect(restoreSession(jumpy, state, { loanType: 'purchase', step: '1' }).session).toMatchObject({ current: 2, history: [0] });
  });

  it('cannot replay past an unanswered branching question', () => {
    const state = saved(jumpy, walk(jumpy, []));
    expect(restoreSession(jumpy, state, { loanType: 'purchase', step: '3' }).session).toMatchObject({ current: 0, history: [] });
  });

  it('ignores a step that is not a whole number', () => {
    const state = saved(vet, walk(vet, ['a', 'b']));
    expect(restoreSession(vet, state, { loanType: 'purchase', step: 'two' }).session).toMatchObject({ current: 2, history: [0, 1] });
  });
});

describe('restoreSession: without a step (resume from history)', () => {
  it('after the last visited question, moves forward when its answer is valid', () => {
    const state = saved(vet, walk(vet, ['a', 'b']));
    expect(state.navigationHistory).toEqual([0, 1]);
    expect(restoreSession(vet, state, { loanType: 'purchase' }).session).toMatchObject({ current: 2, history: [0, 1] });
  });

  it('stays on the last visited question when its answer is not valid', () => {
    const state = saved(vet, walk(vet, ['a', 'b']), { answers: { a0: 'a', a1: '   ' } });
    expect(restoreSession(vet, state, { loanType: 'purchase' }).session).toMatchObject({ current: 1, history: [0] });
  });

  it('moves forward along a jump', () => {
    const state = saved(jumpy, walk(jumpy, ['no']));
    expect(restoreSession(jumpy, state, { loanType: 'purchase' }).session).toMatchObject({ current: 2, history: [0] });
  });

  it('empty history: the first question', () => {
    const state = saved(vet, walk(vet, []));
    expect(restoreSession(vet, state, { loanType: 'purchase' }).session).toMatchObject({ current: 0, history: [] });
  });

  it('the last question valid: complete', () => {
    const state = saved(vet, walk(vet, ['a', 'b']), { answers: { a0: 'a', a1: 'b', a2: 'c', a3: 'd', a4: 'e' } });
    expect(restoreSession(vet, state, { loanType: 'purchase' })).toMatchObject({ outcome: 'completed', session: { history: [0, 1, 2, 3, 4] } });
  });

  it('a minimal state (after a quota error, no history) resumes at the first unanswered question', () => {
    const state = { loanType: 'purchase', answers: { a0: 'a', a1: 'b' }, lastUpdated: NOW, formCompleted: false };
    expect(restoreSession(vet, state, { loanType: 'purchase' })).toMatchObject({ outcome: 'restored', session: { current: 2, history: [0, 1] }, contactInfo: { fullName: '' } });
  });

  it('state saved by another flow version: position re-derived from the answers', () => {
    const state = saved(vet, walk(vet, ['a', 'b']), { flowVersion: '0.9.0', navigationHistory: [0, 3] });
    expect(restoreSession(vet, state, { loanType: 'purchase' }).session).toMatchObject({ current: 2, history: [0, 1] });
  });

  it('a history with a hole resumes at the first unanswered question in it', () => {
    const state = saved(vet, walk(vet, ['a', 'b', 'c']), { answers: { a0: 'a', a2: 'c' } });
    expect(restoreSession(vet, state, { loanType: 'purchase' }).session).toMatchObject({ current: 1, history: [0] });
  });

  it('a history whose next question is already in it falls back to the replay', () => {
    const state = saved(vet, walk(vet, ['a', 'b']), { navigationHistory: [1, 2, 0] , answers: { a0: 'a', a1: 'b', a2: 'c' } });
    expect(restoreSession(vet, state, { loanType: 'purchase' }).session).toMatchObject({ current: 3, history: [0, 1, 2] });
  });
});

describe('restoreSession: properties', () => {
  it('a saved session restores to the same position (URL step or not) on every shipped flow', () => {
    const flows = shippedFlows();
    fc.assert(
      fc.property(fc.constantFrom(...flows), fc.array(fc.nat(20), { maxLength: 16 }), fc.boolean(), (flow, picks, withStep) => {
        let session = start(flow).session!;
        for (const pick of picks) {
          if (session.current === null) break;
          session = answer(flow, session, validAnswer(flowIndex(flow).questions[session.current]!, pick)).session;
        }
        const result = restoreSession(flow, saved(flow, session), { loanType: flow.loanType, step: withStep ? session.current ?? undefined : undefined });
        expect(result.session).toMatchObject({ current: session.current, history: session.history, answers: session.answers, completed: session.completed });
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary saved state or step', () => {
    const flow = loadFlow('vetlife-cashOut');
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.record({ loanType: fc.constant('cashOut'), answers: fc.dictionary(fc.string(), fc.jsonValue()), navigationHistory: fc.array(fc.integer({ min: -2, max: 20 })), lastUpdated: fc.constant(NOW), formCompleted: fc.boolean() })), fc.jsonValue(), (state, step) => {
        const result = restoreSession(flow, state, { loanType: 'cashOut', step });
        expect(result.session).not.toBeNull();
      }),
    );
  });
});
