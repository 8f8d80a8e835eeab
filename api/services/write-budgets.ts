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
 * Site-wide budgets, counted in the database's rate-limit windows under `budget:KIND` (every server
 * process shares them). The request that first goes over a budget in a window logs `budget exhausted`
 * at warn with the kind and the budget (never an address), once for all processes, not once per request.
 */
export function createWriteBudgets(deps: { limiter: RateLimiter; limits: BudgetLimits; logger: Logger }): WriteBudgets {
  const take = async (kind: BudgetKind, amount = 1) => {
    const windowMs = budgetWindowMs(kind);
    const decision = await deps.limiter.consume(`budget:${kind}`, { limit: deps.limits[kind], windowMs }, amount);
    if (decision.firstRefusal) {
      deps.logger.warn({ kind, budget: deps.limits[kind], windowSeconds: windowMs / 1000, retryAfterSeconds: decision.retryAfterSeconds }, 'budget exhausted');
    }
    return decision;
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
 * An SMS provider whose every text is taken from the `texts` budget first: past it, `send` fails as an
 * unreachable gateway would, and the caller's fallback applies (a removal request is still e-mailed).
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
