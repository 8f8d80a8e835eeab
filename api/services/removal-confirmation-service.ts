import { clockOf, type WriteDeps } from './service-deps';
import type { RateLimiter } from './rate-limiter';
import { countWrongCode, lockRemovalRequest, markIdentifierConfirmed, type RemovalRequestRow } from '../db/repositories/removal-repository';
import { enqueueInboxEmail } from '../delivery/enqueue-inbox-email';
import { composeRemovalConfirmedEmail } from '../delivery/removal-messages';
import { DomainError, malformed } from './domain-error';
import { confirmationHasher } from './removal-hashes';

/** Wrong codes a request takes before its code stops being checked. */
export const MAX_WRONG_CODES = 5;
const DAY_MS = 24 * 60 * 60_000;

export const removalConfirmationMessages = {
  notFound: 'We could not find this removal request.',
  linkGone: 'This confirmation link has expired or was already used.',
  codeGone: 'This code has expired or was already used.',
  codeFormat: 'Please enter the 6-digit code we texted to you.',
  codeWrong: 'That code is not correct. Please check the text message and try again.',
  tooManyCodes: 'Too many incorrect codes. Please confirm with the link we e-mailed to you instead.',
  tooManyCodesForPhone: 'Too many codes were tried for this phone number today. Please confirm with the link we e-mailed to you instead.',
} as const;

type Proof = { identifier: 'email'; token: string } | { identifier: 'phone'; code: string };

const ID_PATTERN = /^[0-9a-f-]{36}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** { request, token } or { request, code }: anything else is the client's fault, named by field. */
function readProof(body: unknown): { requestId: string; proof: Proof } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw malformed('The confirmation must be a JSON object.');
  const { request, token, code } = body as Record<string, unknown>;
  if (typeof request !== 'string' || !ID_PATTERN.test(request)) throw malformed('The removal request is missing or not valid.', { request: 'must be a removal request id' });
  if (token !== undefined && code !== undefined) throw malformed('Send either the link token or the code.', { token: 'send either token or code', code: 'send either token or code' });
  if (token !== undefined) {
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw new DomainError('gone', 'link_expired', removalConfirmationMessages.linkGone, { token: removalConfirmationMessages.linkGone });
    return { requestId: request, proof: { identifier: 'email', token } };
  }
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) throw malformed(removalConfirmationMessages.codeFormat, { code: removalConfirmationMessages.codeFormat });
  return { requestId: request, proof: { identifier: 'phone', code } };
}

/** Still waiting for this identifier: not processed or lapsed, not past its time, not proved already. */
function awaiting(row: RemovalRequestRow, identifier: 'email' | 'phone', at: Date): boolean {
  if (row.status !== 'unconfirmed' && row.status !== 'open') return false;
  if (row.expiresAt && row.expiresAt.getTime() <= at.getTime()) return false;
  return identifier === 'email' ? row.emailConfirmedAt === null && row.emailTokenHash !== null : row.phoneConfirmedAt === null && row.phoneCodeHash !== null;
}

/**
 * Proves one identifier of a removal request: the e-mailed link's token (single use) or the texted code.
 * A code is tried at most `codeTriesPerPhonePerDay` times a UTC day for one number, right or wrong, across
 * all the requests naming it (counted before the code is compared, so tries sent at once cannot slip past;
 * a stranger who files request after request for a number gets no more guesses), and at most
 * MAX_WRONG_CODES wrong times per request; past either, 429. A proof moves the request to `open`, sets
 * that identifier's confirmed time and tells the privacy inbox, all in one transaction on the locked row.
 * An unknown request is a 404; a spent, lapsed or wrong link a 410 that says no more than that.
 */
export function createRemovalConfirmationService(deps: WriteDeps & { limiter: RateLimiter; codeTriesPerPhonePerDay: number }) {
  const now = clockOf(deps);
  const perPhone = { limit: deps.codeTriesPerPhonePerDay, windowMs: DAY_MS };

  /** Counts one code try against the request's number; throws 429 past the number's tries for the day. */
  const countCodeTry = async (hasher: Awaited<ReturnType<typeof confirmationHasher>>, requestId: string) => {
    // A plain read: the transaction below locks the row and checks everything again.
    const row = await lockRemovalRequest(deps.db, requestId);
    if (!row || !awaiting(row, 'phone', now()) || row.phoneCodeAttempts >= MAX_WRONG_CODES) return;
    const decision = await deps.limiter.consume(`removal-code-tries:${hasher.hash('phone-texts', 'code-tries', row.phone)}`, perPhone);
    if (!decision.allowed) {
      throw new DomainError('too_many', 'too_many_attempts', removalConfirmationMessages.tooManyCodesForPhone, { code: removalConfirmationMessages.tooManyCodesForPhone }, decision.retryAfterSeconds);
    }
  };

  return {
    async confirm(body: unknown): Promise<{ confirmed: 'email' | 'phone' }> {
      const { requestId, proof } = readProof(body);
      const hasher = await confirmationHasher(deps.db);
      if (proof.identifier === 'phone') await countCodeTry(hasher, requestId);
      // A wrong code must be counted even though the answer is an error: the transaction returns it instead of throwing.
      const outcome = await deps.db.transaction(async (tx): Promise<'confirmed' | DomainError> => {
        const row = await lockRemovalRequest(tx, requestId);
        if (!row) return new DomainError('not_found', 'removal_request_not_found', removalConfirmationMessages.notFound, { request: removalConfirmationMessages.notFound });
        const at = now();
        if (proof.identifier === 'email') {
          if (!awaiting(row, 'email', at) || !hasher.matches('email-token', row.id, proof.token, row.emailTokenHash)) {
            return new DomainError('gone', 'link_expired', removalConfirmationMessages.linkGone, { token: removalConfirmationMessages.linkGone });
          }
        } else {
          if (!awaiting(row, 'phone', at)) return new DomainError('gone', 'code_expired', removalConfirmationMessages.codeGone, { code: removalConfirmationMessages.codeGone });
          if (row.phoneCodeAttempts >= MAX_WRONG_CODES) {
            return new DomainError('too_many', 'too_many_attempts', removalConfirmationMessages.tooManyCodes, { code: removalConfirmationMessages.tooManyCodes });
          }
          if (!hasher.matches('phone-code', row.id, proof.code, row.phoneCodeHash)) {
            await countWrongCode(tx, row.id);
            return new DomainError('invalid', 'code_incorrect', removalConfirmationMessages.codeWrong, { code: removalConfirmationMessages.codeWrong });
          }
        }
        await markIdentifierConfirmed(tx, row.id, proof.identifier, at);
        const confirmed = { email: proof.identifier === 'email' || row.emailConfirmedAt !== null, phone: proof.identifier === 'phone' || row.phoneConfirmedAt !== null };
        await enqueueInboxEmail(tx, 'removal', { type: 'removal', id: row.id, at }, (inbox) =>
          composeRemovalConfirmedEmail({ id: row.id, createdAt: row.createdAt, identifier: proof.identifier, confirmedAt: at, confirmed }, inbox),
        );
        return 'confirmed';
      });
      if (outcome !== 'confirmed') throw outcome;
      return { confirmed: proof.identifier };
    },
  };
}

export type RemovalConfirmationService = ReturnType<typeof createRemovalConfirmationService>;
