import type { Executor } from '../db/database';
import { deleteDeliveriesFor } from '../db/repositories/outbox-repository';
import { lapsedRemovalRequests, markRemovalExpired } from '../db/repositories/removal-repository';
import { personalDataHasher } from './removal-hashes';

/**
 * Expires up to `limit` removal requests whose requester proved nothing in time: nothing is erased for
 * them, their name, e-mail and phone become the same keyed hashes a processed request keeps, and their
 * e-mails (the link to the requester, the notice to the privacy inbox) are deleted, sent or not.
 */
export async function expireLapsedRemovalRequests(tx: Executor, now: Date, limit: number): Promise<{ examined: number; expired: number; deliveries: number }> {
  const lapsed = await lapsedRemovalRequests(tx, now, limit);
  if (lapsed.length === 0) return { examined: 0, expired: 0, deliveries: 0 };
  const hash = await personalDataHasher(tx);
  const expired: string[] = [];
  for (const request of lapsed) {
    const hashed = { name: hash(request.name), email: hash(request.email.toLowerCase()), phone: hash(request.phone) };
    if (await markRemovalExpired(tx, request.id, hashed)) expired.push(request.id);
  }
  return { examined: lapsed.length, expired: expired.length, deliveries: await deleteDeliveriesFor(tx, 'removal', expired) };
}
