import { readLeadLanguage } from './lead-language';
import { acceptedConsentText } from '../../app/domain/forms/consent-field';
import { localizeForm } from '../../app/domain/forms/localize-form';
import { languageOfConsent } from './consent-text';
import type { FormValues } from '../../app/domain/forms/form-types';
import { cleanAttribution, cleanSessionId, programKeyOf } from '../../engine';
import { analyticsEventsInsert } from '../db/repositories/analytics-repository';
import type { BatchedWrites } from '../db/repositories/write-together';
import type { DeliverySettings } from '../delivery/delivery-settings';
import { leadEvents } from './analytics/server-events';
import { leadWrite } from '../delivery/store-lead';
import type { LeadDirectory } from '../delivery/lead-directory';
import { loanOfficerCard } from '../../app/domain/lead-receipt';
import { localizeBroker } from '../../app/domain/content/localize-content';
import { labelFormFields } from '../delivery/label-form-fields';
import { stateOfZip } from '../delivery/zip-to-state';
import type { LeadKind } from '../db/schema';
import { validationFailed } from '../forms/validation-failed';
import { DomainError, malformed } from './domain-error';
import { clockOf, type FormWriteDeps } from './service-deps';
import { requireHuman } from './human-check-gate';
import { findReplay, recordIdFor, writeOnce, type StoredRequest } from './idempotency';
import type { PhoneVerificationService } from './phone-verification';
import { readConsent } from './lead-consent';

export const BROKERED_RATE_FORM = 'brokered-rate';
/** The origin /vet-rate/* fixes whatever `from` says. */
export const VETERAN_ORIGIN = 'veteran-life';
const ROUTE = 'recordBrokerLead';

export const brokerLeadMessages = {
  phoneNotVerified: 'Please verify your phone number before submitting.',
} as const;

const phoneNotVerified = () =>
  new DomainError('forbidden', 'phone_not_verified', brokerLeadMessages.phoneNotVerified, { phoneNumber: brokerLeadMessages.phoneNotVerified });

export interface BrokerLeadSubmission {
  body: unknown;
  idempotencyKey: string | undefined;
  userAgent: string | undefined;
  remoteIp: string;
}

/**
 * Records a brokered-rate (or vet-rate) lead: the fields are checked by the form definition's schema
 * (the same rules and messages the page shows), the lead must carry the `verificationId` of a code this
 * server verified for its phone within the last 30 minutes and no other lead used (the client's
 * `phoneVerified` proves nothing; the id is used up by this lead), and the human-check token must pass
 * (it is single-use, so it is spent last, after every other check). The lead is stored, with broker attribution, origin,
 * source, the program page it came from, time zone and appointment, before the answer; a repeated
 * Idempotency-Key gets the first answer.
 */
export function createBrokerLeadService(deps: FormWriteDeps & { verification: PhoneVerificationService; delivery: DeliverySettings; directory: LeadDirectory; writes?: BatchedWrites }) {
  const now = clockOf(deps);
  return {
    async record(submission: BrokerLeadSubmission): Promise<StoredRequest> {
      const body = submission.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw malformed('The lead must be a JSON object.');
      // Where the visitor came from rides beside the form's fields, never among them.
      const { turnstileToken, phoneVerified, verificationId, consent: rawConsent, attribution, analytics, program, language: rawLanguage, ...fields } = body as Record<string, unknown>;
      const language = readLeadLanguage(rawLanguage);
      const replay = await findReplay<StoredRequest>(deps.db, { key: submission.idempotencyKey, route: ROUTE, request: body });
      if (replay) return replay;

      const check = await deps.forms.check(BROKERED_RATE_FORM, fields);
      if (Object.keys(check.errors).length > 0) throw validationFailed(check.form.definition, check.errors);
      const data = check.data as FormValues & { firstName: string; lastName: string; email: string; phoneNumber: string; loanType: string; from?: string };
      // The box's text as the visitor read it: in the language of the page it was ticked on.
      const shown = localizeForm(check.form.definition, languageOfConsent(rawConsent));
      const consent = readConsent(rawConsent, acceptedConsentText(shown, data), now());
      if (!consent.ok) throw new DomainError('invalid', 'validation_failed', 'Some fields are missing or not valid.', consent.fields);
      // The form check has already turned the phone, however it was typed, into its 10 digits.
      const phone = data.phoneNumber;
      const proof = { verificationId, phone };
      // Checked before the human-check token is spent; used (once, for this lead only) in the lead's transaction.
      if (!(await deps.verification.isUsableProof(deps.db, proof))) throw phoneNotVerified();
      await requireHuman(deps.humanCheck, turnstileToken, submission.remoteIp);

      const kind: LeadKind = data.from === VETERAN_ORIGIN ? 'vet-rate' : 'brokered-rate';
      const id = recordIdFor(ROUTE, submission.idempotencyKey);
      // Two leads racing for one verification: only one update matches, the other is refused. A retry of
      // this request (the same key, so the same id) finds it used by itself.
      if (!(await deps.verification.consumeProof(deps.db, { ...proof, leadId: id }))) throw phoneNotVerified();
      const text = (key: string) => (typeof data[key] === 'string' && data[key] !== '' ? (data[key] as string) : null);
      const createdAt = now();
      const { owner, inserts } = await leadWrite(
        {
          facts: {
            id,
            kind,
            createdAt,
            fullName: `${data.firstName} ${data.lastName}`,
            email: data.email.toLowerCase(),
            phone,
            loanType: data.loanType,
            phoneVerified: true,
            answers: labelFormFields(check.form.definition as Parameters<typeof labelFormFields>[0], data),
            origin: [text('from'), text('source')].filter(Boolean).join(' · ') || null,
            definition: { id: check.form.id, hash: check.form.hash },
            consent: consent.record,
            language,
          },
          routable: {
            kind,
            loanType: data.loanType,
            state: text('state') ?? stateOfZip(text('zipCode')),
            brokerFirstName: text('brokerFirstName'),
            brokerLastName: text('brokerLastName'),
            brokerEmail: text('brokerEmail'),
            language,
          },
          payload: { ...data, email: data.email.toLowerCase(), phoneVerifiedClaimed: phoneVerified === true },
          userAgent: submission.userAgent?.slice(0, 500) ?? null,
          attribution: cleanAttribution(attribution),
          program: programKeyOf(program),
        },
        deps.delivery,
        deps.directory,
      );
      const broker = owner.type === 'broker' ? owner.broker.brokerKey : null;
      const events = leadEvents({ at: createdAt, flowId: check.form.id, version: check.form.hash, sessionId: cleanSessionId(analytics), phoneVerified: true, broker });
      if (events.length > 0) inserts.push(analyticsEventsInsert(events));
      const result = { success: true as const, id, loanOfficer: owner.type === 'broker' ? loanOfficerCard(localizeBroker(owner.broker, language)) : null };
      return writeOnce(deps.db, { key: submission.idempotencyKey, route: ROUTE, request: body, send: deps.writes }, { result, inserts });
    },
  };
}

export type BrokerLeadService = ReturnType<typeof createBrokerLeadService>;
