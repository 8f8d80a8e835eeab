import type { Broker, GoogleReviewsResponse, OpenPosition, Product, StatsContent } from '../../domain/content/content-types';
import type { SiteApi } from '../../data/site-api';
import { featuredSlides } from '../brokers';
import { loadPrograms } from '../programs';
import { loadedReviews, type ReviewsSummary, showableReviews } from '../reviews';

/** A home page broker slide: what the card shows, nothing more goes into the page's hydration data. */
export type FeaturedSlide = Pick<Broker, 'brokerKey' | 'firstName' | 'lastName' | 'title' | 'medResImageUrl' | 'experience'> & {
  quote: string;
};

export type LoanTypeCard = Pick<Product, 'productKey' | 'productName' | 'highlight'>;

export interface HomeData {
  reviews: ReviewsSummary;
  slides: FeaturedSlide[];
  loanTypes: LoanTypeCard[];
  stats: StatsContent;
  /** How many positions /opportunities lists (0 too when they cannot be read): the hiring link says what it opens. */
  openPositions: number;
}

export function toSlide(broker: Broker): FeaturedSlide {
  const { brokerKey, firstName, lastName, title, medResImageUrl, experience } = broker;
  return { brokerKey, firstName, lastName, title, medResImageUrl, experience, quote: broker.quotes.find((quote) => quote.trim()) ?? '' };
}

export function toReviewsSummary(response: GoogleReviewsResponse): ReviewsSummary {
  return {
    rating: response.rating,
    total: response.user_ratings_total,
    reviews: showableReviews(response.reviews).map(({ rating, text, author_name, profile_photo_url, relative_time_description }) => ({
      rating,
      text,
      author_name,
      profile_photo_url,
      relative_time_description,
    })),
  };
}

const noReviews: GoogleReviewsResponse = { rating: 0, user_ratings_total: 0, reviews: [] };
const noStats: StatsContent = { stats: [], asOf: null };

/**
 * Everything the home page shows, read at once so the first view needs no request of its own. A section
 * whose data cannot be read is left out rather than failing the page. The featured slides are shuffled
 * here (the server's pick is what the browser hydrates). Back on the page, the browser reuses the reviews
 * and programs it already has.
 */
export async function loadHomeData(api: SiteApi, random: () => number = Math.random): Promise<HomeData> {
  const [reviews, brokers, products, stats, positions] = await Promise.all([
    loadedReviews() ?? api.googleReviews().catch(() => noReviews).then(toReviewsSummary),
    api.brokers().catch(() => [] as Broker[]),
    loadPrograms(api).catch(() => [] as Product[]),
    api.stats().catch(() => noStats),
    api.openPositions().catch(() => [] as OpenPosition[]),
  ]);
  return {
    reviews,
    slides: featuredSlides(brokers, undefined, random).map(toSlide),
    loanTypes: products.map(({ productKey, productName, highlight }) => ({ productKey, productName, highlight })),
    stats,
    openPositions: positions.length,
  };
}
