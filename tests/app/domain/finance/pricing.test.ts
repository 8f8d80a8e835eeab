import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from '../../../../app/domain/finance/amortization';
import { aprFromPayments, fixedRateApr } from '../../../../app/domain/finance/apr';
import { armApr } from '../../../../app/domain/finance/arm';
import { monthlyPayment } from '../../../../app/domain/finance/payment';
import { DEFAULT_PRICING_RULES, LOAN_TYPE_CODES, OCCUPANCY_CODES, PROPERTY_TYPE_CODES, priceLoan, priceLoanWithReasons } from '../../../../app/domain/finance/pricing/index';
import type { AprFeeEntry, PricingData, ProgramRules } from '../../../../app/domain/finance/pricing/index';
import { estimateRequest } from '../../../support/estimate-request';

// The sample content's purchase rates and APR fee entries (content/sample-content.json).
const baseRates = { '30yrFixed': 6.375, '20yrFixed': 6.125, '15yrFixed': 5.625, '5yrArm': 5.99 };
// Fees and points by mortgage type, for the 30, 20 and 15-year terms and the 5/6 ARM in that order.
const TERMS = ['30', '20', '15', '5arm/6month'];
const feesAndPoints: Record<string, [fees: number, points: number][]> = {
  Conventional: [[4250, 0.5], [4100, 0.375], [3950, 0.25], [3800, 0]],
  FHA: [[5350, 0.75], [5200, 0.5], [4950, 0.5], [4700, 0.25]],
  VA: [[4600, 0.5], [4450, 0.375], [4300, 0.25], [4100, 0.125]],
  USDA: [[4900, 1]],
};
const aprFees: AprFeeEntry[] = Object.entries(feesAndPoints).flatMap(([mortgageType, byTerm]) =>
  byTerm.map(([fees, points], term) => ({ mortgageType, loanTerm: TERMS[term]!, fees, points })),
);
const data: PricingData = { ...DEFAULT_PRICING_RULES, baseRates, aprFees };

/** Replaces one program's rules in a copy of the data. */
function withProgram(code: number, change: (program: ProgramRules) => ProgramRules, base: PricingData = data): PricingData {
  return { ...base, programs: base.programs.map((program) => (program.loanTypeCode === code ? change(program) : program)) };
}

