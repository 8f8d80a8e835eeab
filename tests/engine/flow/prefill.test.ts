import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowIndex } from '../../../engine/flow-index';
import { linkWithAnswers, PREFILL_MAX_CHARS, prefillParams, readPrefill, withoutPrefill } from '../../../engine/flow/prefill';
import type { AnswerValue } from '../../../engine/types/answers';
import type { Flow, Question } from '../../../engine/types/flow';
import { validateAnswer } from '../../../engine/validate-answer';
import { arbitraryFlow, loadFlow, makeFlow, q, shippedFlows, yesNo } from '../support/flows';

const search = (params: [string, string][]) => new URLSearchParams(params);
const read = (flow: Flow, query: string, loanType = flow.loanType) => readPrefill(flow, loanType, new URLSearchParams(query));

describe('prefillParams', () => {
  it('writes numbers as plain digits, ranges and multiselects comma-separated, booleans as true/false', () => {
    expect(
      prefillParams({ purchasePrice: [350_000, 400_000], downPayment: 70_000, cents: 1234.5, zipCode: '48009', purpose: ['debtConsolidation', 'education'], firstTimeBuyer: true, hasAgent: false }),
    ).toEqual([
      ['prefill.purchasePrice', '350000,400000'],
      ['prefill.downPayment', '70000'],
      ['prefill.cents', '1234.5'],
      ['prefill.zipCode', '48009'],
      ['prefill.purpose', 'debtConsolidation,education'],
      ['prefill.firstTimeBuyer', 'true'],
      ['prefill.hasAgent', 'false'],
    ]);
  });

  it('leaves out what could never be read back: empty text or lists, numbers that are not finite', () => {
    expect(prefillParams({ a: '', b: [], c: Number.NaN, d: [1, Number.POSITIVE_INFINITY], e: 0 })).toEqual([['prefill.e', '0']]);
  });

  it('is what a URL carries once encoded', () => {
    const url = new URL('https://example.test/quote-landing?type=purchase');
    for (const [name, value] of prefillParams({ agentName: 'Ana & Bo = 100%', zipCode: '48009' })) url.searchParams.append(name, value);
    expect(url.search).toBe('?type=purchase&prefill.agentName=Ana+%26+Bo+%3D+100%25&prefill.zipCode=48009');
    expect(url.searchParams.get('prefill.agentName')).toBe('Ana & Bo = 100%');
  });
});

