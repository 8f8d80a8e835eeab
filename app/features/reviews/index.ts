export { showableReviews, toCarouselReview } from './review-text';
export type { ReviewsSummary } from './reviews-carousel';
export { loadedReviews, rememberReviews } from './reviews-cache';
