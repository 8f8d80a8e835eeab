import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answer } from '../../engine/answer';
import { back } from '../../engine/back';
import { flowIndex } from '../../engine/flow-index';
import { validateLeadAnswers } from '../../engine/lead/validate-lead-answers';
import { parseSession } from '../../engine/parse-session';
import { progress } from '../../engine/progress';
import { start } from '../../engine/start';
import type { Flow } from '../../engine/types/flow';
import type { Session } from '../../engine/types/session';
import { arbitraryFlow, shippedFlows, validAnswer } from './support/flows';

type Action = { kind: 'answer'; pick: number } | { kind: 'back' } | { kind: 'junk'; value: unknown };

const actions = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: fc.nat(50).map((pick): Action => ({ kind: 'answer', pick })) },
    { weight: 2, arbitrary: fc.constant<Action>({ kind: 'back' }) },
    { weight: 1, arbitrary: fc.anything().map((value): Action => ({ kind: 'junk', value })) },
  ),
  { maxLength: 60 },
);

function run(flow: Flow, steps: Action[]): Session[] {
  let session = start(flow).session!;
  const seen = [session];
  for (const step of steps) {
    const index = flowIndex(flow, session.loanType);
    if (step.kind === 'back') {
      if (session.history.length > 0) session = back(flow, session).session;
    } else if (session.current !== null) {
      const question = index.questions[session.current]!;
      session = answer(flow, session, step.kind === 'answer' ? validAnswer(question, step.pick) : step.value).session;
    }
    seen.push(session);
  }
  return seen;
}

function checkInvariants(flow: Flow, session: Session): void {
  const index = flowIndex(flow, session.loanType);
  expect(new Set(session.history).size).toBe(session.history.length);
  for (const at of session.history) expect(at).toBeLessThan(index.questions.length);
  if (session.current !== null) expect(session.history).not.toContain(session.current);
  expect(session.completed).toBe(session.current === null);
  const percent = progress(flow, session);
  expect(percent).toBeGreaterThanOrEqual(0);
  expect(percent === 100).toBe(session.completed || session.history.length === index.questions.length);
  expect(parseSession(flow, JSON.parse(JSON.stringify(session)))).toEqual({ ok: true, session });
  if (flow.backPolicy === 'clear-forward') {
    const allowed = new Set([...session.history, ...(session.current === null ? [] : [session.current])].map((i) => index.keys[i]));
    for (const key of Object.keys(session.answers)) expect(allowed.has(key)).toBe(true);
  }
  if (session.completed) {
    const report = validateLeadAnswers(flow, session.answers, session.loanType);
    expect(report.problems).toEqual([]);
    expect(report.completed).toBe(true);
    expect(report.path).toEqual(session.history.map((i) => index.keys[i]));
  }
}

describe('random walks (answer, back, junk) keep every session invariant', () => {
  const flows = shippedFlows();

  it('on the shipped flows', () => {
    fc.assert(
      fc.property(fc.constantFrom(...flows), actions, (flow, steps) => {
        for (const session of run(flow, steps)) checkInvariants(flow, session);
      }),
      { numRuns: 300 },
    );
  });

  it('on arbitrary flows, including cycles and missing targets, under both back policies', () => {
    fc.assert(
      fc.property(arbitraryFlow(false), fc.boolean(), actions, (base, vetlife, steps) => {
        const flow: Flow = vetlife ? { ...base, variant: 'vetlife', backPolicy: 'clear-forward' } : base;
        for (const session of run(flow, steps)) checkInvariants(flow, session);
      }),
      { numRuns: 300 },
    );
  });

  it('answering forward only always completes within the question count', () => {
    fc.assert(
      fc.property(arbitraryFlow(false), fc.nat(50), (flow, pick) => {
        let session = start(flow).session!;
        const count = flowIndex(flow).questions.length;
        for (let i = 0; i < count && !session.completed; i++) {
          session = answer(flow, session, validAnswer(flowIndex(flow).questions[session.current!]!, pick)).session;
        }
        expect(session.completed).toBe(true);
      }),
    );
  });
});
