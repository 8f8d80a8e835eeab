import { describe, expect, it } from 'vitest';
import { explainIneligibility } from '../../../../app/domain/estimator/ineligibility-explanation';
import type { ProgramRules } from '../../../../app/domain/finance/index';
import { estimateRequest } from '../../../support/estimate-request';

const conventional: ProgramRules = {
  loanTypeCode: 1,
  name: 'Conventional',
  aprMortgageType: 'Conventional',
  applyLlpa: true,
  downPaymentRules: [
    { minCreditScore: 620, minDownPaymentPercent: 3, firstTimeBuyersOnly: true },
    { minCreditScore: 620, minDownPaymentPercent: 5 },
  ],
  minDownPaymentPercentByOccupancy: { '2': 15 },
  allowedOccupancyTypes: [1, 2, 3],
  allowedPropertyTypes: [22, 30],
  maxBaseLoan: 832_750,
  upfrontFee: [],
  annualInsurance: [],
};
const fha: ProgramRules = {
  ...conventional,
  loanTypeCode: 3,
  name: 'FHA',
  aprMortgageType: 'FHA',
  downPaymentRules: [
    { minCreditScore: 580, minDownPaymentPercent: 3.5 },
    { minCreditScore: 500, minDownPaymentPercent: 10 },
  ],
  minDownPaymentPercentByOccupancy: undefined,
  allowedOccupancyTypes: [1],
  allowedPropertyTypes: [22],
  maxBaseLoan: 541_287,
};
const usda: ProgramRules = { ...fha, loanTypeCode: 4, name: 'USDA', downPaymentRules: [{ minCreditScore: 640, minDownPaymentPercent: 0 }], maxBaseLoan: undefined };
const programs = [conventional, fha, usda];

const request = estimateRequest({ creditScore: 560 });

describe('explaining why a loan type cannot be priced', () => {
  it('a low credit score: what the program needs, and the programs whose rules ask less', () => {
    expect(explainIneligibility('creditScoreTooLow', request, programs)).toEqual([
      'Conventional usually needs a credit score of 620+; you entered 560.',
      'FHA allows 580 with 3.5% down or 500 with 10% down.',
    ]);
  });

  it('follows the rules it is given: a program that asks more is not offered as an alternative', () => {
    const stricterFha = { ...fha, downPaymentRules: [{ minCreditScore: 660, minDownPaymentPercent: 3.5 }] };
    expect(explainIneligibility('creditScoreTooLow', request, [conventional, stricterFha])).toEqual([
      'Conventional usually needs a credit score of 620+; you entered 560.',
    ]);
  });

  it('leaves out programs that do not finance the occupancy', () => {
    const secondHome = { ...request, occupancyType: 3 };
    expect(explainIneligibility('creditScoreTooLow', secondHome, programs)).toHaveLength(1);
  });

  it('a low down payment: the minimum at this score and occupancy, and who asks less', () => {
    const investment = { ...request, creditScore: 700, occupancyType: 2, propertyType: 30, downPayment: 30_000 };
    expect(explainIneligibility('downPaymentTooLow', investment, programs)).toEqual([
      'Conventional needs 15% down with your credit score and occupancy; you entered 10%.',
    ]);
    const primary = { ...request, loanType: 3, creditScore: 560, downPayment: 15_000 };
    expect(explainIneligibility('downPaymentTooLow', primary, programs)[0]).toBe(
      'FHA needs 10% down with your credit score and occupancy; you entered 5%.',
    );
  });

  it('an occupancy, a property type and a loan limit name the rule and the programs that cover it', () => {
    expect(explainIneligibility('occupancyNotAllowed', { ...request, loanType: 3, occupancyType: 2 }, programs)).toEqual([
      'FHA loans are for primary residence only, not investment.',
      'Conventional covers investment.',
    ]);
    expect(explainIneligibility('loanOverLimit', { ...request, loanType: 3, salesPrice: 800_000, downPayment: 80_000 }, programs)).toEqual([
      'FHA loans go up to $541,287 in this area, and this loan would be $720,000.',
      'Conventional and USDA allow larger loans.',
    ]);
  });
});

describe('the explanation in Spanish', () => {
  it('says the same rules in Spanish, with the programs, occupancies and amounts in the page’s language', () => {
    expect(explainIneligibility('creditScoreTooLow', request, programs, 'es')).toEqual([
      'El programa Convencional suele pedir un puntaje de crédito de 620 o más; usted ingresó 560.',
      'El programa FHA acepta 580 con 3.5% de pago inicial o 500 con 10% de pago inicial.',
    ]);
    expect(explainIneligibility('occupancyNotAllowed', { ...request, loanType: 3, occupancyType: 2 }, programs, 'es')).toEqual([
      'El programa FHA es solo para residencia principal, no para propiedades de inversión.',
      'El programa Convencional sí acepta propiedades de inversión.',
    ]);
    expect(explainIneligibility('loanOverLimit', { ...request, loanType: 3, salesPrice: 800_000, downPayment: 80_000 }, programs, 'es')).toEqual([
      'El programa FHA presta hasta $541,287 en esta zona, y este préstamo sería de $720,000.',
      'Los programas Convencional y USDA permiten préstamos más grandes.',
    ]);
    expect(explainIneligibility('propertyTypeNotAllowed', { ...request, loanType: 3, propertyType: 34 }, programs, 'es')).toEqual([
      'El programa FHA no financia este tipo de propiedad (condominio).',
    ]);
  });
});