describe('readPrefill', () => {
  const purchase = loadFlow('purchase');
  const cashOut = loadFlow('cashOut');

  it("reads the example URL's answers against the purchase flow", () => {
    expect(read(purchase, 'type=purchase&prefill.purchasePrice=350000&prefill.downPayment=70000&prefill.zipCode=48009&prefill.creditScore=good')).toEqual({
      purchasePrice: [350_000, 350_000],
      downPayment: 70_000,
      zipCode: '48009',
      creditScore: 'good',
    });
  });

  it('parses each type: currency amounts, slider ranges (low first, snapped, clamped), yes/no as booleans, multiselect lists', () => {
    expect(read(purchase, 'prefill.purchasePrice=402000,351000&prefill.downPayment=$70,000.50&prefill.firstTimeBuyer=yes&prefill.hasAgent=false&prefill.agentName=%20Pat%20Agent%20')).toEqual({
      purchasePrice: [350_000, 400_000],
      downPayment: 70_000.5,
      firstTimeBuyer: true,
      hasAgent: false,
      agentName: 'Pat Agent',
    });
    expect(read(purchase, 'prefill.purchasePrice=25000000')).toEqual({ purchasePrice: [10_000_000, 10_000_000] });
    expect(read(cashOut, 'prefill.cashOutPurpose=debtConsolidation&prefill.hasMortgage=true')).toEqual({ cashOutPurpose: ['debtConsolidation'], hasMortgage: true });
    expect(read(cashOut, 'prefill.cashOutPurpose=education,debtConsolidation')).toEqual({ cashOutPurpose: ['debtConsolidation', 'education'] });
  });

  it('drops unknown keys, values a question refuses, and malformed lists', () => {
    expect(
      read(
        purchase,
        [
          'type=purchase',
          'prefill.unknown=1',
          'prefill.homeValue=300000', // a refinance question, not this flow's
          'prefill.zipCode=4800',
          'prefill.creditScore=stellar',
          'prefill.downPayment=-5',
          'prefill.expectedRent=12345678901',
          'prefill.purchasePrice=1,2,3',
          'prefill.propertyType=',
          'purchasePrice=350000',
        ].join('&'),
      ),
    ).toEqual({});
    expect(read(cashOut, 'prefill.cashOutAmount=4999&prefill.cashOutPurpose=debtConsolidation,travel')).toEqual({});
  });

  it("reads only the loan type's active questions", () => {
    const flow = makeFlow([q(1, 'shared', { type: 'zipcode' }), q(2, 'refiOnly', { type: 'zipcode' }, { entryPath: 'refinance' })]);
    expect(readPrefill(flow, 'purchase', new URLSearchParams('prefill.shared=48009&prefill.refiOnly=48009'))).toEqual({ shared: '48009' });
    expect(readPrefill(flow, 'refinance', new URLSearchParams('prefill.shared=48009&prefill.refiOnly=48009'))).toEqual({ shared: '48009', refiOnly: '48009' });
  });

  it('takes the first of repeated parameters', () => {
    expect(read(purchase, 'prefill.zipCode=48009&prefill.zipCode=90210')).toEqual({ zipCode: '48009' });
  });

  it('matches choices written as their stored form: numbers and booleans', () => {
    const flow = makeFlow([
      q(1, 'units', { type: 'options', options: [{ label: 'One', value: 1 }, { label: 'Two', value: 2 }] }),
      q(2, 'agree', { type: 'dropdown', options: yesNo() }),
      q(3, 'picks', { type: 'multiselect', options: [{ label: 'A', value: 'a, with comma' }, { label: 'B', value: 3 }] }),
    ]);
    expect(read(flow, 'prefill.units=2&prefill.agree=false&prefill.picks=3')).toEqual({ units: 2, agree: false, picks: [3] });
    expect(read(flow, 'prefill.picks=a,%20with%20comma')).toEqual({ picks: ['a, with comma'] });
  });

  it('ignores hostile input: __proto__, huge values, junk encodings; never throws', () => {
    const flow = makeFlow([q(1, '__proto__', { type: 'text' }), q(2, 'name', { type: 'text', max: 5_000 })]);
    const answers = read(flow, 'prefill.__proto__=polluted&prefill.name=ok&prefill.constructor=x');
    expect(answers).toEqual({ name: 'ok' });
    expect(Object.getPrototypeOf(answers)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(read(flow, `prefill.name=${'x'.repeat(PREFILL_MAX_CHARS + 1)}`)).toEqual({});
    expect(read(purchase, `prefill.purchasePrice=${'9,'.repeat(100_000)}&prefill.zipCode=%E0%A4%A`)).toEqual({});
  });

  it('never throws and returns only valid answers of active questions, for any parameters (shipped and arbitrary flows)', () => {
    const flows = shippedFlows();
    const keysOf = (flow: Flow) => flowIndex(flow).keys;
    const param = (keys: readonly string[]) =>
      fc.tuple(
        fc.oneof(fc.constantFrom(...keys.map((key) => `prefill.${key}`)), fc.string(), fc.constant('prefill.__proto__')),
        fc.oneof(fc.string(), fc.stringMatching(/^[\d,.$ -]{0,24}$/), fc.constantFrom('yes', 'no', 'true', 'false', '48009', 'good', '350000,400000')),
      );
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...flows), arbitraryFlow(false)).chain((flow) => fc.tuple(fc.constant(flow), fc.array(param(keysOf(flow)), { maxLength: 12 }))),
        ([flow, params]) => {
          const answers = readPrefill(flow, flow.loanType, search(params));
          const index = flowIndex(flow);
          for (const [key, value] of Object.entries(answers)) {
            const question = index.questions[index.byKey.get(key)!]!;
            expect(validateAnswer(question, value)).toEqual({ ok: true, value });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** A valid answer of any kind a question takes: normalised by the engine, as a session would hold it. */
function arbitraryAnswer(question: Question): fc.Arbitrary<AnswerValue> {
  const data = question.questionData;
  const options = data.options ?? [];
  const normalised = (raw: fc.Arbitrary<unknown>) =>
    raw.map((value) => validateAnswer(question, value)).filter((result) => result.ok).map((result) => (result as { value: AnswerValue }).value);
  switch (data.type) {
    case 'options':
    case 'dropdown':
      return normalised(fc.constantFrom(...options.map((option) => (typeof option === 'string' ? option : option.value))));
    case 'multiselect':
      return normalised(fc.subarray(options.map((option) => (typeof option === 'string' ? option : option.value)), { minLength: 1 }));
    case 'slider':
      return normalised(fc.tuple(fc.integer({ min: 0, max: 3_000_000 }), fc.integer({ min: 0, max: 3_000_000 })));
    case 'currency':
      return normalised(fc.oneof(fc.integer({ min: data.min ?? 0, max: 9_999_999_999 }), fc.integer({ min: (data.min ?? 0) * 100, max: 99_999_999 }).map((cents) => cents / 100)));
    case 'zipcode':
      return fc.stringMatching(/^\d{5}$/);
    case 'text':
      return normalised(fc.string({ minLength: 1, maxLength: data.max ?? 60 }));
  }
}

describe('prefillParams then readPrefill', () => {
  it.each(shippedFlows().map((flow) => [flow.id, flow] as const))('gives back any valid answers of %s', (_id, flow) => {
    const index = flowIndex(flow);
    const answersOf = fc
      .record(Object.fromEntries(index.questions.map((question, i) => [index.keys[i]!, arbitraryAnswer(question)])), { requiredKeys: [] })
      .map((answers) => answers as Record<string, AnswerValue>);
    fc.assert(
      fc.property(answersOf, (answers) => {
        expect(readPrefill(flow, flow.loanType, search(prefillParams(answers)))).toEqual(answers);
      }),
      { numRuns: 200 },
    );
  });
});

describe('withoutPrefill', () => {
  it('removes every prefill parameter and keeps the others, as written and in order', () => {
    expect(withoutPrefill('?utm_source=mail&type=purchase&prefill.purchasePrice=350000&step=0&prefill.zipCode=48009&gclid=a%20b+c')).toBe(
      '?utm_source=mail&type=purchase&step=0&gclid=a%20b+c',
    );
    expect(withoutPrefill('type=cashOut&prefill.cashOutPurpose=debtConsolidation')).toBe('?type=cashOut');
  });

  it('removes prefill names however they are encoded, and leaves nothing when nothing else is left', () => {
    expect(withoutPrefill('?prefill%2EzipCode=48009&prefill.a&prefill.b=')).toBe('');
    expect(withoutPrefill('')).toBe('');
    expect(withoutPrefill('?')).toBe('');
    expect(withoutPrefill('?prefillzip=1&%E0%A4%A=2&&x=prefill.y')).toBe('?prefillzip=1&%E0%A4%A=2&x=prefill.y');
  });

  it('keeps exactly the parameters that are not prefill, for any query', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(fc.string(), fc.string().map((s) => `prefill.${s}`)), fc.string())), (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const kept = [...new URLSearchParams(withoutPrefill(query))];
        expect(kept).toEqual([...new URLSearchParams(query)].filter(([name]) => !name.startsWith('prefill.')));
      }),
    );
  });
});

describe('linkWithAnswers', () => {
  it('adds the answers after the link’s own parameters, readable by the funnel it opens', () => {
    const href = linkWithAnswers('/quote-landing-vetlife?type=purchase', { zipCode: '48009', purchasePrice: [400_000, 600_000], militaryService: true });
    expect(href.startsWith('/quote-landing-vetlife?type=purchase&prefill.')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('prefill.zipCode')).toBe('48009');
    expect(params.get('prefill.purchasePrice')).toBe('400000,600000');
    expect(linkWithAnswers('/quote-landing-vetlife', {})).toBe('/quote-landing-vetlife');
  });
});
