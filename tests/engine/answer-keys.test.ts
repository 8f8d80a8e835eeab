import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerKey, titleToKey } from '../../engine/answer-keys';
import { q } from './support/flows';

describe('titleToKey', () => {
  it.each([
    ["What's your ZIP code?", 'whatsYourZipCode'],
    ['How much do you still owe on your mortgage?', 'howMuchDoYouStillOweOnYourMortgage'],
    ['Credit score', 'creditScore'],
    ['  Multi-family (2-4 units)  ', 'multifamily24Units'],
    ['EMPLOYMENT STATUS', 'employmentStatus'],
    ['30-year rate?', '30yearRate'],
    ['?!', ''],
  ])('%s -> %s', (title, key) => {
    expect(titleToKey(title)).toBe(key);
  });

  it('always yields letters and digits only, starting lower-case', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const key = titleToKey(title);
        expect(key).toMatch(/^([a-z0-9][A-Za-z0-9]*)?$/);
      }),
    );
  });

  it('camel-cases any list of words joined by spaces and punctuation', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), fc.constantFrom(' ', ' - ', '  ', '? '), (words, glue) => {
        const expected = words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
        expect(titleToKey(words.join(glue).replace(/ - /g, ' '))).toBe(expected);
      }),
    );
  });
});

describe('answerKey', () => {
  it('is the alias when there is one', () => {
    expect(answerKey(q(1, 'zipCode', {}, { title: 'Where is the home?' }))).toBe('zipCode');
  });

  it('is the camel-cased title without an alias (or with an empty one)', () => {
    expect(answerKey({ title: 'Where is the home?', component: 1, questionData: { type: 'zipcode' } })).toBe('whereIsTheHome');
    expect(answerKey({ title: 'Where is the home?', component: 1, questionData: { type: 'zipcode', alias: '' } })).toBe('whereIsTheHome');
  });
});
