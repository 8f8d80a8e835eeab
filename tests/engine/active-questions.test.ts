import { describe, expect, it } from 'vitest';
import { activeQuestions, isActive } from '../../engine/active-questions';
import { makeFlow, q } from './support/flows';

describe('active questions', () => {
  const flow = makeFlow([q(1, 'a'), q(2, 'b', {}, { entryPath: 'refinance' }), q(3, 'c', {}, { entryPath: 'purchase' })]);

  it('keeps questions whose entryPath is absent or equals the loan type, in file order', () => {
    expect(activeQuestions(flow, 'purchase').map((x) => x.questionData.alias)).toEqual(['a', 'c']);
    expect(activeQuestions(flow, 'refinance').map((x) => x.questionData.alias)).toEqual(['a', 'b']);
    expect(activeQuestions(flow, 'cashOut').map((x) => x.questionData.alias)).toEqual(['a']);
  });

  it('isActive', () => {
    expect(isActive(flow.questions[1]!, 'refinance')).toBe(true);
    expect(isActive(flow.questions[1]!, 'purchase')).toBe(false);
  });
});
