import { LOAN_TYPE_CODES, OCCUPANCY_CODES, PROPERTY_TYPE_CODES } from '../../app/domain/finance/pricing/index';
import type { LoanEstimateRequest } from '../../app/domain/finance/pricing/index';

/** The loan estimator's default request (a conventional $300,000 single-family purchase, 20 % down, 720, ZIP 48009), with `overrides`. */
export const estimateRequest = (overrides: Partial<LoanEstimateRequest> = {}): LoanEstimateRequest => ({
  loanType: LOAN_TYPE_CODES.conventional,
  downPayment: 60_000,
  salesPrice: 300_000,
  occupancyType: OCCUPANCY_CODES.primary,
  propertyType: PROPERTY_TYPE_CODES.singleFamily,
  numberOfUnits: 1,
  zipCode: '48009',
  creditScore: 720,
  firstTimeHomeBuyer: true,
  ...overrides,
});
