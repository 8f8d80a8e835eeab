import { isPlainObject, own } from '../json-guards';
import { assignVariant } from './assign-variant';

/** A running experiment as a funnel page learns of it with the live flow: its id and its variants by weight. */
export interface ExperimentOffer {
  id: string;
  variants: Array<{ key: string; version: string; weight: number }>;
}

/** The variant a visit was served: kept in the visit's saved progress, so a resumed visit stays in it. */
export interface VariantAssignment {
  id: string;
  variant: string;
}

export const EXPERIMENT_ID = /^[a-z0-9-]{1,40}$/;
export const VARIANT_KEYS = ['A', 'B', 'C', 'D', 'E'] as const;
const VERSION = /^[\w.-]{1,100}$/;

/** An assignment read back from storage or a request (untrusted), or undefined when it is not one. */
export function readAssignment(value: unknown): VariantAssignment | undefined {
  if (!isPlainObject(value)) return undefined;
  const [id, variant] = [own(value, 'id'), own(value, 'variant')];
  if (typeof id !== 'string' || !EXPERIMENT_ID.test(id)) return undefined;
  if (typeof variant !== 'string' || !(VARIANT_KEYS as readonly string[]).includes(variant)) return undefined;
  return { id, variant };
}

/** An offer as served (untrusted: it crossed the network), or undefined when it is not one. */
export function readOffer(value: unknown): ExperimentOffer | undefined {
  if (!isPlainObject(value)) return undefined;
  const id = own(value, 'id');
  const variants = own(value, 'variants');
  if (typeof id !== 'string' || !EXPERIMENT_ID.test(id) || !Array.isArray(variants) || variants.length < 2) return undefined;
  const read = variants.map((variant) => {
    const [key, version, weight] = isPlainObject(variant) ? [own(variant, 'key'), own(variant, 'version'), own(variant, 'weight')] : [];
    const ok = typeof key === 'string' && (VARIANT_KEYS as readonly string[]).includes(key) && typeof version === 'string' && VERSION.test(version) && typeof weight === 'number' && weight > 0;
    return ok ? { key, version, weight } : null;
  });
  return read.every((variant) => variant !== null) ? { id, variants: read as ExperimentOffer['variants'] } : undefined;
}

/**
 * The variant a visit is served: the one its saved progress kept for this experiment (a resumed visit
 * stays where it was), else one drawn by weight from the visit's id, the same on every reload.
 */
export function chooseVariant(offer: ExperimentOffer, kept: VariantAssignment | undefined, visitId: string): VariantAssignment | null {
  if (kept && kept.id === offer.id && offer.variants.some((variant) => variant.key === kept.variant)) return kept;
  const variant = assignVariant(offer.id, visitId, offer.variants);
  return variant ? { id: offer.id, variant } : null;
}
