import { isPlainObject, own } from '../json-guards';

/** A running experiment as a funnel page learns of it with the live flow: its id and its variants by weight. */
export interface ExperimentOffer {
  id: string;
  variants: Array<{ key: string; version: string; weight: number }>;
}

/**
 * The variant a visit was served: kept in the visit's saved progress, so a resumed visit stays in it.
 * `token` is the server's signed proof that it made this assignment (absent for a visitor with Global
 * Privacy Control, who is served a variant but never followed).
 */
export interface VariantAssignment {
  id: string;
  variant: string;
  token?: string;
}

/** The server's answer to a visit asking for its variant: the assignment and the version it serves. */
export interface ServedAssignment extends VariantAssignment {
  version: string;
}

export const EXPERIMENT_ID = /^[a-z0-9-]{1,40}$/;
export const VARIANT_KEYS = ['A', 'B', 'C', 'D', 'E'] as const;
const VERSION = /^[\w.-]{1,100}$/;
/** A signed assignment: the assignment's random id (a UUID), a dot, and a SHA-256 HMAC in base64url. */
export const ASSIGNMENT_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[\w-]{43}$/;
export const ASSIGNMENT_TOKEN_LENGTH = 80;

/**
 * An assignment read back from storage or a request (untrusted), or undefined when it is not one. A token
 * that is not shaped like one is left out: the variant is kept, it just cannot be counted.
 */
export function readAssignment(value: unknown): VariantAssignment | undefined {
  if (!isPlainObject(value)) return undefined;
  const [id, variant, token] = [own(value, 'id'), own(value, 'variant'), own(value, 'token')];
  if (typeof id !== 'string' || !EXPERIMENT_ID.test(id)) return undefined;
  if (typeof variant !== 'string' || !(VARIANT_KEYS as readonly string[]).includes(variant)) return undefined;
  return typeof token === 'string' && ASSIGNMENT_TOKEN.test(token) ? { id, variant, token } : { id, variant };
}

/** The server's answer naming a visit's variant (untrusted: it crossed the network), or undefined. */
export function readServedAssignment(value: unknown): ServedAssignment | undefined {
  const assignment = readAssignment(value);
  const version = isPlainObject(value) ? own(value, 'version') : undefined;
  return assignment && typeof version === 'string' && VERSION.test(version) ? { ...assignment, version } : undefined;
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
 * The variant a visit keeps: the one its saved progress was served in this experiment (a resumed visit
 * stays where it was), with the version it serves; undefined when the visit has none here yet and must
 * ask the server for one.
 */
export function keptVariant(offer: ExperimentOffer, kept: VariantAssignment | undefined): ServedAssignment | undefined {
  if (!kept || kept.id !== offer.id) return undefined;
  const version = offer.variants.find((variant) => variant.key === kept.variant)?.version;
  return version ? { ...kept, version } : undefined;
}
