import { appendAudit } from '../../db/repositories/audit-repository';
import { deleteSessionsOf, findStaffById, updateStaff } from '../../db/repositories/staff-repository';
import { invalid } from '../domain-error';
import type { RateLimiter } from '../rate-limiter';
import { clockOf, type WriteDeps } from '../service-deps';
import { createAttemptLimits, type AttemptPolicy } from './attempt-limits';
import { hashPassword, verifyPassword } from './password-hash';
import { passwordProblem } from './password-policy';

/**
 * Wrong current passwords allowed to a signed-in session in each quarter hour: someone holding a stolen
 * session cookie guesses no faster than a stranger at the sign-in. Per account and address, a few free,
 * then growing waits, then a pause; past the account's ceiling (over every address) the change is refused
 * everywhere until the window ends. Sign-in itself is not affected.
 */
export const PASSWORD_CHANGE_LIMITS: AttemptPolicy = {
  scope: 'staff-password-change',
  windowMs: 15 * 60_000,
  pair: { free: 3, pauseAt: 6, firstWaitSeconds: 15 },
  accountCeiling: 10,
  pairUnderAttack: { free: 0, pauseAt: 0, firstWaitSeconds: 15 },
  addressLimit: null,
  attemptsPerMinute: 20,
  messages: {
    wait: (when) => `Too many wrong current passwords. Please try again ${when}.`,
    paused: (when) => `Too many wrong current passwords: changing the password is paused. Please try again ${when}.`,
    address: (when) => `Too many wrong current passwords. Please try again ${when}.`,
    burst: (when) => `Too many password changes from your network. Please try again ${when}.`,
  },
};

export interface PasswordChangeRequest {
  staffId: string;
  currentPassword: unknown;
  newPassword: unknown;
  /** What limits count the client by (an IPv4 address, or an IPv6 /64). */
  address: string;
}

/** A new password, after the current one is proved; every session of the account ends (the caller signs in again). */
export function createPasswordChange(deps: WriteDeps & { limiter: RateLimiter }) {
  const now = clockOf(deps);
  const attempts = createAttemptLimits(deps.limiter, PASSWORD_CHANGE_LIMITS);
  return async (request: PasswordChangeRequest): Promise<void> => {
    const row = await findStaffById(deps.db, request.staffId);
    const wrong = () => invalid('The current password is not right.', { currentPassword: 'is not right' });
    if (!row) throw wrong();
    const current = request.currentPassword;
    if (typeof current !== 'string' || current === '') throw invalid('Enter your current password.', { currentPassword: 'is required' });
    await attempts.check(row.id, request.address);
    if (!(await verifyPassword(current.slice(0, 1024), row.passwordHash))) {
      await attempts.recordFailure(row.id, request.address);
      throw wrong();
    }
    const weak = await passwordProblem(request.newPassword, { email: row.email, name: row.name, currentPassword: current });
    if (weak) throw invalid('The new password is not valid.', { newPassword: weak });
    const at = now();
    const passwordHash = await hashPassword(request.newPassword as string);
    await deps.db.transaction(async (tx) => {
      await updateStaff(tx, row.id, { passwordHash, passwordChangedAt: at });
      await deleteSessionsOf(tx, row.id);
      await appendAudit(tx, { at, actor: row.email, action: 'password-change', summary: {} });
    });
  };
}
