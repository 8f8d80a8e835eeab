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
import { malformed } from './domain-error';
import { clockOf, type FormWriteDeps } from './service-deps';
import type { SmsProvider } from '../providers/sms/sms-provider';
import type { Logger } from '../server/logger';
import { requireHuman } from './human-check-gate';
import { findReplay, runIdempotent, type StoredRequest } from './idempotency';
import type { RateLimiter } from './rate-limiter';
import { confirmationHasher, newConfirmationSecrets } from './removal-hashes';

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
 * included) and the human check passes (spent last). Nothing proves yet that the name, e-mail and phone
 * are the requester's, so the request is stored unconfirmed: in the same transaction go a single-use link
 * to the e-mail address and a notice to the privacy inbox, and after the commit a six-digit code is texted
 * to the phone. Only keyed hashes of the link's token and of the code are kept. Each identifier the
 * requester proves (removal-confirmation-service.ts) is one `npm run privacy:erase` may erase by.
 */
export function createRemovalService(deps: FormWriteDeps & {
  sms: SmsProvider;
  limiter: RateLimiter;
  /** Confirmation codes texted to one number per day: enough for a requester who retries, too few to pester a stranger. */
  textsPerPhonePerDay: number;
  /** The site's own origin for the link (never a request's Host). */
  origin: string;
  logger: Logger;
}) {
  const now = clockOf(deps);
  /**
   * Each request passes a human check, but anyone may name any number: past a few codes a day the number
   * gets no more texts (the e-mailed link still confirms, and the answer is the same, so it tells nothing).
   * The limit's key is a keyed hash of the number, never the number.
   */
  const mayText = async (hasher: Awaited<ReturnType<typeof confirmationHasher>>, sent: { id: string; phone: string }) => {
    const key = `removal-texts:${hasher.hash('phone-texts', 'per-day', sent.phone)}`;
    const decision = await deps.limiter.consume(key, { limit: deps.textsPerPhonePerDay, windowMs: DAY_MS });
    if (!decision.allowed) deps.logger.warn({ removalRequestId: sent.id }, 'removal request: code not texted, the number had its confirmation texts for today');
    return decision.allowed;
  };
  return {
    async request(submission: RemovalSubmission): Promise<StoredRequest> {
      const body = submission.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw malformed('The request must be a JSON object.');
      const { turnstileToken, language: rawLanguage, ...fields } = body as Record<string, unknown>;
      const language = readLeadLanguage(rawLanguage);
      const replay = await findReplay<StoredRequest>(deps.db, { key: submission.idempotencyKey, route: ROUTE, request: body });
      if (replay) return replay;

      const check = await deps.forms.check(REMOVAL_FORM, fields);
      if (Object.keys(check.errors).length > 0) throw validationFailed(check.form.definition, check.errors);
      const data = check.data as { name: string; email: string; phoneNumber: string };
      await requireHuman(deps.humanCheck, turnstileToken, submission.remoteIp);

      const hasher = await confirmationHasher(deps.db);
      const secrets = newConfirmationSecrets();
      let stored: { id: string; phone: string } | null = null;
      const answer = await runIdempotent<StoredRequest>(deps.db, { key: submission.idempotencyKey, route: ROUTE, request: body }, async (tx) => {
        const id = randomUUID();
        const createdAt = now();
        const expiresAt = new Date(createdAt.getTime() + REMOVAL_CONFIRMATION_DAYS * 24 * 60 * 60_000);
        const request = { id, createdAt, name: data.name, email: data.email.toLowerCase(), phone: data.phoneNumber };
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
        stored = { id, phone: request.phone };
        return { success: true, id };
      });

      // Texted only by the write that stored the request (not a replay, nor one that lost a race), after its commit.
      const sent = stored as { id: string; phone: string } | null;
      if (sent && answer.id === sent.id && (await mayText(hasher, sent))) {
        const message = requesterText.text(language, 'removalSms', { code: secrets.code, days: REMOVAL_CONFIRMATION_DAYS });
        await deps.sms.send(sent.phone, message).catch((error: unknown) => {
          // The e-mailed link still confirms the request; the log names the request, never the phone.
          deps.logger.warn({ err: error, removalRequestId: sent.id }, 'removal request: the confirmation code could not be texted');
        });
      }
      return answer;
    },
  };
}

export type RemovalService = ReturnType<typeof createRemovalService>;
