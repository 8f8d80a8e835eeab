import type { LoanEstimateRequest } from '../../../domain/finance/index';
import { estimateQuery, type LoanEstimateAnswer } from '../../../domain/estimator/estimate-request';

/** GET /api/estimateLoan from the browser (on a click, so not through a loader). Throws on a non-2xx answer. */
export async function fetchLoanEstimate(request: LoanEstimateRequest, signal?: AbortSignal): Promise<LoanEstimateAnswer> {
  const response = await fetch(`/api/estimateLoan?${estimateQuery(request)}`, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Network response was not ok. Status: ${response.status}`);
  return (await response.json()) as LoanEstimateAnswer;
}
