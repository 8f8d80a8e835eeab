import { describe, expect, it } from 'vitest';
import { countHits } from '../../../api/db/repositories/rate-limit-repository';
import { createRateLimiter } from '../../../api/services/rate-limiter';
import { databaseKinds, useTestDatabase } from '../../support/test-database';

describe.each(databaseKinds())('rate limiter on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('allows the limit per window, then answers 429 with the seconds left, and opens the next window', async () => {
    let clock = 1_000_000_000_000;
    const limiter = createRateLimiter(database.db, () => clock);
    const rule = { limit: 3, windowMs: 60_000 };
    for (let hit = 1; hit <= 3; hit++) expect((await limiter.consume('ip:1', rule)).allowed).toBe(true);
    const refused = await limiter.consume('ip:1', rule);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 20, firstRefusal: true });
    expect(await limiter.consume('ip:1', rule)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 20 });
    await expect(limiter.enforce('ip:1', rule)).rejects.toMatchObject({ refusal: 'too_many', retryAfterSeconds: 20 });
    expect((await limiter.consume('ip:2', rule)).allowed).toBe(true);
    clock += 20_000;
    expect((await limiter.consume('ip:1', rule)).allowed).toBe(true);
  });

  it('counts an amount (a batch of events counts each event); the refusal that first goes over is marked once', async () => {
    const limiter = createRateLimiter(database.db, () => 4_000_000_000_000);
    const rule = { limit: 10, windowMs: 60_000 };
    expect(await limiter.consume('amount:1', rule, 4)).toMatchObject({ allowed: true, remaining: 6 });
    expect(await limiter.consume('amount:1', rule, 6)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await limiter.consume('amount:1', rule, 3)).toMatchObject({ allowed: false, firstRefusal: true });
    expect((await limiter.consume('amount:1', rule, 1)).firstRefusal).toBeUndefined();
    // A batch larger than what is left is refused whole, and counts.
    expect(await limiter.consume('amount:2', rule, 8)).toMatchObject({ allowed: true, remaining: 2 });
    expect(await limiter.consume('amount:2', rule, 5)).toMatchObject({ allowed: false, firstRefusal: true });
  });

  it('marks exactly one refusal per window as the first, however many processes count at once', async () => {
    const first = createRateLimiter(database.db, () => 5_000_000_000_000);
    const second = createRateLimiter(database.db, () => 5_000_000_000_000);
    const rule = { limit: 7, windowMs: 60_000 };
    const decisions = await Promise.all(Array.from({ length: 30 }, (_, index) => (index % 2 ? first : second).consume('first-refusal', rule, 1 + (index % 3))));
    expect(decisions.filter((decision) => decision.firstRefusal)).toHaveLength(1);
  });

  it('peeks at the decision a hit would get without counting it', async () => {
    const limiter = createRateLimiter(database.db, () => 3_000_000_000_000);
    const rule = { limit: 2, windowMs: 60_000 };
    expect((await limiter.peek('peek:1', rule)).allowed).toBe(true);
    await limiter.consume('peek:1', rule);
    await limiter.consume('peek:1', rule);
    for (let look = 0; look < 3; look++) expect(await limiter.peek('peek:1', rule)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    expect((await limiter.peek('peek:2', rule)).remaining).toBe(1);
  });

  it('counts exactly under concurrent hits, as two server processes would', async () => {
    const first = createRateLimiter(database.db, () => 2_000_000_000_000);
    const second = createRateLimiter(database.db, () => 2_000_000_000_000);
    const rule = { limit: 25, windowMs: 60_000 };
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 ? first : second).consume('shared', rule)));
    const allowed = decisions.filter((decision) => decision.allowed);
    expect(allowed).toHaveLength(25);
    // Every allowed hit had its own place in the window: what is left after it is 24, 23, ... 0, once each.
    expect(allowed.map((decision) => decision.remaining).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index));
  });

  it('counts hits of several keys and windows given together as if one by one, in the order given', async () => {
    const minute = new Date('2030-01-01T10:00:00Z');
    const next = new Date('2030-01-01T10:01:00Z');
    const later = new Date('2030-01-01T10:02:00Z');
    await countHits(database.db, [{ key: 'together:a', windowStart: minute, expiresAt: next }]);
    const places = await countHits(database.db, [
      { key: 'together:a', windowStart: minute, expiresAt: next },
      { key: 'together:b', windowStart: minute, expiresAt: next },
      { key: 'together:a', windowStart: minute, expiresAt: next },
      { key: 'together:a', windowStart: next, expiresAt: later },
      { key: 'together:b', windowStart: minute, expiresAt: next },
    ]);
    expect(places).toEqual([2, 1, 3, 1, 2]);
    expect(await countHits(database.db, [{ key: 'together:a', windowStart: minute, expiresAt: next }])).toEqual([4]);
  });
});
