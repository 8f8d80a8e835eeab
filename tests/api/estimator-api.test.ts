import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { LoanEstimateAnswer } from '../../app/domain/estimator/estimate-request';
import { monthlyPayment } from '../../app/domain/finance/index';
import { aprFees, contentSettings, dailyRates } from '../../api/db/schema';
import { readContentFile, sampleContentFile } from '../../api/services/content-loader';
import { useTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';

const sample = await readContentFile(sampleContentFile);

/** The default request of the estimator's form: conventional, $300,000, 20 % down, 720. */
const defaults = {
  loanType: '1',
  downPayment: '60000',
  salesPrice: '300000',
  occupancyType: '1',
  propertyType: '22',
  numberOfUnits: '1',
  zipCode: '48009',
  creditScore: '720',
  firstTimeHomeBuyer: 'true',
};

const productNames = ['30yr Fixed', '20yr Fixed', '15yr Fixed', '5y/6m ARM'];

describe.each(databaseKinds())('GET /api/estimateLoan on %s', (kind) => {
  const database = useTestDatabase(kind);
  const app = useTestApp(database);

  const estimate = (overrides: Record<string, string | undefined> = {}) => {
    const query = Object.entries({ ...defaults, ...overrides }).filter((entry): entry is [string, string] => entry[1] !== undefined);
    return request(app.callback()).get(`/api/estimateLoan?${new URLSearchParams(query)}`);
  };
  const answer = async (overrides: Record<string, string | undefined> = {}) =>
    (await estimate(overrides).expect(200).expect('content-type', /json/)).body as LoanEstimateAnswer;
  const baseRate = (key: string) => sample.dailyRates.purchaseRates[key]!.currentRate;
  const fee = (type: string, term: string) => sample.aprFees.find((entry) => entry.mortgageType === type && entry.loanTerm === term)!;

  it('prices a conventional loan: daily rate + LLPA grid x ratio, payment, APR above the rate, points in dollars', async () => {
    const body = await answer();
    expect(Object.keys(body)).toEqual(productNames);
    const thirty = body['30yr Fixed']!;
    // 720 score at 80 % LTV: 1.250 points in the grid (720–739, 75–80), at 0.25 % of rate per point.
    const ratio = sample.pricing.pointsToRateRatio;
    expect(thirty.llpaPoints).toBe(1.25);
    expect(thirty.interestRate).toBeCloseTo(Math.round((baseRate('30yrFixed') + 1.25 * ratio) * 1000) / 1000, 10);
    expect(thirty.monthlyPayment).toBe(monthlyPayment(240_000, thirty.interestRate, 30));
    expect(thirty.monthlyMortgageInsurance).toBe(0);
    expect(thirty.apr).toBeGreaterThan(thirty.interestRate);
    expect(thirty.points).toBe((240_000 * fee('Conventional', '30').points) / 100);
    // Terms of 15 years or less take no grid adjustment.
    expect(body['15yr Fixed']!.interestRate).toBe(baseRate('15yrFixed'));
    const arm = body['5y/6m ARM']!;
    expect(arm.termYears).toBe(30);
    expect(arm.armTerms).toEqual(sample.pricing.products.find((product) => product.rateKey === '5yrArm')!.arm);
    expect(arm.arm?.firstAdjustmentPaymentNumber).toBe(61);
  });

  it('charges conventional PMI below 20 % down and adds occupancy and property adjustments', async () => {
    const tenDown = (await answer({ downPayment: '30000' }))['30yr Fixed']!;
    expect(tenDown.monthlyMortgageInsurance).toBe(Math.round((270_000 * 0.5) / 100 / 12 * 100) / 100);
    expect(tenDown.monthlyPayment).toBeCloseTo(tenDown.principalAndInterest + tenDown.monthlyMortgageInsurance, 2);
    const condo = (await answer({ propertyType: '34' }))['30yr Fixed']!;
    expect(condo.llpaPoints).toBe(1.25 + 0.75);
    const investment = (await answer({ occupancyType: '2', downPayment: '75000' }))['30yr Fixed']!;
    expect(investment.llpaPoints).toBeGreaterThan(2);
  });

  it('prices FHA with the financed upfront MIP and monthly MIP, and no LLPA', async () => {
    const body = await answer({ loanType: '3', downPayment: '10500', creditScore: '640' });
    expect(Object.keys(body)).toEqual(productNames);
    const thirty = body['30yr Fixed']!;
    expect(thirty.baseLoanAmount).toBe(289_500);
    expect(thirty.financedFee).toBe(5066.25); // 1.75 %
    expect(thirty.loanAmount).toBe(294_566.25);
    expect(thirty.interestRate).toBe(baseRate('30yrFixed'));
    expect(thirty.llpaPoints).toBe(0);
    expect(thirty.monthlyMortgageInsurance).toBe(Math.round(289_500 * 0.55 / 100 / 12 * 100) / 100); // LTV 96.5 %
    expect(thirty.points).toBe(Math.round(294_566.25 * fee('FHA', '30').points) / 100);
  });

  it('prices VA with no down payment: funding fee financed, no monthly insurance', async () => {
    const thirty = (await answer({ loanType: '2', downPayment: '0' }))['30yr Fixed']!;
    expect(thirty.financedFee).toBe(6450); // 2.15 % first use
    expect(thirty.monthlyMortgageInsurance).toBe(0);
    expect(thirty.monthlyPayment).toBe(monthlyPayment(306_450, baseRate('30yrFixed'), 30));
  });

  it('prices USDA on the 30-year fixed only, with its guarantee fee and annual fee', async () => {
    const body = await answer({ loanType: '4', downPayment: '0' });
    expect(Object.keys(body)).toEqual(['30yr Fixed']);
    expect(body['30yr Fixed']!.financedFee).toBe(3000);
    expect(body['30yr Fixed']!.monthlyMortgageInsurance).toBe(87.5); // 0.35 % of 300,000 / 12
  });

  it.each([
    ['a conventional down payment under the 3 % minimum', { downPayment: '6000' }],
    ['a conventional down payment under 5 % for a repeat buyer', { downPayment: '12000', firstTimeHomeBuyer: 'false' }],
    ['a credit score under the program minimum', { creditScore: '600' }],
    ['an FHA loan on an investment property', { loanType: '3', occupancyType: '2' }],
    ['an FHA down payment under 3.5 %', { loanType: '3', downPayment: '9000' }],
    ['a USDA loan on a co-op', { loanType: '4', propertyType: '30' }],
    ['a loan over the conforming limit', { salesPrice: '2000000', downPayment: '200000' }],
    ['a down payment of the whole price', { downPayment: '300000' }],
  ])('answers {} for %s', async (_, overrides) => {
    expect(await answer(overrides)).toEqual({});
  });

  it('answers 400 naming every missing parameter', async () => {
    const response = await request(app.callback()).get('/api/estimateLoan').expect(400).expect('content-type', /json/);
    expect(response.body.error.code).toBe('bad_request');
    expect(Object.keys(response.body.error.fields).sort()).toEqual(
      ['creditScore', 'downPayment', 'firstTimeHomeBuyer', 'loanType', 'occupancyType', 'propertyType', 'salesPrice', 'zipCode'],
    );
  });

  it('answers 400 naming each bad parameter', async () => {
    const bad = {
      loanType: '5',
      downPayment: '-1',
      salesPrice: 'abc',
      occupancyType: '4',
      propertyType: '23',
      numberOfUnits: '2',
      zipCode: '00000',
      creditScore: '900',
      firstTimeHomeBuyer: 'yes',
    };
    const response = await estimate(bad).expect(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(Object.keys(bad).sort());
    for (const [name, value] of Object.entries({ zipCode: '4800', zipCode2: '48009-1234', salesPrice: '0', salesPrice2: '20000000.01', creditScore: '7.5e2', downPayment: '1.005' })) {
      const field = name.replace(/\d$/, '');
      const one = await estimate({ [field]: value }).expect(400);
      expect(Object.keys(one.body.error.fields)).toEqual([field]);
    }
    const twice = await request(app.callback()).get(`/api/estimateLoan?${new URLSearchParams(defaults)}&zipCode=48010`).expect(400);
    expect(twice.body.error.fields).toEqual({ zipCode: 'must be given once' });
    // numberOfUnits may be left out: it is always 1.
    expect(Object.keys(await answer({ numberOfUnits: undefined }))).toEqual(productNames);
  });

  it('prices from the database: a new daily rate, APR fee entry or pricing document changes the answer', async () => {
    const before = (await answer())['30yr Fixed']!;
    const purchase30 = and(eq(dailyRates.category, 'purchase'), eq(dailyRates.rateKey, '30yrFixed'));
    await database.db.update(dailyRates).set({ currentRate: 7 }).where(purchase30);
    const newRate = (await answer())['30yr Fixed']!;
    expect(newRate.interestRate).toBe(7.313); // 7 + 1.25 x 0.25, 3 decimals
    expect(newRate.monthlyPayment).toBeGreaterThan(before.monthlyPayment);

    const conventional30 = and(eq(aprFees.mortgageType, 'Conventional'), eq(aprFees.loanTerm, '30'));
    await database.db.update(aprFees).set({ fees: 9000, points: 2 }).where(conventional30);
    const newFees = (await answer())['30yr Fixed']!;
    expect(newFees.points).toBe(4800);
    expect(newFees.apr).toBeGreaterThan(newRate.apr);

    const pricing = { ...sample.pricing, pointsToRateRatio: 0.5 };
    await database.db.update(contentSettings).set({ value: pricing }).where(eq(contentSettings.key, 'pricing'));
    expect((await answer())['30yr Fixed']!.interestRate).toBe(7.625);

    await database.db.update(dailyRates).set({ currentRate: baseRate('30yrFixed') }).where(purchase30);
    await database.db.update(aprFees).set(fee('Conventional', '30')).where(conventional30);
    await database.db.update(contentSettings).set({ value: sample.pricing }).where(eq(contentSettings.key, 'pricing'));
    expect((await answer())['30yr Fixed']).toEqual(before);
  });

  it('leaves out a product whose daily rate is missing, and answers 503 while no pricing is loaded', async () => {
    const purchaseArm = and(eq(dailyRates.category, 'purchase'), eq(dailyRates.rateKey, '5yrArm'));
    const [armRow] = await database.db.select().from(dailyRates).where(purchaseArm);
    await database.db.delete(dailyRates).where(purchaseArm);
    expect(Object.keys(await answer())).toEqual(productNames.slice(0, 3));
    await database.db.insert(dailyRates).values(armRow!);

    const [pricingRow] = await database.db.select().from(contentSettings).where(eq(contentSettings.key, 'pricing'));
    await database.db.delete(contentSettings).where(eq(contentSettings.key, 'pricing'));
    const unavailable = await estimate().expect(503);
    expect(unavailable.body.error.code).toBe('pricing_unavailable');
    await database.db.insert(contentSettings).values(pricingRow!);
    expect(Object.keys(await answer())).toEqual(productNames);
  });

  it('explains an unqualified loan type from the pricing rules and prices the loan types that qualify', async () => {
    const query = new URLSearchParams({ ...defaults, creditScore: '560' });
    expect(await answer({ creditScore: '560' })).toEqual({});
    const { body } = await request(app.callback()).get(`/api/estimateLoan/eligibility?${query}`).expect(200);
    const conventional = sample.pricing.programs.find((program) => program.loanTypeCode === 1)!;
    const minimum = Math.min(...conventional.downPaymentRules.map((rule) => rule.minCreditScore));
    expect(body.explanation[0]).toBe(`Conventional usually needs a credit score of ${minimum}+; you entered 560.`);
    expect(body.explanation.join(' ')).toContain('FHA allows');
    const spanish = await request(app.callback()).get(`/api/estimateLoan/eligibility?${query}&lang=es`).expect(200);
    expect(spanish.body.explanation).toHaveLength(body.explanation.length);
    expect(spanish.body.explanation[0]).toContain(`${minimum}`);
    expect(spanish.body.explanation.join(' ')).not.toMatch(/usually needs|you entered|allows/);
    expect(body.qualifying.map((program: { programName: string }) => program.programName)).toEqual(['FHA']);
    expect(Object.keys(body.qualifying[0].answer)).toEqual(Object.keys(await answer({ creditScore: '560', loanType: '3' })));
    const qualified = await request(app.callback()).get(`/api/estimateLoan/eligibility?${new URLSearchParams(defaults)}`).expect(200);
    expect(qualified.body.explanation).toEqual([]);
    await request(app.callback()).get(`/api/estimateLoan/eligibility?${new URLSearchParams({ ...defaults, creditScore: '9' })}`).expect(400);
  });
});