describe('priceLoan: Conventional', () => {
  const estimate = priceLoan(estimateRequest(), data);

  it('offers the four products, keyed by their product names', () => {
    expect(Object.keys(estimate)).toEqual(['30yr Fixed', '20yr Fixed', '15yr Fixed', '5y/6m ARM']);
  });

  it('30yr Fixed: base rate + LLPA × 0.25, P&I on the loan, points in dollars, Reg Z APR with the fees', () => {
    const product = estimate['30yr Fixed']!;
    // 720 score, LTV 80 % -> the 75–80 column: 1.25 points -> 6.375 + 0.3125 = 6.6875 -> 6.688.
    expect(product.llpaPoints).toBe(1.25);
    expect(product.interestRate).toBe(6.688);
    expect(product.baseLoanAmount).toBe(240_000);
    expect(product.loanAmount).toBe(240_000);
    expect(product.ltvPercent).toBe(80);
    expect(product.monthlyMortgageInsurance).toBe(0);
    expect(product.monthlyPayment).toBe(monthlyPayment(240_000, 6.688, 30));
    expect(product.points).toBe(1200);
    expect(product.fees).toBe(4250);
    expect(product.apr).toBe(fixedRateApr({ loanAmount: 240_000, annualRatePercent: 6.688, termYears: 30, fees: 4250, pointsPercent: 0.5 }));
    expect(product.apr).toBeGreaterThan(product.interestRate);
  });

  it('15yr Fixed takes no grid LLPA (terms of 15 years or less)', () => {
    expect(estimate['15yr Fixed']).toMatchObject({ llpaPoints: 0, interestRate: 5.625, points: 600 });
  });

  it('5y/6m ARM: start rate with LLPA, composite APR, worst case by the caps', () => {
    const arm = estimate['5y/6m ARM']!;
    expect(arm.interestRate).toBe(6.303); // 5.99 + 0.3125
    expect(arm.termYears).toBe(30);
    expect(arm.monthlyPayment).toBe(monthlyPayment(240_000, 6.303, 30));
    const armTerms = { ...DEFAULT_PRICING_RULES.products[3]!.arm!, initialRatePercent: 6.303, termMonths: 360 };
    expect(arm.apr).toBe(armApr({ loanAmount: 240_000, terms: armTerms, fees: 3800, pointsPercent: 0 }));
    expect(arm.arm).toMatchObject({ fullyIndexedRate: 7, maximumRate: 11.303, firstAdjustmentPaymentNumber: 61, maximumPaymentNumber: 79 });
    expect(arm.arm!.maximumMonthlyPayment).toBeGreaterThan(arm.monthlyPayment);
  });

  it('charges PMI above 80 % LTV until the scheduled balance reaches 78 % of the value, and counts it in the APR', () => {
    const product = priceLoan(estimateRequest({ downPayment: 15_000, creditScore: 700, firstTimeHomeBuyer: false }), data)['30yr Fixed']!;
    expect(product.llpaPoints).toBe(1.125); // 700–719, 90–95 %
    expect(product.interestRate).toBe(6.656); // 6.375 + 0.28125
    expect(product.monthlyMortgageInsurance).toBe(118.75); // 285,000 × 0.5 % / 12
    expect(product.monthlyPayment).toBe(monthlyPayment(285_000, 6.656, 30) + 118.75);
    const rows = amortizationSchedule({ loanAmount: 285_000, annualRatePercent: 6.656, termYears: 30 }).rows;
    const insured = rows.findIndex((row) => row.remainingBalance + row.principal <= 234_000); // 78 % of 300,000
    expect(product.mortgageInsuranceMonths).toBe(insured);
    const payments = rows.map((row, index) => row.payment + (index < insured ? 118.75 : 0));
    expect(product.apr).toBe(aprFromPayments(285_000 - 4250 - 1425, payments));
  });

  it('adds occupancy and property-type adjustments (content)', () => {
    const investment = priceLoan(estimateRequest({ occupancyType: OCCUPANCY_CODES.investment, downPayment: 75_000, creditScore: 760 }), data)['30yr Fixed']!;
    expect(investment.llpaPoints).toBe(0.25 + 2.125); // 760–779 at exactly 75 % LTV, + investment
    expect(investment.interestRate).toBe(6.969); // 6.375 + 0.59375
    const condo = priceLoan(estimateRequest({ propertyType: PROPERTY_TYPE_CODES.condominium }), data)['15yr Fixed']!;
    expect(condo.llpaPoints).toBe(0.75); // no grid at 15 years, but the condo adjustment
  });
});

describe('priceLoan: FHA', () => {
  it('3.5 % down at 580+: UFMIP 1.75 % financed, annual MIP 0.55 % for life, APR over P&I + MIP', () => {
    const estimate = priceLoan(estimateRequest({ loanType: LOAN_TYPE_CODES.fha, downPayment: 10_500, creditScore: 650 }), data);
    expect(Object.keys(estimate)).toEqual(['30yr Fixed', '20yr Fixed', '15yr Fixed', '5y/6m ARM']);
    const product = estimate['30yr Fixed']!;
    expect(product).toMatchObject({
      interestRate: 6.375, // no LLPA for FHA
      llpaPoints: 0,
      baseLoanAmount: 289_500,
      financedFee: 5066.25, // 289,500 × 1.75 %
      loanAmount: 294_566.25,
      monthlyMortgageInsurance: 132.69, // 289,500 × 0.55 % / 12 = 132.6875
      mortgageInsuranceMonths: 360,
      points: 2209.25, // 0.75 % of 294,566.25
    });
    expect(product.principalAndInterest).toBe(monthlyPayment(294_566.25, 6.375, 30));
    expect(product.monthlyPayment).toBe(product.principalAndInterest + 132.69);
    const rows = amortizationSchedule({ loanAmount: 294_566.25, annualRatePercent: 6.375, termYears: 30 }).rows;
    // AF = loan − financed UFMIP − fees − points = 289,500 − 5,350 − 2,209.25.
    expect(product.apr).toBe(aprFromPayments(289_500 - 5350 - 2209.25, rows.map((row) => row.payment + 132.69)));
    expect(estimate['15yr Fixed']!.monthlyMortgageInsurance).toBe(96.5); // ≤ 15 years, LTV > 90 %: 0.40 %
  });

  it('at LTV ≤ 90 % the MIP is 0.50 % for 11 years (Mortgagee Letter 2023-05)', () => {
    const product = priceLoan(estimateRequest({ loanType: LOAN_TYPE_CODES.fha, downPayment: 30_000 }), data)['30yr Fixed']!;
    expect(product).toMatchObject({ monthlyMortgageInsurance: 112.5, mortgageInsuranceMonths: 132 });
  });

  it('500–579 needs 10 % down', () => {
    expect(priceLoanWithReasons(estimateRequest({ loanType: LOAN_TYPE_CODES.fha, downPayment: 10_500, creditScore: 560 }), data).reason).toBe('downPaymentTooLow');
    expect(Object.keys(priceLoan(estimateRequest({ loanType: LOAN_TYPE_CODES.fha, downPayment: 30_000, creditScore: 560 }), data))).toHaveLength(4);
  });
});

