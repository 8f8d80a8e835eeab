import type { LoanEstimateRequest } from '../../../domain/finance/index';
import type { EstimateEligibility } from '../../../domain/estimator/estimate-eligibility';
import { estimateQuery, type LoanEstimateAnswer } from '../../../domain/estimator/estimate-request';
import { defaultLocale, type Locale } from '../../../../i18n/locales';

async function getJson<T>(path: string, query: URLSearchParams, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${path}?${query}`, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Network response was not ok. Status: ${response.status}`);
  return (await response.json()) as T;
}

/** GET /api/estimateLoan from the browser (on a click, so not through a loader). Throws on a non-2xx answer. */
export function fetchLoanEstimate(request: LoanEstimateRequest, signal?: AbortSignal): Promise<LoanEstimateAnswer> {
  return getJson('/api/estimateLoan', estimateQuery(request), signal);
}

/**
 * GET /api/estimateLoan/eligibility: why the request cannot be priced (in the page's language: `lang` is
 * sent for any language but English), and the loan types that can.
 */
export function fetchEstimateEligibility(request: LoanEstimateRequest, locale: Locale, signal?: AbortSignal): Promise<EstimateEligibility> {
  const query = estimateQuery(request);
  if (locale !== defaultLocale) query.set('lang', locale);
  return getJson('/api/estimateLoan/eligibility', query, signal);
}
