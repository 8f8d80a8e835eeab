import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidAnswer, validateAnswer } from '../../engine/validate-answer';
import { initialValue } from '../../engine/default-value';
import { isEmptyAnswer } from '../../engine/validation/is-empty';
import type { Question } from '../../engine/types/flow';
import { q, shippedFlows, validAnswer } from './support/flows';

describe('validateAnswer', () => {
  it('dispatches by question type', () => {
    expect(validateAnswer(q(1, 'z', { type: 'zipcode' }), '1')).toEqual({ ok: false, message: 'ZIP code must be 5 digits' });
    expect(validateAnswer(q(1, 'c', { type: 'currency' }), '$5')).toEqual({ ok: true, value: 5 });
    expect(validateAnswer({ title: 'x', component: 1, questionData: { type: 'bogus' as 'text' } }, 'a')).toEqual({ ok: false, message: 'Unknown question type.' });
  });

  it('isValidAnswer treats undefined as unanswered', () => {
    expect(isValidAnswer(q(1, 'a'), undefined)).toBe(false);
    expect(isValidAnswer(q(1, 'a'), 'x')).toBe(true);
  });

  it("VetLife's emptiness: undefined, null, blank, [] and {}", () => {
    for (const empty of [undefined, null, '', '  ', [], {}]) expect(isEmptyAnswer(empty)).toBe(true);
    for (const value of [0, false, 'a', [0], { a: 1 }]) expect(isEmptyAnswer(value)).toBe(false);
  });

  it('initialValue: slider default range, empty multiselect, else the default or ""', () => {
    expect(initialValue(q(1, 's', { type: 'slider' }))).toEqual([400_000, 600_000]);
    expect(initialValue(q(1, 'm', { type: 'multiselect', options: ['a'] }))).toEqual([]);
    expect(initialValue(q(1, 't', { default: 'x' }))).toBe('x');
    expect(initialValue(q(1, 't'))).toBe('');
  });

  const questions: Question[] = shippedFlows().flatMap((flow) => flow.questions);

  it('accepts a valid answer for every shipped question and normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...questions), fc.nat(1000), (question, pick) => {
        const once = validateAnswer(question, validAnswer(question, pick));
        expect(once.ok).toBe(true);
        if (once.ok) expect(validateAnswer(question, once.value)).toEqual(once);
      }),
    );
  });

  it('never throws on arbitrary input, and every refusal has a message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...questions), fc.anything(), (question, raw) => {
        const result = validateAnswer(question, raw);
        if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
      }),
    );
  });
});
