import { cleanAttribution, cleanSessionId, entryPathOf, LEAD_ERROR_CODES, labelAnswers, LOAN_TYPES, programKeyOf, usPhoneDigits, validateLead, type Flow, type FlowVariant, type LoanType } from '../../engine';
import { analyticsEventsInsert } from '../db/repositories/analytics-repository';
import type { BatchedWrites } from '../db/repositories/write-together';
import { leadEvents } from './analytics/server-events';
import type { DeliverySettings } from '../delivery/delivery-settings';
import { leadWrite } from '../delivery/store-lead';
import type { LeadDirectory } from '../delivery/lead-directory';
import { loanOfficerCard, type LeadReceipt } from '../../app/domain/lead-receipt';
import { localizeBroker } from '../../app/domain/content/localize-content';
import { stateOfZip } from '../delivery/zip-to-state';
import { clockOf, type WriteDeps } from './service-deps';
import type { LeadKind } from '../db/schema';
import type { FlowStore } from '../definitions/flow-definitions';
import type { LoadedDefinition } from '../definitions/definition-store';
import type { LiveExperiments } from './experiments/live-experiments';
import { DomainError, malformed } from './domain-error';
import type { Logger } from '../server/logger';
import { recordIdFor, writeOnce } from './idempotency';
import { consentTextIn, languageOfConsent } from './consent-text';
import { readConsent } from './lead-consent';
import type { PhoneVerificationService } from './phone-verification';
import { truncateText } from './truncate-text';
import { readLeadLanguage } from './lead-language';

export type FunnelVariant = FlowVariant;

export interface QuoteLeadSubmission {
  variant: FunnelVariant;
  body: unknown;
  idempotencyKey: string | undefined;
  userAgent: string | undefined;
}

export type QuoteLeadAnswer = LeadReceipt;

const DEFAULT_LOAN_TYPE: Record<FunnelVariant, LoanType> = { questionnaire: 'purchase', vetlife: 'cashOut' };
const ROUTE: Record<FunnelVariant, string> = { questionnaire: 'recordQuoteLead', vetlife: 'recordWebLead/VetLife' };
const KIND: Record<FunnelVariant, LeadKind> = { questionnaire: 'quote', vetlife: 'vetlife' };

export const OUTDATED_VERSION_MESSAGE = 'This questionnaire has changed since it was answered: please answer the current version.';

/**
 * Records a funnel lead. The answers are checked by the engine against the flow version the visitor
 * answered (`definitionVersion`, kept by hash for good) so a staff edit never refuses a visitor who
 * started before it; a version this server never served is refused (422 `definition_outdated`: the
 * browser then moves the visitor to the current version with the answers that still apply). Unknown
 * keys, invalid values, answers no path can produce and a missing consent record are a 422 naming them,
 * logged with the flow, its version and the field names (never values). `phoneVerified` is stored true
 * only when the lead carries the `verificationId` of a code this server verified for that phone within the
 * last 30 minutes and no other lead used; the lead uses it up. Without one the lead is stored unverified.
 */
