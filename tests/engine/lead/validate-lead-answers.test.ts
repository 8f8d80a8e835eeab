import { describe, expect, it } from 'vitest';
import { NAMED_UNKNOWN_KEYS, validateLeadAnswers } from '../../../engine/lead/validate-lead-answers';
import { loadFlow, makeFlow, q, yesNo } from '../support/flows';

/** agent? (no -> 3) · 2 name · 3 zip */
const flow = makeFlow([q(1, 'agent', { type: 'options', options: yesNo(3) }), q(2, 'agentName'), q(3, 'zip', { type: 'zipcode' })]);

describe('validateLeadAnswers', () => {
  it('accepts a complete, valid set of answers and normalises it', () => {
    expect(validateLeadAnswers(flow, { agent: 'Yes', agentName: ' Pat ', zip: '48009' })).toEqual({
      ok: true,
      completed: true,
      path: ['agent', 'agentName', 'zip'],
      answers: { agent: true, agentName: 'Pat', zip: '48009' },
      problems: [],
    });
  });

  it('reports unknown keys, invalid values and answers no path produces, each with its key and a message', () => {
    const report = validateLeadAnswers(flow, { agent: false, agentName: 'Pat', zip: '480', ssn: '123' });
    expect(report.ok).toBe(false);
    expect(report.completed).toBe(false);
    expect(report.path).toEqual(['agent', 'zip']);
    expect(report.problems).toEqual([
      { key: 'answers', code: 'too-many', message: '4 answers were sent, but this flow has only 3 questions.' },
      { key: 'zip', code: 'invalid', message: 'ZIP code must be 5 digits' },
      { key: 'agentName', code: 'unreachable', message: 'No path of this flow asks this question with the answers given.' },
      { key: 'ssn', code: 'unknown-key', message: 'No question of this flow has the answer key "ssn".' },
    ]);
  });

  it('reports missing answers on the path, and stops where a branching question is unanswered', () => {
    expect(validateLeadAnswers(flow, { agent: true, zip: '48009' }).problems).toEqual([
      { key: 'agentName', code: 'missing', message: 'This question is on the path of the answers given but has no answer.' },
    ]);
    const blocked = validateLeadAnswers(flow, { zip: '48009' });
    expect(blocked.path).toEqual(['agent']);
    expect(blocked.problems.map((p) => [p.key, p.code])).toEqual([['agent', 'missing'], ['zip', 'unreachable']]);
  });

  it('bounds the answers by the flow: more keys than questions are refused, and a few unknown keys are named', () => {
    const hostile: Record<string, unknown> = { agent: 'no', zip: '48009' };
    for (let n = 0; n < 5_000; n++) hostile[`made-up-${String(n).padStart(4, '0')}`] = n;
    const started = performance.now();
    const report = validateLeadAnswers(flow, hostile);
    expect(performance.now() - started).toBeLessThan(250);
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toEqual({ key: 'answers', code: 'too-many', message: '5002 answers were sent, but this flow has only 3 questions.' });
    const unknown = report.problems.filter((problem) => problem.code === 'unknown-key');
    expect(unknown).toHaveLength(NAMED_UNKNOWN_KEYS);
    expect(unknown[0]!.key).toBe('made-up-0000');
    expect(report.problems).toHaveLength(NAMED_UNKNOWN_KEYS + 1);
  });

  it('refuses a non-object, and ignores prototype tricks', () => {
    expect(validateLeadAnswers(flow, [1]).problems).toEqual([{ key: 'answers', code: 'not-an-object', message: 'answers must be an object keyed by answer key.' }]);
    const hostile = JSON.parse('{"agent":"no","zip":"48009","__proto__":{"x":1}}');
    expect(validateLeadAnswers(flow, hostile).problems).toEqual([{ key: '__proto__', code: 'unknown-key', message: 'No question of this flow has the answer key "__proto__".' }]);
  });

  it('works on a shipped flow', () => {
    const refinance = loadFlow('refinance');
    const answers = {
      propertyType: 'condo', propertyUse: 'primary', homeValue: '$500,000', currentBalance: 999, currentLoanType: 'fha', currentRate: 'Not sure',
      refinanceGoal: 'fixedRate', militaryService: 'no', creditScore: 'good', employmentStatus: 'employed', zipCode: '48009', cashOutAmount: 5000,
    };
    const report = validateLeadAnswers(refinance, answers);
    expect(report.problems).toEqual([
      { key: 'currentBalance', code: 'invalid', message: 'Mortgage balance must be at least $1,000' },
      { key: 'cashOutAmount', code: 'unreachable', message: 'No path of this flow asks this question with the answers given.' },
    ]);
  });

  it('refuses a shipped flow’s cash out over the home’s value minus the balance, with the definition’s message', () => {
    const cashOut = loadFlow('cashOut');
    const answers = {
      propertyType: 'singleFamily', propertyUse: 'primary', homeValue: 400_000, hasMortgage: 'yes', currentBalance: 250_000, cashOutAmount: 150_001,
      cashOutPurpose: ['savings'], creditScore: 'notSure', employmentStatus: 'employed', annualIncome: 90_000, militaryService: 'no', zipCode: '48009',
    };
    expect(validateLeadAnswers(cashOut, answers).problems).toEqual([
      { key: 'cashOutAmount', code: 'invalid', message: "Cash out can't be more than your home's value minus what you owe ($150,000)." },
    ]);
    expect(validateLeadAnswers(cashOut, { ...answers, cashOutAmount: 150_000 }).ok).toBe(true);
  });
});
