import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../api/config/project-root';
import type { ContentBundle } from '../../../../app/domain/content/content-types';
import { armApr, fixedRateApr, LOAN_TYPE_CODES, monthlyPayment } from '../../../../app/domain/finance/index';
import type { PublicConfig, SiteApi } from '../../../../app/domain/site-api';
import { HOME_PROGRAM, loadTodaysRates, ratedProgramOf, ratesAreStale } from '../../../../app/features/rates';
import { todaysRates } from '../../../../app/features/rates/todays-rates';

const bundle = JSON.parse(readFileSync(join(projectRoot, 'content/sample-content.json'), 'utf8')) as ContentBundle;
const asOf = '2026-11-24T14:30:00.000Z';
const combined = { dailyRates: bundle.dailyRates, asOf };

function feeOf(mortgageType: string, loanTerm: string) {
  const fee = bundle.aprFees.find((entry) => entry.mortgageType === mortgageType && entry.loanTerm === loanTerm);
  if (!fee) throw new Error(`no fee entry ${mortgageType} ${loanTerm}`);
  return fee;
}

describe("today's rates from the seeded daily rates and APR fee entries", () => {
  const rates = todaysRates({ combined, aprFees: bundle.aprFees, loanType: LOAN_TYPE_CODES.conventional, programLabel: 'Conventional' })!;

  it('prices every purchase and refinance product, dated, with the stated loan', () => {
    expect(rates.asOf).toBe(asOf);
    expect(rates.loanAmount).toBe(300_000);
    expect(rates.ltvPercent).toBe(75);
    expect(rates.rows.map((row) => `${row.purpose} ${row.rateKey}`)).toEqual([
      'purchase 30yrFixed', 'purchase 20yrFixed', 'purchase 15yrFixed', 'purchase 5yrArm',
      'refinance 30yrFixed', 'refinance 20yrFixed', 'refinance 15yrFixed', 'refinance 5yrArm',
    ]);
  });

  it('shows each daily rate as its note rate (no price adjustment for the stated borrower)', () => {
    for (const row of rates.rows) {
      const daily = (row.purpose === 'purchase' ? bundle.dailyRates.purchaseRates : bundle.dailyRates.refinanceRates)[row.rateKey]!;
      expect(row.ratePercent).toBe(daily.currentRate);
    }
  });

  it("the fixed rows' APR is the finance module's APR of the loan with the entry's fees and points", () => {
    for (const row of rates.rows.filter((candidate) => candidate.firstAdjustmentPayment === null)) {
      const fee = feeOf('Conventional', String(row.termYears));
      expect(row.pointsPercent).toBe(fee.points);
      expect(row.fees).toBe(fee.fees);
      expect(row.aprPercent).toBe(fixedRateApr({ loanAmount: 300_000, annualRatePercent: row.ratePercent, termYears: row.termYears, fees: fee.fees, pointsPercent: fee.points }));
      expect(row.aprPercent).toBeGreaterThan(row.ratePercent);
    }
    // 30-year purchase: 360 payments of $1,871.61 (6.375 % on $300,000) discounted to
    // 300,000 − 4,250 − 0.5 % × 300,000 = $294,250 solve to 6.5606 % a year.
    const thirty = rates.rows.find((row) => row.purpose === 'purchase' && row.rateKey === '30yrFixed')!;
    expect(thirty.aprPercent).toBe(6.561);
  });

  it("the ARM's APR is the finance module's composite APR", () => {
    const arm = rates.rows.find((row) => row.purpose === 'purchase' && row.rateKey === '5yrArm')!;
    const fee = feeOf('Conventional', '5arm/6month');
    const product = bundle.pricing.products.find((candidate) => candidate.rateKey === '5yrArm')!;
    expect(arm.firstAdjustmentPayment).toBe(61);
    expect(arm.aprPercent).toBe(
      armApr({ loanAmount: 300_000, terms: { ...product.arm!, initialRatePercent: arm.ratePercent, termMonths: 360 }, fees: fee.fees, pointsPercent: fee.points }),
    );
  });

  it('the payment is principal and interest per $100,000 at the rate over the term', () => {
    for (const row of rates.rows) {
      expect(row.paymentPerLoan).toBe(monthlyPayment(100_000, row.ratePercent, row.termYears));
      expect(row.numberOfPayments).toBe(row.termYears * 12);
    }
    expect(rates.rows[0]!.paymentPerLoan).toBe(623.87);
  });

  it('each row opens the funnel of its purpose', () => {
    for (const row of rates.rows) expect(row.funnelHref).toBe(`/quote-landing?type=${row.purpose}`);
  });

  it("FHA's APR counts the financed upfront premium and the monthly insurance, so it is above the conventional one", () => {
    const fha = todaysRates({ combined, aprFees: bundle.aprFees, loanType: LOAN_TYPE_CODES.fha, programLabel: 'FHA' })!;
    const fhaThirty = fha.rows.find((row) => row.purpose === 'purchase' && row.rateKey === '30yrFixed')!;
    expect(fhaThirty.pointsPercent).toBe(feeOf('FHA', '30').points);
    expect(fhaThirty.financedFee).toBe(5_250);
    expect(fhaThirty.monthlyMortgageInsurance).toBeGreaterThan(0);
    expect(fhaThirty.aprPercent).toBeGreaterThan(rates.rows[0]!.aprPercent);
  });

  it('leaves out a product with no APR fee entry, and gives nothing without a date or any row', () => {
    const without = todaysRates({ combined, aprFees: bundle.aprFees.filter((entry) => entry.loanTerm !== '20'), loanType: 1, programLabel: 'Conventional' })!;
    expect(without.rows.some((row) => row.rateKey === '20yrFixed')).toBe(false);
    expect(todaysRates({ combined: { dailyRates: bundle.dailyRates, asOf: null }, aprFees: bundle.aprFees, loanType: 1, programLabel: 'Conventional' })).toBeNull();
    expect(todaysRates({ combined, aprFees: [], loanType: 1, programLabel: 'Conventional' })).toBeNull();
  });
});

