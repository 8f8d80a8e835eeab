import { LOAN_TYPE_CODES, OCCUPANCY_CODES, creditBandOf, propertyTypeOfCode } from '../../../domain/finance/index';
import { isValidZip } from '../../../domain/estimator/estimate-request';
import { downPaymentOf, type EstimatorForm } from '../loan-estimator/estimator-form';
import { enteredAmount, funnelHref, prefillAnswers, type FunnelTarget, type PrefillTable } from './funnel-href';

/** The funnel's answer for each of the estimator's occupancy codes. */
const PROPERTY_USE_OF_OCCUPANCY: readonly { code: number; value: string }[] = [
  { code: OCCUPANCY_CODES.primary, value: 'primary' },
  { code: OCCUPANCY_CODES.secondHome, value: 'secondHome' },
  { code: OCCUPANCY_CODES.investment, value: 'investment' },
];

/** The purchase funnels' answers the loan estimator fills. */
export const LOAN_ESTIMATOR_PREFILL: PrefillTable<EstimatorForm> = {
  purchasePrice: (form) => {
    const price = enteredAmount(form.homePrice);
    return price === undefined ? undefined : [price, price];
  },
  downPayment: (form) => (enteredAmount(form.homePrice) === undefined ? undefined : downPaymentOf(form)),
  // A ZIP code still being typed is not one yet.
  zipCode: (form) => (isValidZip(form.zipCode) ? form.zipCode : undefined),
  creditScore: (form) => creditBandOf(form.creditScore).value,
  propertyType: (form) => propertyTypeOfCode(form.propertyType)?.value,
  propertyUse: (form) => PROPERTY_USE_OF_OCCUPANCY.find((use) => use.code === form.occupancyType)?.value,
  firstTimeBuyer: (form) => (form.firstTimeHomeBuyer ? 'yes' : 'no'),
};

/** A VA loan is the veterans' funnel; every other loan type the questionnaire. */
export function loanEstimatorFunnel(form: Pick<EstimatorForm, 'loanType'>): FunnelTarget {
  return { path: form.loanType === LOAN_TYPE_CODES.va ? '/quote-landing-vetlife' : '/quote-landing', loanType: 'purchase' };
}

export function loanEstimatorFunnelHref(form: EstimatorForm): string {
  return funnelHref(loanEstimatorFunnel(form), prefillAnswers(LOAN_ESTIMATOR_PREFILL, form));
}
