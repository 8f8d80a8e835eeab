import type { Executor } from '../db/database';
import { addWithinLimit, subtractFromWindow } from '../db/repositories/rate-limit-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UploadBudget {
  /** Takes `bytes` from the address's budget of the current (UTC) day; refused when they do not fit. */
  spend(address: string, bytes: number): Promise<{ ok: true; refund: () => Promise<void> } | { ok: false; retryAfterSeconds: number }>;
}

/**
 * The bytes one address may upload per UTC day, counted in the database's rate-limit windows under
 * `upload-bytes:ADDRESS` (so every server process shares the count; the limiter's sweep removes old days).
 * A spend that paid for nothing stored is given back with its `refund`.
 */
export function createUploadBudget(db: Executor, bytesPerDay: number, now: () => number = Date.now): UploadBudget {
  return {
    async spend(address, bytes) {
      const current = now();
      const dayStart = new Date(Math.floor(current / DAY_MS) * DAY_MS);
      const dayEnd = new Date(dayStart.getTime() + DAY_MS);
      const key = `upload-bytes:${address}`;
      if (!(await addWithinLimit(db, key, dayStart, dayEnd, bytes, bytesPerDay))) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((dayEnd.getTime() - current) / 1000)) };
      }
      return { ok: true, refund: () => subtractFromWindow(db, key, dayStart, bytes) };
    },
  };
}