describe('priceLoan: VA', () => {
  it('no down payment: first-use funding fee 2.15 % financed, no monthly insurance', () => {
    const product = priceLoan(estimateRequest({ loanType: LOAN_TYPE_CODES.va, downPayment: 0 }), data)['30yr Fixed']!;
    expect(product).toMatchObject({ baseLoanAmount: 300_000, financedFee: 6450, loanAmount: 306_450, monthlyMortgageInsurance: 0, interestRate: 6.375 });
    expect(product.monthlyPayment).toBe(monthlyPayment(306_450, 6.375, 30));
    const rows = amortizationSchedule({ loanAmount: 306_450, annualRatePercent: 6.375, termYears: 30 }).rows;
    expect(product.apr).toBe(aprFromPayments(300_000 - 4600 - 1532.25, rows.map((row) => row.payment)));
  });

  it.each([
    [14_970, 2.15], // 4.99 %
    [15_000, 1.5], // 5 %
    [29_970, 1.5], // 9.99 %
    [30_000, 1.25], // 10 %
  ])('down payment %d -> funding fee %d %%', (downPayment, rate) => {
    const product = priceLoan(estimateRequest({ loanType: LOAN_TYPE_CODES.va, downPayment }), data)['30yr Fixed']!;
    expect(product.financedFee).toBe(Math.round((300_000 - downPayment) * rate) / 100);
  });
});

describe('priceLoan: USDA', () => {
  it('no down payment: 1 % guarantee fee financed, 0.35 % annual fee for life, 30-year fixed only', () => {
    const outcome = priceLoanWithReasons(estimateRequest({ loanType: LOAN_TYPE_CODES.usda, downPayment: 0, creditScore: 680 }), data);
    expect(Object.keys(outcome.estimate)).toEqual(['30yr Fixed']);
    expect(outcome.skipped.map((skip) => skip.reason)).toEqual(['notOffered', 'notOffered', 'notOffered']);
    expect(outcome.estimate['30yr Fixed']).toMatchObject({
      financedFee: 3000,
      loanAmount: 303_000,
      monthlyMortgageInsurance: 87.5, // 300,000 × 0.35 % / 12
      mortgageInsuranceMonths: 360,
      points: 3030,
    });
  });
});

