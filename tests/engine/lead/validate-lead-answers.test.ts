import { describe, expect, it } from 'vitest';
import { validateLeadAnswers } from '../../../engine/lead/validate-lead-answers';
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

  it('refuses a non-object, and ignores prototype tricks', () => {
    expect(validateLeadAnswers(flow, [1]).problems).toEqual([{ key: 'answers', code: 'not-an-object', message: 'answers must be an object keyed by answer key.' }]);
    const hostile = JSON.parse('{"agent":"no","zip":"48009","__proto__":{"x":1}}');
    expect(validateLeadAnswers(flow, hostile).problems).toEqual([{ key: '__proto__', code: 'unknown-key', message: 'No question of this flow has the answer key "__proto__".' }]);
  });

  it('works on a shipped flow', () => {
    const refinance = loadFlow('refinance');
    const answers = {
      propertyType: 'condo', propertyUse: 'primary', homeValue: '$500,000', currentBalance: 999, currentRate: 'Not sure',
      refinanceGoal: 'fixedRate', militaryService: 'no', creditScore: 'good', employmentStatus: 'employed', zipCode: '48009', cashOutAmount: 5000,
    };
    const report = validateLeadAnswers(refinance, answers);
    expect(report.problems).toEqual([
      { key: 'currentBalance', code: 'invalid', message: 'Mortgage balance must be at least $1,000' },
      { key: 'cashOutAmount', code: 'unreachable', message: 'No path of this flow asks this question with the answers given.' },
    ]);
  });
});
