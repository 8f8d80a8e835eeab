import type { Broker } from '../content/content-types';
import { trimWhere } from '../../../engine/trim-characters';

/**
 * The profile URL's name, normalised: lowercase; only letters, digits, apostrophes and
 * hyphens kept; runs of apostrophes and hyphens collapsed into one hyphen; hyphens trimmed at the edges.
 * Accents are folded to their base letter (José -> jose) and spaces count as hyphens, so a pasted
 * "José Ramírez" finds the same profile as "jose-ramirez".
 */
export function brokerSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'-]/gu, '')
    .replace(/['-]+/g, '-');
  return trimWhere(slug, (char) => char === '-');
}

/** Whether a URL name designates this broker: by brokerKey, or by first and last name joined by a hyphen. */
export function matchesBroker(broker: Pick<Broker, 'brokerKey' | 'firstName' | 'lastName'>, urlName: string): boolean {
  const wanted = brokerSlug(urlName);
  if (!wanted) return false;
  return brokerSlug(broker.brokerKey) === wanted || brokerSlug(`${broker.firstName}-${broker.lastName}`) === wanted;
}

export function findBroker<T extends Pick<Broker, 'brokerKey' | 'firstName' | 'lastName'>>(brokers: readonly T[], urlName: string): T | null {
  return brokers.find((broker) => matchesBroker(broker, urlName)) ?? null;
}