describe('priceLoan: cases that cannot be offered answer {}', () => {
  it.each([
    ['invalidRequest', estimateRequest({ salesPrice: 0 })],
    ['invalidRequest', estimateRequest({ creditScore: Number.NaN })],
    ['noLoan', estimateRequest({ downPayment: 300_000 })],
    ['ltvOver100', estimateRequest({ downPayment: -1000 })],
    ['unknownLoanType', estimateRequest({ loanType: 9 })],
    ['occupancyNotAllowed', estimateRequest({ loanType: LOAN_TYPE_CODES.fha, occupancyType: OCCUPANCY_CODES.investment })],
    ['occupancyNotAllowed', estimateRequest({ loanType: LOAN_TYPE_CODES.va, occupancyType: OCCUPANCY_CODES.secondHome })],
    ['propertyTypeNotAllowed', estimateRequest({ loanType: LOAN_TYPE_CODES.fha, propertyType: PROPERTY_TYPE_CODES.cooperative })],
    ['propertyTypeNotAllowed', estimateRequest({ loanType: LOAN_TYPE_CODES.usda, downPayment: 0, propertyType: PROPERTY_TYPE_CODES.multiUnit })],
    ['creditScoreTooLow', estimateRequest({ creditScore: 619 })],
    ['creditScoreTooLow', estimateRequest({ loanType: LOAN_TYPE_CODES.fha, creditScore: 499 })],
    ['creditScoreTooLow', estimateRequest({ loanType: LOAN_TYPE_CODES.usda, creditScore: 639 })],
    ['downPaymentTooLow', estimateRequest({ downPayment: 14_999, firstTimeHomeBuyer: false })],
    ['downPaymentTooLow', estimateRequest({ downPayment: 8999, firstTimeHomeBuyer: true })],
    ['downPaymentTooLow', estimateRequest({ loanType: LOAN_TYPE_CODES.fha, downPayment: 10_499 })],
    ['downPaymentTooLow', estimateRequest({ occupancyType: OCCUPANCY_CODES.investment, downPayment: 44_999 })],
    ['loanOverLimit', estimateRequest({ salesPrice: 1_100_000, downPayment: 220_000 })],
    ['loanOverLimit', estimateRequest({ loanType: LOAN_TYPE_CODES.fha, salesPrice: 600_000, downPayment: 21_000 })],
  ] as const)('%s', (reason, input) => {
    const outcome = priceLoanWithReasons(input, data);
    expect(outcome.reason).toBe(reason);
    expect(outcome.estimate).toEqual({});
    expect(priceLoan(input, data)).toEqual({});
  });

  it('the minimums themselves are offered: 3 % first-time, 5 % otherwise, 15 % investment, 3.5 % FHA, the limit', () => {
    for (const input of [
      estimateRequest({ downPayment: 9000, firstTimeHomeBuyer: true }),
      estimateRequest({ downPayment: 15_000, firstTimeHomeBuyer: false }),
      estimateRequest({ occupancyType: OCCUPANCY_CODES.investment, downPayment: 45_000 }),
      estimateRequest({ loanType: LOAN_TYPE_CODES.fha, downPayment: 10_500 }),
      estimateRequest({ salesPrice: 1_040_937.5, downPayment: 208_187.5 }), // base loan = 832,750 exactly
    ]) {
      expect(Object.keys(priceLoan(input, data)).length).toBeGreaterThan(0);
    }
  });

  it('a ZIP code with a high-cost limit lifts the program limit (data)', () => {
    const input = estimateRequest({ loanType: LOAN_TYPE_CODES.fha, salesPrice: 600_000, downPayment: 21_000, zipCode: '94105' });
    const highCost = withProgram(LOAN_TYPE_CODES.fha, (program) => ({ ...program, maxBaseLoanByZip: { '94105': 1_249_125 } }));
    expect(Object.keys(priceLoan(input, highCost))).toHaveLength(4);
  });

  it('no products: no base rates, or no APR fee entries for the program', () => {
    expect(priceLoanWithReasons(estimateRequest(), { ...data, baseRates: {} })).toMatchObject({ estimate: {}, reason: 'noProducts' });
    const noFees = priceLoanWithReasons(estimateRequest(), { ...data, aprFees: aprFees.filter((fee) => fee.mortgageType !== 'Conventional') });
    expect(noFees).toMatchObject({ estimate: {}, reason: 'noProducts' });
    expect(noFees.skipped.every((skip) => skip.reason === 'noAprFees')).toBe(true);
  });

  it('a missing daily rate leaves only that product out', () => {
    const { '20yrFixed': _dropped, ...rest } = baseRates;
    const outcome = priceLoanWithReasons(estimateRequest(), { ...data, baseRates: rest });
    expect(Object.keys(outcome.estimate)).toEqual(['30yr Fixed', '15yr Fixed', '5y/6m ARM']);
    expect(outcome.skipped).toEqual([{ rateKey: '20yrFixed', reason: 'noBaseRate' }]);
  });
});

