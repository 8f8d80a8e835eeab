export { showableReviews } from './review-text';
export type { ReviewsSummary } from './reviews-carousel';
