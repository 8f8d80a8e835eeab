import { createHmac } from 'node:crypto';
import type { Executor } from '../db/database';
import { deleteApplications, findApplicationsOfPerson } from '../db/repositories/application-repository';
import { deleteLeads, findLeadIdsOfPerson } from '../db/repositories/lead-repository';
import {
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
import { getOrCreateSecret } from '../db/repositories/secret-repository';
import type { UploadStorage } from './upload-storage';

/** What one request's erasure removed: counts and ids, no personal data (also the audit row's `removed`). */
export interface ErasureRecord {
  removalRequestId: string;
  leads: { count: number; ids: string[] };
  applications: { count: number; ids: string[]; resumeFiles: number };
  phoneVerifications: { count: number; ids: string[] };
  smsOutbox: { count: number; ids: number[] };
  /**
   * Deliveries (e-mail, webhook) of the removed leads and applications and of the request's own notice to
   * the privacy inbox, sent or pending: nothing goes out after, and no copy of the person's details stays.
   */
  deliveries: { count: number };
}

const HASH_SECRET = 'erasure-hash';

/**
 * Carries out the open information-removal requests: for each, in one transaction, every lead and hiring
 * application (with its resume file) whose e-mail or phone is the request's, and every phone verification
 * and outbox message of that phone, is deleted; an audit row records what went (counts and ids); the
 * request is marked processed and its name, e-mail and phone are replaced by keyed one-way hashes, so no
 * personal data remains. Resume files are removed before the rows commit: if the transaction fails, the
 * request stays open and the next run finishes it. Running it again changes nothing.
 */
export function createErasureService(deps: { db: Executor; storage: UploadStorage; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async processOpenRequests(): Promise<ErasureRecord[]> {
      const secret = await getOrCreateSecret(deps.db, HASH_SECRET);
      const hash = (value: string) => `hmac-sha256:${createHmac('sha256', secret).update(value).digest('hex')}`;
      const records: ErasureRecord[] = [];
      for (const open of await openRemovalRequests(deps.db)) {
        const record = await deps.db.transaction(async (tx) => {
          const request = await lockOpenRemovalRequest(tx, open.id);
          if (!request) return null;
          const person = { email: request.email.toLowerCase(), phone: request.phone };
          const leadIds = await findLeadIdsOfPerson(tx, person);
          const applications = await findApplicationsOfPerson(tx, person);
          const verificationIds = await findVerificationIdsOfPhone(tx, person.phone);
          const outboxIds = await findOutboxIdsOfPhone(tx, person.phone);
          for (const application of applications) await deps.storage.remove(application.resumeFile);
          await deleteLeads(tx, leadIds);
          await deleteApplications(tx, applications.map((application) => application.id));
          await deleteVerifications(tx, verificationIds);
          await deleteOutboxMessages(tx, outboxIds);
          const deliveries =
            (await deleteDeliveriesFor(tx, 'lead', leadIds)) +
            (await deleteDeliveriesFor(tx, 'application', applications.map((application) => application.id))) +
            (await deleteDeliveriesFor(tx, 'removal', [request.id]));
          const erased: ErasureRecord = {
            removalRequestId: request.id,
            leads: { count: leadIds.length, ids: leadIds },
            applications: { count: applications.length, ids: applications.map((application) => application.id), resumeFiles: applications.length },
            phoneVerifications: { count: verificationIds.length, ids: verificationIds },
            smsOutbox: { count: outboxIds.length, ids: outboxIds },
            deliveries: { count: deliveries },
          };
          const at = now();
          const { removalRequestId: _id, ...removed } = erased;
          await insertErasureAudit(tx, { removalRequestId: request.id, processedAt: at, removed });
          await markRemovalProcessed(tx, request.id, { name: hash(request.name), email: hash(person.email), phone: hash(person.phone) }, at);
          return erased;
        });
        if (record) records.push(record);
      }
      return records;
    },
  };
}

export type ErasureService = ReturnType<typeof createErasureService>;
