import { describe, expect, it } from 'vitest';
import { lintFlow } from '../../../../engine/lint/lint-flow';
import type { AtMostRule, Question } from '../../../../engine/types/flow';
import { makeFlow, q, yesNo } from '../../support/flows';

const findings = (questions: Question[]) => lintFlow(makeFlow(questions)).findings.filter((f) => f.rule === 'invalid-at-most').map((f) => [f.severity, f.path]);
const capped = (component: number, atMost: AtMostRule, type: Question['questionData']['type'] = 'currency') => q(component, 'capped', { type, atMost });

describe('invalid-at-most', () => {
  it('accepts caps naming earlier currency and slider questions', () => {
    expect(findings([q(1, 'price', { type: 'slider' }), q(2, 'balance', { type: 'currency' }), capped(3, { answer: 'price', minus: 'balance' })])).toEqual([]);
  });

  it('accepts a question asked before on some paths only (no cap on the others)', () => {
    expect(findings([q(1, 'has', { type: 'options', options: yesNo(3) }), q(2, 'balance', { type: 'currency' }), capped(3, { answer: 'balance' })])).toEqual([]);
  });

  it('refuses a name no question of the flow has (an inactive question included)', () => {
    expect(findings([q(1, 'value', { type: 'currency' }), capped(2, { answer: 'homeValue' })])).toEqual([['error', '/questions/1/questionData/atMost/answer']]);
    expect(findings([q(1, 'value', { type: 'currency' }, { entryPath: 'refinance' }), capped(2, { answer: 'value' })])).toEqual([['error', '/questions/1/questionData/atMost/answer']]);
    expect(findings([q(1, 'value', { type: 'currency' }), capped(2, { answer: 'value', minus: 'owed' })])).toEqual([['error', '/questions/1/questionData/atMost/minus']]);
  });

  it('refuses a question without an amount', () => {
    expect(findings([q(1, 'name'), capped(2, { answer: 'name' })])).toEqual([['error', '/questions/1/questionData/atMost/answer']]);
    expect(findings([q(1, 'value', { type: 'currency' }), q(2, 'has', { type: 'options', options: yesNo() }), capped(3, { answer: 'value', minus: 'has' })])).toEqual([
      ['error', '/questions/2/questionData/atMost/minus'],
    ]);
  });

  it('refuses a question that can come after the capped one on some path, or the capped question itself', () => {
    expect(findings([capped(1, { answer: 'later' }), q(2, 'later', { type: 'currency' })])).toEqual([['error', '/questions/0/questionData/atMost/answer']]);
    expect(findings([q(1, 'value', { type: 'currency' }), capped(2, { answer: 'capped' })])).toEqual([['error', '/questions/1/questionData/atMost/answer']]);
    // after it on one path only
    const questions = [
      q(1, 'value', { type: 'currency' }),
      capped(2, { answer: 'value', minus: 'owed' }),
      q(3, 'route', { type: 'options', options: yesNo(5) }),
      q(4, 'owed', { type: 'currency' }),
      q(5, 'zip', { type: 'zipcode' }),
    ];
    expect(findings(questions)).toEqual([['error', '/questions/1/questionData/atMost/minus']]);
  });

  it('refuses atMost on a question that is not a currency question', () => {
    expect(findings([q(1, 'value', { type: 'currency' }), capped(2, { answer: 'value' }, 'slider')])).toEqual([['error', '/questions/1/questionData/atMost']]);
    expect(findings([q(1, 'value', { type: 'currency' }), capped(2, { answer: 'value' }, 'text')])).toEqual([['error', '/questions/1/questionData/atMost']]);
  });
});
