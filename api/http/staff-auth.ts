import { timingSafeEqual } from 'node:crypto';
import type { Middleware, ParameterizedContext } from 'koa';
import type { StaffRole } from '../db/schema';
import { DomainError } from '../services/domain-error';
import { notSignedIn, type StaffSession, type StaffSessions } from '../services/staff/staff-sessions';

export const SESSION_COOKIE = 'studio_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What each role may do beyond the one below it: editors draft and check, publishers publish and roll back, admins manage staff. */
const RANK: Record<StaffRole, number> = { editor: 0, publisher: 1, admin: 2 };

export const sessionToken = (ctx: ParameterizedContext) => ctx.cookies.get(SESSION_COOKIE) ?? undefined;

/** The session cookie: HttpOnly, SameSite=Strict, Secure over TLS; it lasts the browser session, the server ends it sooner. */
export function setSessionCookie(ctx: ParameterizedContext, token: string | null): void {
  ctx.cookies.set(SESSION_COOKIE, token ?? '', { httpOnly: true, sameSite: 'strict', secure: ctx.secure, path: '/', overwrite: true, ...(token ? {} : { maxAge: 0 }) });
}

export const staffOf = (ctx: ParameterizedContext): StaffSession => ctx.state.staff as StaffSession;

const sameToken = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A signed-in staff member with at least `role` (401 without a session, 403 below the role); every write
 * also needs the session's CSRF token in `X-CSRF-Token` (403 without it), which another site's page cannot
 * read, so it cannot make the browser write on the staff member's behalf.
 */
export function requireStaff(sessions: StaffSessions, role: StaffRole = 'editor'): Middleware {
  return async (ctx, next) => {
    const session = await sessions.authenticate(sessionToken(ctx));
    if (!session) throw notSignedIn();
    if (!SAFE_METHODS.has(ctx.method) && !sameToken(ctx.get('X-CSRF-Token'), session.csrfToken)) {
      throw new DomainError('forbidden', 'csrf_failed', 'The request is missing the studio\u2019s security token: reload the page and try again.');
    }
    if (RANK[session.user.role] < RANK[role]) {
      throw new DomainError('forbidden', 'role_forbidden', `Your role (${session.user.role}) may not do this: it needs ${role}.`);
    }
    ctx.state.staff = session;
    await next();
  };
}
