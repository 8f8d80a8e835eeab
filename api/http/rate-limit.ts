import type { Middleware, ParameterizedContext } from 'koa';
import { isIP } from 'node:net';
import type { RateLimit, RateLimiter } from '../services/rate-limiter';
import type { BudgetKind, WriteBudgets } from '../services/write-budgets';
import { addressGroup } from './address-group';

/** The bucket every write endpoint shares per address (leads of all kinds, apply, removal, verification). */
export const WRITE_SCOPE = 'write';

/**
 * Limits requests per client address (an IPv6 client by its /64), counted in the database (every server process shares the count),
 * answered with 429 and Retry-After. The address is `ctx.ip`: the socket's, or X-Forwarded-For's when the
 * app trusts a proxy (TRUST_PROXY). `scope` names the bucket: `write` for every write endpoint.
 */
export function perAddressLimit(limiter: RateLimiter, scope: string, rule: RateLimit, message?: string): Middleware {
  return async (ctx, next) => {
    await limiter.enforce(`${scope}:${limitAddress(ctx)}`, rule, message);
    await next();
  };
}

/**
 * The client's exact address, for what needs that one (the human-check provider's `remoteip`); limits
 * count by `limitAddress`. `ctx.ip` when it is an IP address. Behind TRUST_PROXY, `ctx.ip` is whatever the
 * last X-Forwarded-For entry says; a value that is no address (a forged header reaching the server
 * directly, kilobytes long: the limit's key outgrew PostgreSQL's index row, a 500) counts as the
 * connection's own address instead.
 */
export function clientAddress(ctx: ParameterizedContext): string {
  const ip = ctx.ip;
  if (ip && isIP(ip)) return ip;
  return ctx.socket.remoteAddress ?? 'unknown';
}

/** What per-address limits count the client by: its IPv4 address, or its IPv6 /64 network. */
export const limitAddress = (ctx: ParameterizedContext): string => addressGroup(clientAddress(ctx));

/** The shared write limit: `perMinute` writes per address per minute. */
export function writeLimit(limiter: RateLimiter, perMinute: number): Middleware {
  return perAddressLimit(limiter, WRITE_SCOPE, { limit: perMinute, windowMs: 60_000 });
}

/**
 * Takes one from the site-wide budget of `kind` (all addresses together), or answers 429 with Retry-After
 * when this minute's is spent. Goes after the per-address limit, so one client's flood is refused by its
 * own limit before it can use up everyone's budget.
 */
export function siteBudget(budgets: WriteBudgets, kind: BudgetKind): Middleware {
  return async (_ctx, next) => {
    await budgets.enforce(kind);
    await next();
  };
}
