import type { Broker } from '../../domain/content/content-types';

/** Brokers with default profile images are left out of featured picks whenever others exist. */
export function featuredCandidates(brokers: readonly Broker[]): Broker[] {
  const withOwnImages = brokers.filter((broker) => !broker.useDefaultProfileImages);
  return withOwnImages.length > 0 ? withOwnImages : [...brokers];
}

export function pickRandomFeaturedBroker(brokers: readonly Broker[], random: () => number = Math.random): Broker | null {
  const candidates = featuredCandidates(brokers);
  if (candidates.length === 0) return null;
  return candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))] ?? null;
}

/** The most slides the home page's broker section shows. */
export const MAX_FEATURED_SLIDES = 10;

/** Whether a broker can have a home page slide: a medium image, its own profile image, and a quote. */
export function canBeFeatured(broker: Broker): boolean {
  return Boolean(broker.medResImageUrl?.trim()) && !broker.useDefaultProfileImages && broker.quotes.some((quote) => quote.trim().length > 0);
}

/**
 * The home page's slides: at most 10, each with a medium image, its own profile image and a quote.
 * Without `random` they keep the content's order; with it, every eligible broker has the same chance of a
 * slide and the order is shuffled (the loader does this, so the browser hydrates the server's pick).
 */
export function featuredSlides(brokers: readonly Broker[], limit = MAX_FEATURED_SLIDES, random?: () => number): Broker[] {
  const eligible = brokers.filter(canBeFeatured);
  return (random ? shuffled(eligible, random) : eligible).slice(0, Math.max(0, limit));
}

/** Fisher–Yates with an injectable source of randomness (a copy: the input is left alone). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.min(index, Math.floor(random() * (index + 1)));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

export function brokerFullName(broker: Pick<Broker, 'firstName' | 'lastName'>): string {
  return `${broker.firstName} ${broker.lastName}`;
}
