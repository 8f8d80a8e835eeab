import { createHash, randomUUID } from 'node:crypto';
import type { Executor } from '../db/database';
import { isUniqueViolation } from '../db/database-error-codes';
import { findStoredAnswer, storeAnswer, storedAnswerInsert } from '../db/repositories/idempotency-repository';
import type { RowInsert } from '../db/repositories/insert-rows';
import { writeTogether, type BatchedWrites } from '../db/repositories/write-together';
import { DomainError, malformed } from './domain-error';

/** What a stored request (a lead, an application, a removal request) answers: its new id. */
export interface StoredRequest {
  success: true;
  id: string;
}

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/**
 * The result already given to this Idempotency-Key, if any (null without a key or for a new one): lets a
 * route answer a repeated request before checks that must not run twice (a single-use human-check token).
 * A key reused for a different request is refused.
 */
export async function findReplay<T>(db: Executor, options: { key: string | undefined; route: string; request: unknown }): Promise<T | null> {
  const { key, route } = options;
  if (key === undefined || key === '') return null;
  checkKey(key);
  const stored = await findStoredAnswer(db, key);
  if (!stored) return null;
  if (stored.route !== route || stored.requestHash !== requestHash(options.request)) {
    throw new DomainError('invalid', 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request.', {
      'Idempotency-Key': 'was already used for a different request',
    });
  }
  return stored.result as T;
}

function checkKey(key: string): void {
  if (!KEY_PATTERN.test(key)) {
    throw malformed('The Idempotency-Key header is not valid.', {
      'Idempotency-Key': 'must be 8 to 128 letters, digits, dots, underscores, colons or hyphens',
    });
  }
}

/**
 * Runs a write once per Idempotency-Key: the write and the record of its result commit in one
 * transaction, so a repeated key (even arriving at the same moment: the unique key decides) returns the
 * first result and stores nothing new. Without a key the write simply runs in a transaction.
 * A key reused for a different request is refused.
 */
export async function runIdempotent<T>(
  db: Executor,
  options: { key: string | undefined; route: string; request: unknown },
  write: (tx: Executor) => Promise<T>,
): Promise<T> {
  const { key, route } = options;
  if (key === undefined || key === '') return db.transaction(write);
  checkKey(key);
  const hash = requestHash(options.request);
  const replay = () => findReplay<T>(db, { key, route, request: options.request });

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const result = await write(tx);
      await storeAnswer(tx, key, { route, requestHash: hash, result });
      return result;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await replay();
    if (!first) throw error;
    return first;
  }
}

/**
 * Runs a write's inserts as one statement (`send`: writeTogether, or a batch of writes), once per
 * Idempotency-Key: the record of `result` is part of the same write, so a repeated key (even arriving at
 * the same moment: the unique key decides) fails whole and gets the first result, and nothing new is
 * stored. One round trip for a new request. A key reused for a different request is refused.
 */
export async function writeOnce<T>(
  db: Executor,
  options: { key: string | undefined; route: string; request: unknown; send?: BatchedWrites },
  write: { result: T; inserts: RowInsert[] },
): Promise<T> {
  const { key, route } = options;
  const send = options.send ?? ((inserts: readonly RowInsert[]) => writeTogether(db, inserts));
  if (key === undefined || key === '') {
    await send(write.inserts);
    return write.result;
  }
  checkKey(key);
  try {
    await send([...write.inserts, storedAnswerInsert(key, { route, requestHash: requestHash(options.request), result: write.result })]);
    return write.result;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await findReplay<T>(db, { key, route, request: options.request });
    if (!first) throw error;
    return first;
  }
}

/**
 * The id of the record a request creates: the same for every repetition of an Idempotency-Key on a route
 * (so a retry that comes after a lost answer claims what the first attempt did, such as a phone's
 * verification), random without a key. Shaped as a UUID (version 8: derived, not random).
 */
export function recordIdFor(route: string, key: string | undefined): string {
  if (key === undefined || key === '') return randomUUID();
  const hex = createHash('sha256').update(`${route}\n${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
