/** An atMost cap through every caller of validation: answering, replay and the lead check, restore, parse. */
import { describe, expect, it } from 'vitest';
import { answer } from '../../engine/answer';
import { flowIndex } from '../../engine/flow-index';
import { validateLeadAnswers } from '../../engine/lead/validate-lead-answers';
import { parseSession } from '../../engine/parse-session';
import { replayAnswers } from '../../engine/replay';
import { restoreSession } from '../../engine/restore/restore-session';
import { toSavedState } from '../../engine/saved-state';
import { start } from '../../engine/start';
import type { Flow } from '../../engine/types/flow';
import type { Session } from '../../engine/types/session';
import { makeFlow, q, yesNo } from './support/flows';

const BALANCE = "Your mortgage balance can't be more than your home's value ({max}).";
const CASH = "Cash out can't be more than your home's value minus what you owe ({max}).";

/** 1 value · 2 mortgage? (no -> 4) · 3 balance ≤ value · 4 cash ≤ value − balance · 5 zip */
const flow: Flow = makeFlow(
  [
    q(1, 'homeValue', { type: 'currency', min: 10_000 }),
    q(2, 'hasMortgage', { type: 'options', options: yesNo(4) }),
    q(3, 'currentBalance', { type: 'currency', min: 1_000, atMost: { answer: 'homeValue', message: BALANCE } }),
    q(4, 'cashOutAmount', { type: 'currency', min: 5_000, atMost: { answer: 'homeValue', minus: 'currentBalance', message: CASH } }),
    q(5, 'zipCode', { type: 'zipcode' }),
  ],
  { variant: 'vetlife', backPolicy: 'clear-forward' },
);

function walk(values: unknown[]): Session {
  let session = start(flow).session!;
  for (const value of values) {
    const next = answer(flow, session, value);
    expect(next.error).toBeUndefined();
    session = next.session;
  }
  return session;
}

describe('answer applies the cap from the session’s answers', () => {
  it('refuses an amount over value minus balance with the rule’s message, and accepts the cap itself', () => {
    const atCash = walk([500_000, 'yes', 200_000]);
    expect(answer(flow, atCash, 300_001)).toMatchObject({ session: atCash, error: "Cash out can't be more than your home's value minus what you owe ($300,000)." });
    expect(answer(flow, atCash, '$300,000').error).toBeUndefined();
  });

  it('caps by the whole value when the balance was not asked on this path', () => {
    const atCash = walk([500_000, 'no']);
    expect(answer(flow, atCash, 500_000).error).toBeUndefined();
    expect(answer(flow, atCash, 500_001).error).toBe("Cash out can't be more than your home's value minus what you owe ($500,000).");
  });

  it('refuses a balance above the value', () => {
    const atBalance = walk([300_000, 'yes']);
    expect(answer(flow, atBalance, 300_001).error).toBe("Your mortgage balance can't be more than your home's value ($300,000).");
  });
});

describe('replay and the server’s lead check apply the cap in path order', () => {
  const over = { homeValue: 500_000, hasMortgage: 'yes', currentBalance: 200_000, cashOutAmount: 350_000, zipCode: '48009' };

  it('replay validates each answer against the values accepted before it on the path', () => {
    const replay = replayAnswers(flowIndex(flow), over);
    expect(replay.steps.map((step) => [step.key, step.value ?? step.error])).toEqual([
      ['homeValue', 500_000],
      ['hasMortgage', true],
      ['currentBalance', 200_000],
      ['cashOutAmount', "Cash out can't be more than your home's value minus what you owe ($300,000)."],
      ['zipCode', '48009'],
    ]);
  });

  it('the lead check refuses an over-cap answer with the message', () => {
    const report = validateLeadAnswers(flow, over);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([{ key: 'cashOutAmount', code: 'invalid', message: "Cash out can't be more than your home's value minus what you owe ($300,000)." }]);
    expect(validateLeadAnswers(flow, { ...over, cashOutAmount: 300_000 }).ok).toBe(true);
  });

  it('a balance refused by its cap counts as absent for a later cap', () => {
    const report = validateLeadAnswers(flow, { ...over, currentBalance: 600_000, cashOutAmount: 450_000 });
    expect(report.problems).toEqual([{ key: 'currentBalance', code: 'invalid', message: "Your mortgage balance can't be more than your home's value ($500,000)." }]);
    expect(report.answers).toMatchObject({ cashOutAmount: 450_000 });
  });

  it('a balance sent for a path that skips it does not lower the cap (it is reported as unreachable)', () => {
    const report = validateLeadAnswers(flow, { ...over, hasMortgage: 'no', cashOutAmount: 450_000 });
    expect(report.problems).toEqual([{ key: 'currentBalance', code: 'unreachable', message: 'No path of this flow asks this question with the answers given.' }]);
    expect(report.answers.cashOutAmount).toBe(450_000);
  });
});

describe('restore and parse apply the cap', () => {
  const CONTACT = { fullName: 'Pat Lee', email: 'pat@example.com', phoneNumber: '212-555-0100' };
  const session = walk([500_000, 'yes', 200_000, 300_000]);
  const saved = (answers: Record<string, unknown>) => ({ ...JSON.parse(JSON.stringify(toSavedState(flow, session, CONTACT, 1_700_000_000_000))), answers });

  it('restore drops an over-cap answer and resumes at it', () => {
    const result = restoreSession(flow, saved({ homeValue: 500_000, hasMortgage: true, currentBalance: 200_000, cashOutAmount: 300_001 }), { loanType: 'purchase' });
    expect(result.session?.answers).toEqual({ homeValue: 500_000, hasMortgage: true, currentBalance: 200_000 });
    expect(result.session).toMatchObject({ current: 3, history: [0, 1, 2] });
  });

  it('restore keeps an answer within the cap', () => {
    const result = restoreSession(flow, saved({ homeValue: 500_000, hasMortgage: true, currentBalance: 200_000, cashOutAmount: 300_000 }), { loanType: 'purchase' });
    expect(result.session?.answers).toMatchObject({ cashOutAmount: 300_000 });
    expect(result.session?.current).toBe(4);
  });

  it('parseSession refuses a session whose answer is over its cap', () => {
    const raw = JSON.parse(JSON.stringify(session));
    expect(parseSession(flow, raw)).toEqual({ ok: true, session });
    expect(parseSession(flow, { ...raw, answers: { ...raw.answers, cashOutAmount: 300_001 } })).toEqual({ ok: false, reason: 'invalid answer for cashOutAmount' });
  });
});
