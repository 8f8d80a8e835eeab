import { randomUUID } from 'node:crypto';
import { localizedPath, type Locale } from '../../i18n/locales';
import { requesterText } from '../delivery/requester-messages/messages';
import { readLeadLanguage } from './lead-language';
import { insertRemovalRequest } from '../db/repositories/removal-repository';
import { enqueueInboxEmail } from '../delivery/enqueue-inbox-email';
import { enqueueRequesterEmail } from '../delivery/enqueue-requester-email';
import { composeRemovalLinkEmail } from '../delivery/removal-messages';
import { composeRemovalEmail } from '../delivery/staff-messages';
import { validationFailed } from '../forms/validation-failed';
import { DomainError, malformed } from './domain-error';
import { clockOf, type FormWriteDeps } from './service-deps';
import type { SmsProvider } from '../providers/sms/sms-provider';
import type { Logger } from '../server/logger';
import { requireHuman } from './human-check-gate';
import { findReplay, runIdempotent, type StoredRequest } from './idempotency';
import { RateLimitedError, type RateLimiter } from './rate-limiter';
import { confirmationHasher, newConfirmationSecrets } from './removal-hashes';
import { textableUsPhone } from '../../engine/rules/us-textable-phone';
import { verificationMessagesIn } from './verification-messages/messages';

export const REMOVAL_FORM = 'information-removal';
/** How long the requester has to prove an identifier before the request lapses. */
export const REMOVAL_CONFIRMATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;
const ROUTE = 'requestRemoval';

/** Where the e-mailed link leads: a page of the site that confirms only when its button is pressed. */
export const confirmationLink = (origin: string, id: string, token: string, language: Locale = 'en') =>
  origin + localizedPath(`/information-removal/confirm?request=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`, language);

export interface RemovalSubmission {
  body: unknown;
  idempotencyKey: string | undefined;
  remoteIp: string;
}

/**
 * Stores an information-removal request once its fields pass the form's rules (the confirmation box
 * included), its phone is one the site texts (the removal form's `us-textable-phone`, checked here too
 * whatever version of the form is live), the phone has requests left today and the human check passes
 * (spent after every other check). Nothing proves yet that the name, e-mail and phone are the requester's:
 * a six-digit code is texted to the phone first, and only once it is sent is the request stored
 * unconfirmed, with, in the same transaction, a single-use link to the e-mail address and a notice to the
 * privacy inbox. A request is texted or refused, never stored without its text. Only keyed hashes of the
 * link's token and of the code are kept. Each identifier the requester proves
 * (removal-confirmation-service.ts) is one `npm run privacy:erase` may erase by.
 */
export function createRemovalService(deps: FormWriteDeps & {
  sms: SmsProvider;
  limiter: RateLimiter;
  /** Requests (each texted a code) one number may have per UTC day: enough for a requester who retries, too few to pester a stranger. */
  requestsPerPhonePerDay: number;
  /** The site's own origin for the link (never a request's Host). */
  origin: string;
  logger: Logger;
}) {
  const now = clockOf(deps);
  const perPhone = { limit: deps.requestsPerPhonePerDay, windowMs: DAY_MS };
  return {
    async request(submission: RemovalSubmission): Promise<StoredRequest> {
      const body = submission.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw malformed('The request must be a JSON object.');
      const { turnstileToken, language: rawLanguage, ...fields } = body as Record<string, unknown>;
      const language = readLeadLanguage(rawLanguage);
      const text = verificationMessagesIn(language);
      const replay = await findReplay<StoredRequest>(deps.db, { key: submission.idempotencyKey, route: ROUTE, request: body });
      if (replay) return replay;

      const check = await deps.forms.check(REMOVAL_FORM, fields);
      if (Object.keys(check.errors).length > 0) throw validationFailed(check.form.definition, check.errors);
      const data = check.data as { name: string; email: string; phoneNumber: string };
      const phone = textableUsPhone(data.phoneNumber);
      if (!phone) throw validationFailed(check.form.definition, { phoneNumber: text.phoneNotTextable });

      // Anyone may name any number: each has a few requests a day, counted under a keyed hash of the number.
      // A request past them is refused before its human check is spent, and counted only once that check passed.
      const hasher = await confirmationHasher(deps.db);
      const phoneKey = `removal-texts:${hasher.hash('phone-texts', 'per-day', phone)}`;
      const tooMany = (retryAfterSeconds: number) =>
        new DomainError('too_many', 'removal_phone_limit', text.removalPhoneLimit, { phoneNumber: text.removalPhoneLimit }, retryAfterSeconds);
      const early = await deps.limiter.peek(phoneKey, perPhone);
      if (!early.allowed) throw tooMany(early.retryAfterSeconds);
      await requireHuman(deps.humanCheck, turnstileToken, submission.remoteIp);
      const counted = await deps.limiter.consume(phoneKey, perPhone);
      if (!counted.allowed) throw tooMany(counted.retryAfterSeconds);

      const id = randomUUID();
      const secrets = newConfirmationSecrets();
      try {
        await deps.sms.send(phone, requesterText.text(language, 'removalSms', { code: secrets.code, days: REMOVAL_CONFIRMATION_DAYS }));
      } catch (error) {
        // The site's texts of the minute are spent: the requester is told when to try again, and nothing is stored.
        if (error instanceof RateLimitedError) throw error;
        // Nothing is stored: the requester is told and may try again. The log names the request, never the phone.
        deps.logger.warn({ err: error, removalRequestId: id }, 'removal request refused: the confirmation code could not be texted');
        throw new DomainError('upstream_failed', 'sms_failed', text.removalTextFailed, { phoneNumber: text.removalTextFailed });
      }
      return runIdempotent<StoredRequest>(deps.db, { key: submission.idempotencyKey, route: ROUTE, request: body }, async (tx) => {
        const createdAt = now();
        const expiresAt = new Date(createdAt.getTime() + REMOVAL_CONFIRMATION_DAYS * DAY_MS);
        const request = { id, createdAt, name: data.name, email: data.email.toLowerCase(), phone };
        await insertRemovalRequest(tx, {
          ...request,
          status: 'unconfirmed',
          expiresAt,
          emailTokenHash: hasher.hash('email-token', id, secrets.token),
          phoneCodeHash: hasher.hash('phone-code', id, secrets.code),
        });
        const subject = { type: 'removal' as const, id, at: createdAt };
        await enqueueRequesterEmail(tx, subject, composeRemovalLinkEmail({ id, link: confirmationLink(deps.origin, id, secrets.token, language), expiresAt }, request.email, language));
        await enqueueInboxEmail(tx, 'removal', subject, (inbox) => composeRemovalEmail(request, inbox));
        return { success: true, id };
      });
    },
  };
}

export type RemovalService = ReturnType<typeof createRemovalService>;
