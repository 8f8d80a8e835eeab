import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../db/database';
import { getOrCreateSecret } from '../db/repositories/secret-repository';

/**
 * The keyed one-way hash that replaces a removal request's name, e-mail and phone once it is processed or
 * has lapsed: the same person gives the same hash, so staff can still match a later complaint to it.
 */
export async function personalDataHasher(db: Executor): Promise<(value: string) => string> {
  const secret = await getOrCreateSecret(db, 'erasure-hash');
  return (value) => `hmac-sha256:${createHmac('sha256', secret).update(value).digest('hex')}`;
}

export type ConfirmationKind = 'email-token' | 'phone-code' | 'phone-texts';

/** A new single-use link token (32 random bytes) and a six-digit code, from a secure random source. */
export function newConfirmationSecrets(): { token: string; code: string } {
  return { token: randomBytes(32).toString('base64url'), code: String(randomInt(0, 1_000_000)).padStart(6, '0') };
}

/**
 * The keyed hashes a removal request keeps of its link token and texted code (never the secrets
 * themselves), bound to the request so one request's secret proves nothing about another.
 */
export async function confirmationHasher(db: Executor) {
  const secret = await getOrCreateSecret(db, 'removal-confirmation-hmac');
  const hash = (kind: ConfirmationKind, requestId: string, value: string) => createHmac('sha256', secret).update(`${kind}:${requestId}:${value}`).digest('base64url');
  return {
    hash,
    matches(kind: ConfirmationKind, requestId: string, value: string, stored: string | null): boolean {
      if (stored === null) return false;
      const expected = Buffer.from(stored);
      const actual = Buffer.from(hash(kind, requestId, value));
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
