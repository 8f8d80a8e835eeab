import { deleteApplications, findApplicationsOfPerson, resumeFilesInUse } from '../db/repositories/application-repository';
import { deleteLeads, findLeadIdsOfPerson } from '../db/repositories/lead-repository';
import {
  countUnconfirmedRemovalRequests,
  deleteOutboxMessages,
  deleteVerifications,
  findOutboxIdsOfPhone,
  findVerificationIdsOfPhone,
  insertErasureAudit,
  lockOpenRemovalRequest,
  markRemovalProcessed,
  openRemovalRequests,
} from '../db/repositories/removal-repository';
import { deleteDeliveriesFor } from '../db/repositories/outbox-repository';
import { personalDataHasher } from './removal-hashes';
import type { UploadStorage } from './upload-storage';
import { clockOf, type WriteDeps } from './service-deps';

/** What one request's erasure removed: counts and ids, no personal data (also the audit row's `removed`). */
export interface ErasureRecord {
  removalRequestId: string;
  /** The identifiers the requester proved: only records matching these were erased. */
  confirmed: { email: boolean; phone: boolean };
  leads: { count: number; ids: string[] };
  /** `resumeFiles` counts the files removed: a file another application still uses stays. */
  applications: { count: number; ids: string[]; resumeFiles: number };
  phoneVerifications: { count: number; ids: string[] };
  smsOutbox: { count: number; ids: number[] };
  /**
   * Deliveries (e-mail, webhook) of the removed leads and applications and of the request's own e-mails
   * (the link to the requester, the notices to the privacy inbox), sent or pending: nothing goes out after,
   * and no copy of the person's details stays.
   */
  deliveries: { count: number };
}

/**
 * Carries out the open information-removal requests, those whose requester proved at least one
 * identifier. For each, in one transaction: every lead and hiring application whose e-mail is the
 * request's confirmed e-mail, or whose phone is its confirmed phone, is deleted (an identifier that was
 * not proved erases nothing), and for a confirmed phone its verifications and texted messages too; a
 * resume file goes once no remaining application uses it. An audit row records what went (counts and ids)
 * and which identifiers were proved; the request is marked processed and its name, e-mail and phone are
 * replaced by keyed one-way hashes. Resume files are removed before the rows commit: if the transaction
 * fails, the request stays open and the next run finishes it. Running it again changes nothing.
 * Unconfirmed requests are left alone: the retention purge expires them.
 */
export function createErasureService(deps: WriteDeps & { storage: UploadStorage }) {
  const now = clockOf(deps);
  return {
    async processOpenRequests(): Promise<ErasureRecord[]> {
      const hash = await personalDataHasher(deps.db);
      const records: ErasureRecord[] = [];
      for (const open of await openRemovalRequests(deps.db)) {
        const record = await deps.db.transaction(async (tx) => {
          const request = await lockOpenRemovalRequest(tx, open.id);
          if (!request) return null;
          const confirmed = { email: request.emailConfirmedAt !== null, phone: request.phoneConfirmedAt !== null };
          const proved = { email: confirmed.email ? request.email.toLowerCase() : null, phone: confirmed.phone ? request.phone : null };
          const leadIds = await findLeadIdsOfPerson(tx, proved);
          const applications = await findApplicationsOfPerson(tx, proved);
          const applicationIds = applications.map((application) => application.id);
          const verificationIds = proved.phone === null ? [] : await findVerificationIdsOfPhone(tx, proved.phone);
          const outboxIds = proved.phone === null ? [] : await findOutboxIdsOfPhone(tx, proved.phone);
          await deleteLeads(tx, leadIds);
          await deleteApplications(tx, applicationIds);
          const files = [...new Set(applications.map((application) => application.resumeFile))];
          const stillUsed = await resumeFilesInUse(tx, files);
          const unused = files.filter((file) => !stillUsed.has(file));
          for (const file of unused) await deps.storage.remove(file);
          await deleteVerifications(tx, verificationIds);
          await deleteOutboxMessages(tx, outboxIds);
          const deliveries =
            (await deleteDeliveriesFor(tx, 'lead', leadIds)) +
            (await deleteDeliveriesFor(tx, 'application', applicationIds)) +
            (await deleteDeliveriesFor(tx, 'removal', [request.id]));
          const erased: ErasureRecord = {
            removalRequestId: request.id,
            confirmed,
            leads: { count: leadIds.length, ids: leadIds },
            applications: { count: applications.length, ids: applicationIds, resumeFiles: unused.length },
            phoneVerifications: { count: verificationIds.length, ids: verificationIds },
            smsOutbox: { count: outboxIds.length, ids: outboxIds },
            deliveries: { count: deliveries },
          };
          const at = now();
          const { removalRequestId: _id, confirmed: _confirmed, ...removed } = erased;
          await insertErasureAudit(tx, { removalRequestId: request.id, processedAt: at, removed, confirmed });
          await markRemovalProcessed(tx, request.id, { name: hash(request.name), email: hash(request.email.toLowerCase()), phone: hash(request.phone) }, at);
          return erased;
        });
        if (record) records.push(record);
      }
      return records;
    },

    /** Requests still waiting for their requester to prove an identifier (nothing is erased for them). */
    async unconfirmedWaiting(): Promise<number> {
      return countUnconfirmedRemovalRequests(deps.db);
    },
  };
}

export type ErasureService = ReturnType<typeof createErasureService>;
