/**
 * `npm run privacy:erase`: carries out every open information-removal request (POST /api/requestRemoval):
 * deletes the person's leads, hiring applications with their resume files, phone verifications and
 * outbox messages, records an audit row per request (counts and ids, no personal data) and marks the
 * request processed with its personal data replaced by one-way hashes. Safe to run again: processed
 * requests are left alone. Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the
 * server first: the directory is locked).
 */
import { readServerConfig } from '../config/server-config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { resumesFolder } from '../forms/form-feature';
import { openConfiguredDatabase } from '../server/start-server';
import { createLogger } from '../server/logger';
import { createErasureService } from '../services/erasure-service';
import { createUploadStorage } from '../services/upload-storage';

const config = readServerConfig();
const logger = createLogger('warn');
try {
  const database = await openConfiguredDatabase(config, logger);
  try {
    const records = await createErasureService({ db: database.db, storage: createUploadStorage(resumesFolder(config)) }).processOpenRequests();
    const total = (pick: (record: (typeof records)[number]) => number) => records.reduce((sum, record) => sum + pick(record), 0);
    console.log(
      records.length === 0
        ? 'No open removal requests.'
        : `Processed ${records.length} removal request${records.length === 1 ? '' : 's'}: removed ${total((r) => r.leads.count)} leads, ` +
            `${total((r) => r.applications.count)} hiring applications (and their resume files), ` +
            `${total((r) => r.phoneVerifications.count)} phone verifications and ${total((r) => r.smsOutbox.count)} outbox messages.`,
    );
    for (const record of records) console.log(`  ${record.removalRequestId}: ${JSON.stringify({ leads: record.leads.count, applications: record.applications.count, phoneVerifications: record.phoneVerifications.count, smsOutbox: record.smsOutbox.count })}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
