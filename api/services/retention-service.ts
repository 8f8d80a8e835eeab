import type { Executor } from '../db/database';
import { purgeAnalyticsEvents, rollUpAnalyticsDays } from '../db/repositories/analytics-repository';
import { deleteApplications, resumeFilesInUse } from '../db/repositories/application-repository';
import { deleteLeads } from '../db/repositories/lead-repository';
import { deleteDeliveriesFor } from '../db/repositories/outbox-repository';
import { deleteExpired, deleteOperationalBefore, oldestApplications, oldestLeadIds, tryRetentionLock } from '../db/repositories/retention-repository';
import { expireLapsedRemovalRequests } from './retention-removals';
import type { UploadStorage } from './upload-storage';
import { clockOf, type WriteDeps } from './service-deps';

/** How long each kind of record is kept (README, "Operating the site"). */
export interface RetentionPolicy {
  leadDays: number;
  applicationDays: number;
  operationalDays: number;
  /** Raw analytics events; their daily counts are kept. */
  analyticsEventDays: number;
}

export interface PurgeReport {
  /** False when another process was purging at the same moment (it does the work). */
  ran: boolean;
  leads: number;
  applications: number;
  resumeFiles: number;
  /** Deliveries of purged leads and applications, whatever their state, and sent ones past the operational period. */
  deliveries: number;
  phoneVerifications: number;
  smsOutbox: number;
  idempotencyRecords: number;
  expiredCounters: number;
  /** Removal requests left unconfirmed past their time: marked expired, their personal data hashed. */
  expiredRemovalRequests: number;
  /** Days of analytics added up into daily counts, and raw events deleted past their period. */
  analyticsDaysRolledUp: number;
  analyticsEvents: number;
}

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 500;

const emptyReport = (ran: boolean): PurgeReport => ({
  ran,
  leads: 0,
  applications: 0,
  resumeFiles: 0,
  deliveries: 0,
  phoneVerifications: 0,
  smsOutbox: 0,
  idempotencyRecords: 0,
  expiredCounters: 0,
  expiredRemovalRequests: 0,
  analyticsDaysRolledUp: 0,
  analyticsEvents: 0,
});

/**
 * Deletes what is past its retention period: leads (with their deliveries), hiring applications (with
 * their resume files and deliveries), and the short-lived operational records; expires the removal
 * requests nobody confirmed in time (retention-removals.ts); adds up analytics into daily counts and deletes
 * raw events past their period. Works in batches, each its
 * own transaction under a database lock, so a large backlog never holds one long transaction and two
 * processes never purge at once. Resume files go before their rows commit: a failed batch leaves rows
 * whose files are gone, which the next pass deletes.
 */
export function createRetentionService(deps: WriteDeps & { storage: UploadStorage; policy: RetentionPolicy }) {
  const now = clockOf(deps);
  const before = (days: number) => new Date(now().getTime() - days * DAY_MS);

  /** Runs `work` in a transaction holding the retention lock; null when another process holds it. */
  const locked = <T>(work: (tx: Executor) => Promise<T>) =>
    deps.db.transaction(async (tx) => ((await tryRetentionLock(tx)) ? work(tx) : null));

  /**
   * Runs `batch` (which answers whether it was the last) in locked transactions until it is done: false
   * when another process took the lock meanwhile.
   */
  const inBatches = async (batch: (tx: Executor) => Promise<boolean>): Promise<boolean> => {
    for (;;) {
      const done = await locked(batch);
      if (done === null) return false;
      if (done) return true;
    }
  };

  return {
    async purgeExpired(): Promise<PurgeReport> {
      const report = emptyReport(true);
      const leadsDone = await inBatches(async (tx) => {
        const ids = await oldestLeadIds(tx, before(deps.policy.leadDays), BATCH);
        report.deliveries += await deleteDeliveriesFor(tx, 'lead', ids);
        await deleteLeads(tx, ids);
        report.leads += ids.length;
        return ids.length < BATCH;
      });
      if (!leadsDone) return emptyReport(false);
      const applicationsDone = await inBatches(async (tx) => {
        const applications = await oldestApplications(tx, before(deps.policy.applicationDays), BATCH);
        const ids = applications.map((application) => application.id);
        report.deliveries += await deleteDeliveriesFor(tx, 'application', ids);
        await deleteApplications(tx, ids);
        // Identical uploads share one file: it goes with the last application that uses it.
        const files = [...new Set(applications.map((application) => application.resumeFile))];
        const stillUsed = await resumeFilesInUse(tx, files);
        for (const file of files) if (!stillUsed.has(file)) await deps.storage.remove(file);
        report.applications += ids.length;
        report.resumeFiles += files.filter((file) => !stillUsed.has(file)).length;
        return ids.length < BATCH;
      });
      if (!applicationsDone) return emptyReport(false);
      const removalsDone = await inBatches(async (tx) => {
        const lapsed = await expireLapsedRemovalRequests(tx, now(), BATCH);
        report.expiredRemovalRequests += lapsed.expired;
        report.deliveries += lapsed.deliveries;
        return lapsed.examined < BATCH;
      });
      if (!removalsDone) return emptyReport(false);
      const rest = await locked(async (tx) => ({
        operational: await deleteOperationalBefore(tx, before(deps.policy.operationalDays)),
        expired: await deleteExpired(tx, now()),
        // Days are added up before any of their events can go.
        rolledUp: await rollUpAnalyticsDays(tx, now().toISOString().slice(0, 10)),
        analyticsEvents: await purgeAnalyticsEvents(tx, before(deps.policy.analyticsEventDays)),
      }));
      if (rest === null) return emptyReport(false);
      report.phoneVerifications = rest.operational.phoneVerifications;
      report.smsOutbox = rest.operational.smsOutbox;
      report.idempotencyRecords = rest.operational.idempotencyRecords;
      report.deliveries += rest.operational.deliveredItems;
      report.expiredCounters = rest.expired;
      report.analyticsDaysRolledUp = rest.rolledUp;
      report.analyticsEvents = rest.analyticsEvents;
      return report;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
