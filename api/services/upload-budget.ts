import type { Executor } from '../db/database';
import { addWithinLimit, subtractFromWindow } from '../db/repositories/rate-limit-repository';
import { addressGroup } from '../http/address-group';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UploadBudget {
  /** Takes `bytes` from the address's budget of the current (UTC) day (an IPv6 address's /64 shares one); refused when they do not fit. */
  spend(address: string, bytes: number): Promise<{ ok: true; refund: () => Promise<void> } | { ok: false; retryAfterSeconds: number }>;
}

/**
 * The bytes one address may upload per UTC day, counted in the database's rate-limit windows under
 * `upload-bytes:ADDRESS` (an IPv4 address, or an IPv6 address's /64 network, as every per-address limit
 * counts: a client given a /64 cannot rotate past it; every server process shares the count; the
 * limiter's sweep removes old days).
 * A spend that paid for nothing stored is given back with its `refund`.
 */
export function createUploadBudget(db: Executor, bytesPerDay: number, now: () => number = Date.now): UploadBudget {
  return {
    async spend(address, bytes) {
      const current = now();
      const dayStart = new Date(Math.floor(current / DAY_MS) * DAY_MS);
      const dayEnd = new Date(dayStart.getTime() + DAY_MS);
      const key = `upload-bytes:${addressGroup(address)}`;
      if (!(await addWithinLimit(db, key, dayStart, dayEnd, bytes, bytesPerDay))) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((dayEnd.getTime() - current) / 1000)) };
      }
      return { ok: true, refund: () => subtractFromWindow(db, key, dayStart, bytes) };
    },
  };
}
