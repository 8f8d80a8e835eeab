import type { LoanEstimateRequest } from '../../../domain/finance/index';
import type { EstimateEligibility } from '../../../domain/estimator/estimate-eligibility';
import { estimateQuery, type LoanEstimateAnswer } from '../../../domain/estimator/estimate-request';

async function getJson<T>(path: string, request: LoanEstimateRequest, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${path}?${estimateQuery(request)}`, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Network response was not ok. Status: ${response.status}`);
  return (await response.json()) as T;
}

/** GET /api/estimateLoan from the browser (on a click, so not through a loader). Throws on a non-2xx answer. */
export function fetchLoanEstimate(request: LoanEstimateRequest, signal?: AbortSignal): Promise<LoanEstimateAnswer> {
  return getJson('/api/estimateLoan', request, signal);
}

/** GET /api/estimateLoan/eligibility: why the request cannot be priced, and the loan types that can. */
export function fetchEstimateEligibility(request: LoanEstimateRequest, signal?: AbortSignal): Promise<EstimateEligibility> {
  return getJson('/api/estimateLoan/eligibility', request, signal);
}
