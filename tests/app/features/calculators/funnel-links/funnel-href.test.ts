import { describe, expect, it } from 'vitest';
import { enteredAmount, funnelHref, prefillAnswers, type PrefillTable } from '../../../../../app/features/calculators/funnel-links/funnel-href';

describe('funnelHref', () => {
  it('names the funnel and its type, then the answers as prefill parameters, commas readable', () => {
    expect(funnelHref({ path: '/quote-landing', loanType: 'purchase' }, { purchasePrice: [350_000, 350_000], downPayment: 70_000, zipCode: '48009' })).toBe(
      '/quote-landing?type=purchase&prefill.purchasePrice=350000,350000&prefill.downPayment=70000&prefill.zipCode=48009',
    );
    expect(funnelHref({ path: '/quote-landing-vetlife', loanType: 'cashOut' }, {})).toBe('/quote-landing-vetlife?type=cashOut');
  });

  it('encodes what a URL cannot hold as is', () => {
    const href = funnelHref({ path: '/quote-landing', loanType: 'purchase' }, { agentName: 'Ana & Bo, 100%' });
    expect(href).toBe('/quote-landing?type=purchase&prefill.agentName=Ana+%26+Bo,+100%25');
    expect(new URL(href, 'https://example.test').searchParams.get('prefill.agentName')).toBe('Ana & Bo, 100%');
  });
});

describe('prefillAnswers', () => {
  it("keeps the table's order and leaves out rows that give nothing", () => {
    const table: PrefillTable<{ a: number }> = { first: ({ a }) => a, skipped: () => undefined, last: ({ a }) => [a, a] };
    expect(Object.entries(prefillAnswers(table, { a: 5 }))).toEqual([['first', 5], ['last', [5, 5]]]);
  });
});

describe('enteredAmount', () => {
  it('is a positive finite amount, else nothing', () => {
    expect([1, 0.5, 0, -1, Number.NaN, Number.POSITIVE_INFINITY].map(enteredAmount)).toEqual([1, 0.5, undefined, undefined, undefined, undefined]);
  });
});
