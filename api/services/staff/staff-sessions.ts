import { createHash, randomBytes } from 'node:crypto';
import { appendAudit } from '../../db/repositories/audit-repository';
import { deleteExpiredSessions, deleteSession, findSession, findStaffByEmail, findStaffById, insertSession, touchSession, type StaffRow } from '../../db/repositories/staff-repository';
import { DomainError } from '../domain-error';
import type { RateLimiter } from '../rate-limiter';
import { clockOf, type WriteDeps } from '../service-deps';
import { createAttemptLimits, type AttemptPolicy } from './attempt-limits';
import { DECOY_HASH, verifyPassword } from './password-hash';
import { createPasswordChange } from './password-change';
import { viewOf, type StaffView } from './staff-accounts';

export const SESSION_IDLE_MS = 8 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60_000;
/**
 * Wrong passwords allowed in each quarter hour, counted in the database (every process shares them).
 * Only failures count, per account and address, so the owner's right password from an address that has
 * not failed always gets in, whatever strangers try elsewhere.
 */
export const SIGN_IN_LIMITS: AttemptPolicy = {
  scope: 'staff-sign-in',
  windowMs: 15 * 60_000,
  pair: { free: 5, pauseAt: 10, firstWaitSeconds: 15 },
  accountCeiling: 50,
  pairUnderAttack: { free: 1, pauseAt: 3, firstWaitSeconds: 15 },
  addressLimit: 30,
  attemptsPerMinute: 20,
  messages: {
    wait: (when) => `Too many wrong passwords. Please try again ${when}.`,
    paused: (when) => `Too many wrong passwords for this account from your network. Please try again ${when}.`,
    address: (when) => `Too many failed sign-ins from your network. Please try again ${when}.`,
    burst: (when) => `Too many sign-in attempts from your network. Please try again ${when}.`,
  },
};

export interface SignedIn {
  /** The session cookie's value; only its SHA-256 is stored. */
  token: string;
  csrfToken: string;
  user: StaffView;
}

export interface StaffSession {
  user: StaffView;
  csrfToken: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');
const wrongCredentials = () => new DomainError('unauthenticated', 'invalid_credentials', 'The e-mail address or password is not right.');
export const notSignedIn = () => new DomainError('unauthenticated', 'not_signed_in', 'Please sign in to the studio.');

/**
 * Staff sign-in and server-side sessions: a session ends after 8 hours without use or 24 hours after
 * sign-in, whichever comes first, and at once when its account is disabled or changes password.
 */
export function createStaffSessions(deps: WriteDeps & { limiter: RateLimiter }) {
  const now = clockOf(deps);
  const expired = (row: { createdAt: Date; lastSeenAt: Date }, at: Date) =>
    at.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS || at.getTime() - row.createdAt.getTime() > SESSION_ABSOLUTE_MS;

  const attempts = createAttemptLimits(deps.limiter, SIGN_IN_LIMITS);

  return {
    /** `address`: what limits count the client by (an IPv4 address, or an IPv6 /64). */
    async login(request: { email: unknown; password: unknown; address: string }): Promise<SignedIn> {
      const email = typeof request.email === 'string' ? request.email.trim().toLowerCase().slice(0, 254) : '';
      const password = typeof request.password === 'string' ? request.password.slice(0, 1024) : '';
      if (email === '' || password === '') {
        throw new DomainError('invalid', 'validation_failed', 'Enter your e-mail address and password.', {
          ...(email === '' ? { email: 'is required' } : {}),
          ...(password === '' ? { password: 'is required' } : {}),
        });
      }
      await attempts.check(email, request.address);
      const staff: StaffRow | null = await findStaffByEmail(deps.db, email);
      // A missing account costs the same hash as a present one, so timing does not tell which addresses exist.
      const matches = await verifyPassword(password, staff?.passwordHash ?? DECOY_HASH);
      if (!staff || !matches || staff.disabledAt !== null) {
        await attempts.recordFailure(email, request.address);
        throw wrongCredentials();
      }
      const at = now();
      const token = randomBytes(32).toString('base64url');
      const csrfToken = randomBytes(32).toString('base64url');
      await deleteExpiredSessions(deps.db, { idleBefore: new Date(at.getTime() - SESSION_IDLE_MS), startedBefore: new Date(at.getTime() - SESSION_ABSOLUTE_MS) });
      await deps.db.transaction(async (tx) => {
        await insertSession(tx, { tokenHash: digest(token), staffId: staff.id, csrfToken, createdAt: at, lastSeenAt: at });
        await appendAudit(tx, { at, actor: staff.email, action: 'login', summary: {} });
      });
      return { token, csrfToken, user: viewOf(staff) };
    },

    /** The session a cookie's token opens, or null (unknown, expired, or its account disabled). */
    async authenticate(token: string | undefined): Promise<StaffSession | null> {
      if (!token || token.length > 128) return null;
      const tokenHash = digest(token);
      const session = await findSession(deps.db, tokenHash);
      if (!session) return null;
      const at = now();
      if (expired(session, at)) {
        await deleteSession(deps.db, tokenHash);
        return null;
      }
      const staff = await findStaffById(deps.db, session.staffId);
      if (!staff || staff.disabledAt !== null) return null;
      // The idle clock is kept to the minute: one write a minute per session at most.
      if (at.getTime() - session.lastSeenAt.getTime() > 60_000) await touchSession(deps.db, tokenHash, at);
      return { user: viewOf(staff), csrfToken: session.csrfToken };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await deleteSession(deps.db, digest(token));
    },

    /** A new password once the current one is proved, with the sign-in's kind of limits on wrong ones; every session of the account ends. */
    changePassword: createPasswordChange(deps),
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