describe('stale rates', () => {
  const now = new Date('2026-11-27T14:30:00.000Z');

  it('are older than the setting', () => {
    expect(ratesAreStale(asOf, now, 3)).toBe(false);
    expect(ratesAreStale(asOf, new Date('2026-11-27T14:30:00.001Z'), 3)).toBe(true);
    expect(ratesAreStale(asOf, now, 2)).toBe(true);
    expect(ratesAreStale(now.toISOString(), new Date(now.getTime() + 1), 0)).toBe(true);
    expect(ratesAreStale(null, now, 3)).toBe(true);
    expect(ratesAreStale('not a date', now, 3)).toBe(true);
  });

  function apiWith(config: PublicConfig, fail = false): SiteApi {
    return {
      combinedRates: async () => {
        if (fail) throw new Error('down');
        return combined;
      },
      aprFees: async () => bundle.aprFees,
      publicConfig: async () => config,
    } as Partial<SiteApi> as SiteApi;
  }

  it('hide the section by the server setting, and so does a failed read', async () => {
    const config = { quoteIframeUrl: '/', ratesMaxAgeDays: 3 };
    expect((await loadTodaysRates(apiWith(config), HOME_PROGRAM, now))?.rows.length).toBe(8);
    expect(await loadTodaysRates(apiWith({ ...config, ratesMaxAgeDays: 2 }), HOME_PROGRAM, now)).toBeNull();
    expect(await loadTodaysRates(apiWith(config, true), HOME_PROGRAM, now)).toBeNull();
  });
});

describe('programs with daily rates', () => {
  it('are conventional, FHA and VA, by their page keys in any case', () => {
    expect(ratedProgramOf('FHA-loan')?.loanType).toBe(LOAN_TYPE_CODES.fha);
    expect(ratedProgramOf('fha-loan')?.loanType).toBe(LOAN_TYPE_CODES.fha);
    expect(ratedProgramOf('VA-loan')?.loanType).toBe(LOAN_TYPE_CODES.va);
    expect(ratedProgramOf('jumbo-loan')).toBeNull();
  });
});
