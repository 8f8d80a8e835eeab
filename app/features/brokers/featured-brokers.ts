import type { Broker } from '../../content/content-types';

/** Brokers with default profile images are left out of featured picks whenever others exist (site.md §2). */
export function featuredCandidates(brokers: readonly Broker[]): Broker[] {
  const withOwnImages = brokers.filter((broker) => !broker.useDefaultProfileImages);
  return withOwnImages.length > 0 ? withOwnImages : [...brokers];
}

export function pickRandomFeaturedBroker(brokers: readonly Broker[], random: () => number = Math.random): Broker | null {
  const candidates = featuredCandidates(brokers);
  if (candidates.length === 0) return null;
  return candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))] ?? null;
}

/** The home page's slides: at most 10, each with a medium image, its own profile image and a quote. */
export function featuredSlides(brokers: readonly Broker[], limit = 10): Broker[] {
  return brokers
    .filter((broker) => broker.medResImageUrl && !broker.useDefaultProfileImages && broker.quotes.length > 0)
    .slice(0, limit);
}

export function brokerFullName(broker: Pick<Broker, 'firstName' | 'lastName'>): string {
  return `${broker.firstName} ${broker.lastName}`;
}
