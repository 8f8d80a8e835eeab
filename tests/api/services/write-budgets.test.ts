import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../api/server/logger';
import { createRateLimiter, type RateLimiter } from '../../../api/services/rate-limiter';
import { BUDGET_KINDS, createWriteBudgets, leaseSize, type BudgetLimits } from '../../../api/services/write-budgets';
import { databaseKinds, useTestDatabase } from '../../support/test-database';

const limitsWith = (leads: number): BudgetLimits => ({ ...(Object.fromEntries(BUDGET_KINDS.map((kind) => [kind, 1_000_000])) as BudgetLimits), leads });

/** A limiter that counts the statements its budgets' leases cost. */
function countingLimiter(limiter: RateLimiter) {
  const counted = { reserves: 0 };
  return { counted, limiter: { ...limiter, reserve: (...args: Parameters<RateLimiter['reserve']>) => (counted.reserves++, limiter.reserve(...args)) } };
}

function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger('warn', new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk)) as Record<string, unknown>), done()) }));
  return { logger, lines };
}

describe.each(databaseKinds())('site-wide budgets on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('leases a few units at a time: never more than the budget across processes, a statement per lease, one log line', async () => {
    const budget = 53;
    const log = capturedLog();
    // A minute of its own, a second in: the window cannot roll over mid-test.
    const clock = () => Date.UTC(2031, 0, 1, 10, 0, 1);
    const processes = [0, 1].map(() => countingLimiter(createRateLimiter(database.db, clock)));
    const budgets = processes.map(({ limiter }) => createWriteBudgets({ limiter, limits: limitsWith(budget), logger: log.logger, now: clock }));
    const decisions = await Promise.all(Array.from({ length: 80 }, (_, n) => budgets[n % 2]!.take('leads')));
    const allowed = decisions.filter((decision) => decision.allowed).length;
    expect(allowed).toBeLessThanOrEqual(budget);
    // Each process may end the minute holding part of a lease it did not use.
    expect(allowed).toBeGreaterThanOrEqual(budget - 2 * (leaseSize(budget) - 1));
    const reserves = processes.reduce((sum, { counted }) => sum + counted.reserves, 0);
    expect(reserves).toBeLessThan(allowed / 2);
    for (const refused of decisions.filter((decision) => !decision.allowed)) expect(refused.retryAfterSeconds).toBe(59);
    expect(log.lines.filter((line) => line.msg === 'budget exhausted')).toEqual([expect.objectContaining({ kind: 'leads', budget })]);
  });

  it('opens again with the next minute', async () => {
    let at = Date.UTC(2031, 0, 1, 12, 0, 1);
    const clock = () => at;
    const budgets = createWriteBudgets({ limiter: createRateLimiter(database.db, clock), limits: limitsWith(20), logger: capturedLog().logger, now: clock });
    for (let n = 0; n < 20; n++) expect((await budgets.take('leads')).allowed).toBe(true);
    expect((await budgets.take('leads')).allowed).toBe(false);
    at += 60_000;
    expect((await budgets.take('leads')).allowed).toBe(true);
  });

  it('gives the last units of a window one at a time, so a budget smaller than a lease is met exactly', async () => {
    const log = capturedLog();
    const clock = () => Date.UTC(2031, 0, 1, 11, 0, 1);
    const budgets = createWriteBudgets({ limiter: createRateLimiter(database.db, clock), limits: limitsWith(3), logger: log.logger, now: clock });
    const decisions = [];
    for (let n = 0; n < 5; n++) decisions.push(await budgets.take('leads'));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
  });
});
