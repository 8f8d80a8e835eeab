import { brokerMentionRule, type NamedBroker } from '../../domain/brokers/review-mentions';
import type { GoogleReview } from '../../domain/content/content-types';
import type { SiteApi } from '../../domain/site-api';
import { toCarouselReview, type CarouselReview } from './review-text';

/** At most this many mentioning reviews are shown on a profile (the count still says how many there are). */
export const MENTIONS_SHOWN = 6;

export interface BrokerMentions {
  /** Every review that names the broker. */
  total: number;
  /** The newest of them, at most MENTIONS_SHOWN, with only the fields a card shows. */
  reviews: CarouselReview[];
}

export interface MentionSources {
  brokers: NamedBroker[];
  reviews: GoogleReview[];
}

const noSources: MentionSources = { brokers: [], reviews: [] };

/**
 * The reviews that name a broker, newest first. Every rating counts: the number says how many reviews
 * mention the broker, so none is left out for its stars.
 */
export function brokerMentions(broker: NamedBroker, sources: MentionSources, limit = MENTIONS_SHOWN): BrokerMentions {
  const mentions = brokerMentionRule(broker, sources.brokers);
  const found = sources.reviews.filter((review) => mentions(review.text)).sort((a, b) => (b.time || 0) - (a.time || 0));
  return {
    total: found.length,
    reviews: found.slice(0, limit).map(toCarouselReview),
  };
}

/**
 * What the matching needs: every broker (to know who shares a first name) and the reviews. A failure of
 * either leaves the profile without the section rather than failing the page.
 */
export async function loadMentionSources(api: SiteApi): Promise<MentionSources> {
  try {
    const [brokers, reviews] = await Promise.all([api.brokers(), api.googleReviews()]);
    return { brokers, reviews: reviews.reviews ?? [] };
  } catch {
    return noSources;
  }
}
