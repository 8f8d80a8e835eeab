import type { GoogleReviewsResponse } from '../../../app/content/content-types';

/** Where the Google reviews come from: the Places API when configured, the database otherwise. */
export interface ReviewsProvider {
  readonly name: string;
  getReviews(): Promise<GoogleReviewsResponse>;
}
