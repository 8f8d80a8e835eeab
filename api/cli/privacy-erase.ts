/**
 * `npm run privacy:erase`: carries out every open information-removal request (POST /api/requestRemoval),
 * one whose requester proved their e-mail (the e-mailed link) or phone (the texted code): deletes the
 * leads and hiring applications matching what was proved, with their resume files once no other
 * application uses them, and for a proved phone its verifications and outbox messages; records an audit
 * row per request (counts, ids and which identifiers were proved, no personal data) and marks the request
 * processed with its personal data replaced by one-way hashes. Unconfirmed requests erase nothing (the
 * retention purge expires them after 7 days); the output says how many are waiting. Safe to run again:
 * processed requests are left alone. Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the
 * server first: the directory is locked).
 */
import { readServerConfig } from '../config/server-config';
import { withDatabase } from './with-database';
import { resumesFolder } from '../composition/providers';
import { createErasureService } from '../services/erasure-service';
import { createUploadStorage } from '../services/upload-storage';

const config = readServerConfig();
await withDatabase(config, async (database) => {
  const erasure = createErasureService({ db: database.db, storage: createUploadStorage(resumesFolder(config)) });
  const records = await erasure.processOpenRequests();
  const waiting = await erasure.unconfirmedWaiting();
  const total = (pick: (record: (typeof records)[number]) => number) => records.reduce((sum, record) => sum + pick(record), 0);
  console.log(
    records.length === 0
      ? 'No open removal requests.'
      : `Processed ${records.length} removal request${records.length === 1 ? '' : 's'}: removed ${total((r) => r.leads.count)} leads, ` +
          `${total((r) => r.applications.count)} hiring applications (and ${total((r) => r.applications.resumeFiles)} resume files no other application uses), ` +
          `${total((r) => r.phoneVerifications.count)} phone verifications and ${total((r) => r.smsOutbox.count)} outbox messages.`,
  );
  for (const record of records) {
    const { leads, applications, phoneVerifications, smsOutbox } = record;
    console.log(`  ${record.removalRequestId}: ${JSON.stringify({ confirmed: record.confirmed, leads: leads.count, applications: applications.count, resumeFiles: applications.resumeFiles, phoneVerifications: phoneVerifications.count, smsOutbox: smsOutbox.count })}`);
  }
  console.log(
    waiting === 0
      ? 'No unconfirmed removal requests are waiting.'
      : `${waiting} unconfirmed removal request${waiting === 1 ? ' is' : 's are'} waiting for the requester to confirm (nothing is erased for ${waiting === 1 ? 'it' : 'them'}; unconfirmed requests expire 7 days after they were made).`,
  );
});
