import type { SmsProvider } from '../providers/sms/sms-provider';
import type { Logger } from '../server/logger';
import { RateLimitedError, type RateLimitDecision, type RateLimiter } from './rate-limiter';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The kinds of public write the site budgets across all its visitors, whatever their addresses: what a
 * flood from many addresses would cost. `texts` are the SMS the site pays for (verification and removal
 * codes), `uploads` resume applications (disk), `removals` removal requests (e-mails to any address),
 * `leads` every kind of lead (rows, staff mail, CRM calls), `events` analytics events (rows), and
 * `storedEvents` the analytics events stored in a UTC day (the raw table's growth).
 */
export const BUDGET_KINDS = ['texts', 'uploads', 'removals', 'leads', 'events', 'storedEvents'] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];

/** How much of each kind the whole site takes per window: a minute, a UTC day for `storedEvents`. */
export type BudgetLimits = Record<BudgetKind, number>;

export const budgetWindowMs = (kind: BudgetKind): number => (kind === 'storedEvents' ? DAY_MS : MINUTE_MS);

/** What a visitor refused by a spent budget reads: the site is busy, not the visitor at fault. */
export const budgetMessages: Record<BudgetKind, string> = {
  texts: 'We are sending more text messages than usual right now. Please try again in a minute.',
  uploads: 'We are receiving more applications than usual right now. Please try again in a minute.',
  removals: 'We are receiving more removal requests than usual right now. Please try again in a minute.',
  leads: 'We are receiving more requests than usual right now. Please try again in a minute.',
  events: 'Too many events right now. Please wait a moment.',
  storedEvents: 'No more events are stored today.',
};

export interface WriteBudgets {
  /** Counts `amount` (1 unless given) against the kind's budget of this window; the decision says whether it fitted. */
  take(kind: BudgetKind, amount?: number): Promise<RateLimitDecision>;
  /** As `take`, refusing with 429, Retry-After and the kind's message when the budget is spent. */
  enforce(kind: BudgetKind, amount?: number): Promise<void>;
}

/**
 * How many of a budget's units a process takes from the database at once: a tenth of the budget, at most
 * ten. Every write would otherwise cost a statement of its own on top of the per-address limit's (a fifth
 * of PostgreSQL's lead throughput); a lease serves that many writes from memory. A process may end a window
 * holding units it did not use, so the site can take a little less than its budget, never more.
 */
export const leaseSize = (limit: number): number => Math.max(1, Math.min(10, Math.floor(limit / 10)));

/**
 * Site-wide budgets, counted in the database's rate-limit windows under `budget:KIND` (every server
 * process shares them), each process leasing units a few at a time (leaseSize). The request that first
 * goes over a budget in a window logs `budget exhausted` at warn with the kind and the budget (never an
 * address), once for all processes, not once per request.
 */
export function createWriteBudgets(deps: { limiter: RateLimiter; limits: BudgetLimits; logger: Logger; now?: () => number }): WriteBudgets {
  const now = deps.now ?? (() => Date.now());
  /**
   * Per kind, for the window ending at `windowEndMs`: the units this process holds, a lease being taken,
   * and the smallest amount the budget was found too spent for (asked again, a spent budget costs nothing).
   */
  interface Lease {
    windowEndMs: number;
    left: number;
    taking: Promise<boolean> | null;
    spentFor: number;
  }
  const leases = new Map<BudgetKind, Lease>();

  /** Takes `amount` from this process's lease, leasing more when it runs short: 'taken', or when the window ends. */
  async function fromLease(kind: BudgetKind, amount: number): Promise<'taken' | { spentUntil: number; firstHere: boolean }> {
    const key = `budget:${kind}`;
    const rule = { limit: deps.limits[kind], windowMs: budgetWindowMs(kind) };
    for (;;) {
      let lease = leases.get(kind);
      if (lease && !lease.taking && lease.windowEndMs <= now()) lease = undefined;
      if (lease?.taking) {
        await lease.taking.catch(() => false);
        continue;
      }
      if (lease && lease.left >= amount) {
        lease.left -= amount;
        return 'taken';
      }
      if (lease && amount >= lease.spentFor) return { spentUntil: lease.windowEndMs, firstHere: false };
      const size = Math.max(amount, leaseSize(rule.limit));
      const next: Lease = { windowEndMs: Number.POSITIVE_INFINITY, left: 0, taking: null, spentFor: Number.POSITIVE_INFINITY };
      next.taking = (async () => {
        let reservation = await deps.limiter.reserve(key, rule, size);
        let got = reservation.reserved ? size : 0;
        // The last units of a window may be fewer than a lease: take just what this write needs.
        if (!reservation.reserved && size > amount) {
          reservation = await deps.limiter.reserve(key, rule, amount);
          got = reservation.reserved ? amount : 0;
        }
        next.windowEndMs = reservation.windowEndMs;
        next.left = got;
        if (got === 0) next.spentFor = amount;
        return got > 0;
      })();
      leases.set(kind, next);
      let granted: boolean;
      try {
        granted = await next.taking;
      } catch (error) {
        leases.delete(kind);
        throw error;
      } finally {
        next.taking = null;
      }
      if (!granted) return { spentUntil: next.windowEndMs, firstHere: true };
    }
  }

  const take = async (kind: BudgetKind, amount = 1): Promise<RateLimitDecision> => {
    const windowMs = budgetWindowMs(kind);
    const outcome = await fromLease(kind, amount);
    if (outcome === 'taken') return { allowed: true, remaining: 0, retryAfterSeconds: 0 };
    if (!outcome.firstHere) return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((outcome.spentUntil - now()) / 1000)) };
    // This process found the budget spent: counting the refused write says whether it is the window's
    // first refusal anywhere, for the one log line.
    const decision = await deps.limiter.consume(`budget:${kind}`, { limit: deps.limits[kind], windowMs }, amount);
    if (decision.firstRefusal) {
      deps.logger.warn({ kind, budget: deps.limits[kind], windowSeconds: windowMs / 1000, retryAfterSeconds: decision.retryAfterSeconds }, 'budget exhausted');
    }
    return { ...decision, allowed: false };
  };
  return {
    take,
    async enforce(kind, amount) {
      const decision = await take(kind, amount);
      if (!decision.allowed) throw new RateLimitedError(budgetMessages[kind], decision.retryAfterSeconds);
    },
  };
}

/**
 * An SMS provider whose every text is taken from the `texts` budget first: past it, `send` refuses with
 * 429 and the budget's message (a removal request is then refused, and nothing is stored).
 */
export function withTextBudget(sms: SmsProvider, budgets: WriteBudgets): SmsProvider {
  return {
    name: sms.name,
    async send(phone, body) {
      await budgets.enforce('texts');
      await sms.send(phone, body);
    },
  };
}
