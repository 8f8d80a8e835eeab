import type { GoogleReviewsResponse } from '../../../app/domain/content/content-types';
import type { Executor } from '../../db/database';
import { listReviews, readReviewSummary } from '../../db/repositories/content-repository';
import type { ReviewsProvider } from './reviews-provider';

export function createDatabaseReviewsProvider(db: Executor): ReviewsProvider {
  return {
    name: 'database',
    async getReviews(): Promise<GoogleReviewsResponse> {
      const [summary, reviews] = await Promise.all([readReviewSummary(db), listReviews(db)]);
      return {
        rating: summary?.rating ?? 0,
        user_ratings_total: summary?.user_ratings_total ?? reviews.length,
        reviews,
      };
    },
  };
}
