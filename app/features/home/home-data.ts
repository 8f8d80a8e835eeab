import type { Broker, GoogleReviewsResponse, Localized, OpenPosition, Product, StatsContent } from '../../domain/content/content-types';
import { keepFallbackFields } from '../../domain/content/fallback-lang';
import type { SiteApi } from '../../data/site-api';
import { featuredSlides } from '../brokers';
import { loadPrograms } from '../programs';
import { loadedReviews, type ReviewsSummary, showableReviews, toCarouselReview } from '../reviews';

/** A home page broker slide: what the card shows, nothing more goes into the page's hydration data. */
export type FeaturedSlide = Pick<Broker, 'brokerKey' | 'firstName' | 'lastName' | 'title' | 'medResImageUrl' | 'experience'> & {
  /** One of the broker's quotes (in English when 'quotes' is among the fallback fields). */
  quote: string;
} & Localized<'title' | 'experience' | 'quotes'>;

export type LoanTypeCard = Pick<Product, 'productKey' | 'productName' | 'highlight'> & Localized<'productName' | 'highlight'>;

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
  return {
    brokerKey,
    firstName,
    lastName,
    title,
    medResImageUrl,
    experience,
    quote: broker.quotes.find((quote) => quote.trim()) ?? '',
    ...keepFallbackFields(broker, ['title', 'experience', 'quotes']),
  };
}

export function toLoanTypeCard(product: Product): LoanTypeCard {
  const { productKey, productName, highlight } = product;
  return { productKey, productName, highlight, ...keepFallbackFields(product, ['productName', 'highlight']) };
}

export function toReviewsSummary(response: GoogleReviewsResponse): ReviewsSummary {
  return {
    rating: response.rating,
    total: response.user_ratings_total,
    reviews: showableReviews(response.reviews).map(toCarouselReview),
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
    loanTypes: products.map(toLoanTypeCard),
    stats,
    openPositions: positions.length,
  };
}
