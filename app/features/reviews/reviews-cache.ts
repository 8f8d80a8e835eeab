import { browserMemo } from '../../data/browser-memo';
import type { ReviewsSummary } from './reviews-carousel';

/**
 * The reviews the browser has shown: a page showing them again takes them from here, with no request.
 * Browser-only (see browserMemo). An empty summary (the reviews could not be read) is not kept, so the
 * next visit asks again.
 */
const reviews = browserMemo<ReviewsSummary>();

export function rememberReviews(summary: ReviewsSummary): void {
  if (summary.reviews.length > 0) reviews.remember(summary);
}

export function loadedReviews(): ReviewsSummary | null {
  return reviews.get();
}

/** For tests. */
export function forgetReviews(): void {
  reviews.forget();
}
