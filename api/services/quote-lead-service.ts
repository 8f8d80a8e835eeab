import { randomUUID } from 'node:crypto';
import { labelAnswers, LOAN_TYPES, validateContact, validateLead, type Flow, type LoanType } from '../../engine';
import type { DeliverySettings } from '../delivery/delivery-settings';
import { enqueueLeadDelivery } from '../delivery/enqueue-lead-delivery';
import { stateOfZip } from '../delivery/zip-to-state';
import type { Executor } from '../db/database';
import { insertLead } from '../db/repositories/lead-repository';
import type { LeadKind } from '../db/schema';
import type { FlowStore } from '../definitions/flow-definitions';
import type { LoadedDefinition } from '../definitions/definition-store';
import { ApiError, badRequest, serviceUnavailable } from '../http/api-error';
import { runIdempotent, type WriteAnswer } from './idempotency';
import type { PhoneVerificationService } from './phone-verification';
import { truncateText } from './truncate-text';
import { normalizeUsPhone } from './us-phone';

export type FunnelVariant = 'questionnaire' | 'vetlife';

export interface QuoteLeadSubmission {
  variant: FunnelVariant;
  body: unknown;
  idempotencyKey: string | undefined;
  userAgent: string | undefined;
}

export interface QuoteLeadAnswer {
  id: string;
  phoneVerified: boolean;
}

const DEFAULT_LOAN_TYPE: Record<FunnelVariant, LoanType> = { questionnaire: 'purchase', vetlife: 'cashOut' };
const ROUTE: Record<FunnelVariant, string> = { questionnaire: 'recordQuoteLead', vetlife: 'recordWebLead/VetLife' };
const KIND: Record<FunnelVariant, LeadKind> = { questionnaire: 'quote', vetlife: 'vetlife' };

export function entryPathOf(variant: FunnelVariant, loanType: LoanType): string {
  return variant === 'vetlife' ? `vetlife-${loanType}` : loanType;
}

/**
 * Records a funnel lead (funnels.md §3 payload). The answers are checked by the engine against the flow
 * version the visitor answered (`definitionVersion`, kept by hash for good) so a staff edit never refuses
 * a visitor who started before it; a version the server never served is stored flagged for review. Unknown
 * keys, invalid values and answers no path can produce are a 422 naming them. `phoneVerified` is stored
 * true only when the server itself holds a fresh verification of that phone.
 */
export function createQuoteLeadService(deps: {
  db: Executor;
  flows: FlowStore;
  verification: PhoneVerificationService;
  delivery: DeliverySettings;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function flowFor(entryPath: string, version: unknown): Promise<{ loaded: LoadedDefinition<Flow> | null; unknownVersion: boolean }> {
    if (typeof version === 'string' && version !== '') {
      const pinned = await deps.flows.byHash(version);
      if (pinned && pinned.id === entryPath) return { loaded: pinned, unknownVersion: false };
      return { loaded: null, unknownVersion: true };
    }
    const current = await deps.flows.get(entryPath);
    if (!current) throw serviceUnavailable();
    return { loaded: current, unknownVersion: false };
  }

  return {
    async record(submission: QuoteLeadSubmission): Promise<WriteAnswer<QuoteLeadAnswer>> {
      const body = submission.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The lead must be a JSON object.');
      const record = body as Record<string, unknown>;
      const loanType = (record.loanType ?? DEFAULT_LOAN_TYPE[submission.variant]) as LoanType;
      if (!LOAN_TYPES.includes(loanType)) {
        throw validationFailed({ loanType: `must be one of ${LOAN_TYPES.join(', ')}` });
      }
      const entryPath = entryPathOf(submission.variant, loanType);
      const { loaded, unknownVersion } = await flowFor(entryPath, record.definitionVersion);

      let answers: unknown = record.answers;
      let contact: { fullName: string; email: string; phoneNumber: string };
      if (loaded) {
        const report = validateLead(loaded.definition, { ...record, loanType });
        if (!report.ok) {
          const fields = Object.fromEntries(report.problems.map((problem) => [problem.key || 'body', problem.message]));
          if (!report.completed && Object.keys(fields).length === 0) fields.answers = 'The answers do not complete the questionnaire.';
          throw validationFailed(fields);
        }
        answers = report.answers;
        contact = report.contactInfo;
      } else {
        const checked = validateContact(record.contactInfo);
        if (!checked.ok) {
          throw validationFailed(Object.fromEntries(Object.entries(checked.errors).map(([field, message]) => [`contactInfo.${field}`, message as string])));
        }
        if (!answers || typeof answers !== 'object' || Array.isArray(answers)) throw validationFailed({ answers: 'must be an object' });
        contact = checked.value;
      }

      const phone = normalizeUsPhone(contact.phoneNumber);
      if (!phone) throw validationFailed({ 'contactInfo.phoneNumber': 'Enter a valid US phone number.' });
      const phoneVerified = await deps.verification.isFreshlyVerified(phone);

      return runIdempotent(deps.db, { key: submission.idempotencyKey, route: ROUTE[submission.variant], request: body }, async (tx) => {
        const id = randomUUID();
        const createdAt = now();
        await insertLead(tx, {
          id,
          kind: KIND[submission.variant],
          createdAt,
          fullName: contact.fullName.trim(),
          email: contact.email.trim().toLowerCase(),
          phone,
          loanType,
          phoneVerified,
          definitionId: entryPath,
          definitionHash: loaded?.hash ?? (typeof record.definitionVersion === 'string' ? truncateText(record.definitionVersion, 100) : null),
          needsReview: unknownVersion,
          reviewReason: unknownVersion ? 'The lead names a definition version this server never served.' : null,
          userAgent: submission.userAgent?.slice(0, 500) ?? null,
          payload: {
            contactInfo: contact,
            loanType,
            answers,
            timestamp: typeof record.timestamp === 'string' ? truncateText(record.timestamp, 40) : null,
            userAgent: typeof record.userAgent === 'string' ? truncateText(record.userAgent, 500) : null,
            phoneVerifiedClaimed: record.phoneVerified === true,
          },
        });
        const answerRecord = (answers ?? {}) as Record<string, unknown>;
        await enqueueLeadDelivery(
          tx,
          {
            id,
            kind: KIND[submission.variant],
            createdAt,
            fullName: contact.fullName.trim(),
            email: contact.email.trim().toLowerCase(),
            phone,
            loanType,
            phoneVerified,
            answers: loaded
              ? labelAnswers(loaded.definition, answerRecord)
              : Object.entries(answerRecord).map(([key, value]) => ({ key, question: key, answer: JSON.stringify(value) })),
            origin: submission.variant === 'vetlife' ? 'VetLife' : null,
            definition: { id: entryPath, hash: loaded?.hash ?? null },
          },
          { kind: KIND[submission.variant], loanType, state: stateOfZip(answerRecord.zipCode) },
          deps.delivery,
        );
        return { status: 201, body: { id, phoneVerified } };
      });
    },
  };
}

export type QuoteLeadService = ReturnType<typeof createQuoteLeadService>;

function validationFailed(fields: Record<string, string>): ApiError {
  return new ApiError(422, 'validation_failed', 'Some answers are missing or not valid.', fields);
}
