/**
 * `npm run privacy:purge`: runs the retention purge now (the server also runs it every 6 hours): deletes
 * leads older than LEAD_RETENTION_DAYS, hiring applications with their resumes older than
 * APPLICATION_RETENTION_DAYS, and verifications, texted codes, idempotency answers and sent deliveries
 * older than OPERATIONAL_RETENTION_DAYS; expires removal requests left unconfirmed for 7 days (their personal
 * data becomes one-way hashes, nothing is erased for them). Uses DATABASE_URL when set, else the embedded database in
 * DATA_DIR (stop the server first: the directory is locked).
 */
import { readServerConfig } from '../config/server-config';
import { withDatabase } from './with-database';
import { resumesFolder } from '../composition/providers';
import { createRetentionService } from '../services/retention-service';
import { createUploadStorage } from '../services/upload-storage';

const config = readServerConfig();
await withDatabase(config, async (database) => {
  const service = createRetentionService({ db: database.db, storage: createUploadStorage(resumesFolder(config)), policy: config.retention });
  const report = await service.purgeExpired();
  const { leadDays, applicationDays, operationalDays } = config.retention;
  console.log(
    report.ran
      ? `Purged ${report.leads} leads older than ${leadDays} days, ${report.applications} hiring applications (and their resume files) older than ${applicationDays} days, ` +
          `${report.deliveries} deliveries, and ${report.phoneVerifications} phone verifications, ${report.smsOutbox} texted codes and ${report.idempotencyRecords} idempotency records older than ${operationalDays} days; ` +
          `expired ${report.expiredRemovalRequests} removal requests left unconfirmed for 7 days.`
      : 'Another process is purging right now; nothing done.',
  );
});