describe('priceLoan: numbers in = numbers out', () => {
  it('the points-to-rate ratio is data', () => {
    expect(priceLoan(estimateRequest(), { ...data, pointsToRateRatio: 0.5 })['30yr Fixed']!.interestRate).toBe(7); // 6.375 + 1.25 × 0.5
    expect(priceLoan(estimateRequest(), { ...data, pointsToRateRatio: 0 })['30yr Fixed']!.interestRate).toBe(6.375);
  });

  it('the LLPA grid is data', () => {
    const grid = DEFAULT_PRICING_RULES.llpa.grid.map((row) => [...row]);
    grid[3]![4] = 2; // 720–739, 75–80 %
    const changed = { ...data, llpa: { ...data.llpa, grid } };
    expect(priceLoan(estimateRequest(), changed)['30yr Fixed']!.interestRate).toBe(6.875);
  });

  it('the first-time buyer waiver is a content switch', () => {
    const waiving = { ...data, llpa: { ...data.llpa, waiveForFirstTimeBuyers: true } };
    expect(priceLoan(estimateRequest({ firstTimeHomeBuyer: true }), waiving)['30yr Fixed']).toMatchObject({ llpaPoints: 0, interestRate: 6.375 });
    expect(priceLoan(estimateRequest({ firstTimeHomeBuyer: false }), waiving)['30yr Fixed']).toMatchObject({ llpaPoints: 1.25 });
    expect(priceLoan(estimateRequest({ firstTimeHomeBuyer: true }), data)['30yr Fixed']).toMatchObject({ llpaPoints: 1.25 });
  });

  it('insurance rates, fees, points, product names and limits are data', () => {
    const dearPmi = withProgram(LOAN_TYPE_CODES.conventional, (program) => ({
      ...program,
      annualInsurance: [{ aboveLtvPercent: 80, annualRatePercent: 1, duration: { kind: 'life' } }],
    }));
    const input = estimateRequest({ downPayment: 15_000 });
    expect(priceLoan(input, dearPmi)['30yr Fixed']).toMatchObject({ monthlyMortgageInsurance: 237.5, mortgageInsuranceMonths: 360 });
    const pricier = { ...data, aprFees: aprFees.map((fee) => ({ ...fee, points: 2, fees: 9999 })) };
    expect(priceLoan(estimateRequest(), pricier)['30yr Fixed']).toMatchObject({ points: 4800, fees: 9999, pointsPercent: 2 });
    const renamed = { ...data, products: data.products.map((product) => ({ ...product, name: `${product.name} (new)` })) };
    expect(Object.keys(priceLoan(estimateRequest(), renamed))[0]).toBe('30yr Fixed (new)');
    const smallLimit = withProgram(LOAN_TYPE_CODES.conventional, (program) => ({ ...program, maxBaseLoan: 200_000 }));
    expect(priceLoanWithReasons(estimateRequest(), smallLimit).reason).toBe('loanOverLimit');
  });

  it('property: rate = base + grid × ratio and payment = P&I on the loan, for any data', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12_000 }).map((thousandths) => thousandths / 1000),
        fc.integer({ min: 0, max: 16 }).map((eighths) => eighths / 8),
        fc.integer({ min: 0, max: 8 }).map((eighths) => eighths / 8),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 300 }).map((bp) => bp / 100),
        (base, cell, ratio, fees, points) => {
          const uniform: PricingData = {
            ...data,
            baseRates: { '30yrFixed': base },
            pointsToRateRatio: ratio,
            llpa: { ...data.llpa, grid: data.llpa.grid.map((row) => row.map(() => cell)) },
            aprFees: [{ mortgageType: 'Conventional', loanTerm: '30', fees, points }],
          };
          const product = priceLoan(estimateRequest(), uniform)['30yr Fixed']!;
          // In exact thousandths (eighths times eighths are exact in binary), so a tie like 8.0645 rounds up
          // as the decimal rule says rather than as its binary approximation happens to fall.
          const rate = Math.round(Math.round(base * 1000) + cell * ratio * 1000) / 1000;
          expect(product.interestRate).toBeCloseTo(rate, 9);
          expect(product.monthlyPayment).toBe(monthlyPayment(240_000, product.interestRate, 30));
          expect(product.points).toBe(Math.round(240_000 * points) / 100);
          expect(product.apr).toBe(fixedRateApr({ loanAmount: 240_000, annualRatePercent: product.interestRate, termYears: 30, fees, pointsPercent: points }));
        },
      ),
      { numRuns: 40 },
    );
  });
});