export function createQuoteLeadService(deps: WriteDeps & { flows: FlowStore; experiments: LiveExperiments; verification: PhoneVerificationService; delivery: DeliverySettings; directory: LeadDirectory; logger: Logger; writes?: BatchedWrites }) {
  const now = clockOf(deps);

  /** The version the visitor answered (or the current one when the lead names none). */
  async function flowFor(entryPath: string, version: unknown): Promise<LoadedDefinition<Flow> | null> {
    if (typeof version === 'string' && version !== '') {
      const pinned = await deps.flows.byHash(version);
      return pinned && pinned.id === entryPath ? pinned : null;
    }
    const current = await deps.flows.get(entryPath);
    if (!current) throw new DomainError('unavailable', 'service_unavailable', 'The service is temporarily unavailable. Please try again shortly.');
    return current;
  }

  function refused(entryPath: string, version: unknown, error: DomainError): DomainError {
    const hash = typeof version === 'string' ? truncateText(version, 100) : null;
    deps.logger.warn({ flowId: entryPath, definitionVersion: hash, code: error.code, fields: Object.keys(error.fields ?? {}) }, 'lead refused');
    return error;
  }

  return {
    async record(submission: QuoteLeadSubmission): Promise<QuoteLeadAnswer> {
      const body = submission.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw malformed('The lead must be a JSON object.');
      const record = body as Record<string, unknown>;
      const loanType = (record.loanType ?? DEFAULT_LOAN_TYPE[submission.variant]) as LoanType;
      if (!LOAN_TYPES.includes(loanType)) {
        throw validationFailed({ loanType: `must be one of ${LOAN_TYPES.join(', ')}` });
      }
      const language = readLeadLanguage(record.language);
      const entryPath = entryPathOf(submission.variant, loanType);
      const loaded = await flowFor(entryPath, record.definitionVersion);
      if (!loaded) {
        throw refused(entryPath, record.definitionVersion, new DomainError('invalid', LEAD_ERROR_CODES.outdated, OUTDATED_VERSION_MESSAGE, { definitionVersion: OUTDATED_VERSION_MESSAGE }));
      }

      const report = validateLead(loaded.definition, { ...record, loanType });
      // The statement as the visitor read it: in the language of the page it was accepted on.
      const consent = readConsent(record.consent, consentTextIn(loaded.definition, languageOfConsent(record.consent)), now());
      if (!report.ok || !consent.ok) {
        const fields = Object.fromEntries(report.problems.map((problem) => [problem.key || 'body', problem.message]));
        if (!report.ok && !report.completed && Object.keys(fields).length === 0) fields.answers = 'The answers do not complete the questionnaire.';
        throw refused(entryPath, loaded.hash, validationFailed({ ...fields, ...(consent.ok ? {} : consent.fields) }));
      }
      const answers = report.answers;
      const contact = report.contactInfo;
      // The contact check applies the one phone rule: a contact it accepted always has its ten digits.
      const phone = usPhoneDigits(contact.phoneNumber)!;

      // The variant the visit claims, when the experiment confirms it (counted only with the server's signed
      // assignment, once per assignment): never a reason to refuse a lead.
      const analytics = record.analytics && typeof record.analytics === 'object' ? (record.analytics as Record<string, unknown>) : {};
      const assignment = await deps.experiments.confirm(entryPath, loaded.hash, analytics.experiment);

      const route = ROUTE[submission.variant];
      const id = recordIdFor(route, submission.idempotencyKey);
      // Verified only by a verification of this phone that no other lead has used (it is used up here, by
      // this lead's id: a retry of the same request finds it used by itself).
      const phoneVerified = await deps.verification.consumeProof(deps.db, { verificationId: record.verificationId, phone, leadId: id });
      const createdAt = now();
      const { owner, inserts } = await leadWrite(
        {
          facts: {
            id,
            kind: KIND[submission.variant],
            createdAt,
            fullName: contact.fullName.trim(),
            email: contact.email.trim().toLowerCase(),
            phone,
            loanType,
            phoneVerified,
            answers: labelAnswers(loaded.definition, answers),
            origin: submission.variant === 'vetlife' ? 'VetLife' : null,
            definition: { id: entryPath, hash: loaded.hash },
            consent: consent.record,
            language,
          },
          routable: { kind: KIND[submission.variant], loanType, state: stateOfZip(answers.zipCode), language },
          payload: {
            contactInfo: contact,
            loanType,
            answers,
            timestamp: typeof record.timestamp === 'string' ? truncateText(record.timestamp, 40) : null,
            userAgent: typeof record.userAgent === 'string' ? truncateText(record.userAgent, 500) : null,
            phoneVerifiedClaimed: record.phoneVerified === true,
          },
          userAgent: submission.userAgent?.slice(0, 500) ?? null,
          attribution: cleanAttribution(record.attribution),
          program: programKeyOf(record.program),
        },
        deps.delivery,
        deps.directory,
      );
      const events = leadEvents({ at: createdAt, flowId: entryPath, version: loaded.hash, sessionId: cleanSessionId(record.analytics), phoneVerified, assignment });
      if (events.length > 0) inserts.push(analyticsEventsInsert(events));
      const result = { id, phoneVerified, loanOfficer: owner.type === 'broker' ? loanOfficerCard(localizeBroker(owner.broker, language)) : null };
      return writeOnce(deps.db, { key: submission.idempotencyKey, route, request: body, send: deps.writes }, { result, inserts });
    },
  };
}

export type QuoteLeadService = ReturnType<typeof createQuoteLeadService>;

function validationFailed(fields: Record<string, string>): DomainError {
  return new DomainError('invalid', 'validation_failed', 'Some answers are missing or not valid.', fields);
}
