export { brokerMentions, loadMentionSources, MENTIONS_SHOWN, type BrokerMentions, type MentionSources } from './broker-mentions';
export { BrokerReviewMentions } from './broker-review-mentions';
export { showableReviews } from './review-text';
export type { ReviewsSummary } from './reviews-carousel';
