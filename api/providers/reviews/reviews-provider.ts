import type { GoogleReviewsResponse } from '../../../app/domain/content/content-types';

/** Where the Google reviews come from: the Places API when configured, the database otherwise. */
export interface ReviewsProvider {
  readonly name: string;
  getReviews(): Promise<GoogleReviewsResponse>;
}
