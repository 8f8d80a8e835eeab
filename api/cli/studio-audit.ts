/**
 * `npm run studio:audit [-- --limit N]`: prints the studio's audit log, newest first: when, who, what, the
 * definition and the version hashes it moved between, and the change's summary.
 */
import { parseArgs } from 'node:util';
import { readServerConfig } from '../config/server-config';
import { listAudit } from '../db/repositories/audit-repository';
import { withDatabase } from './with-database';

const { values } = parseArgs({ options: { limit: { type: 'string', default: '100' } } });
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) {
  console.error('Usage: npm run studio:audit [-- --limit N]   (N from 1 to 100000)');
  process.exit(2);
}

const short = (hash: string | null | undefined) => (hash ? hash.slice(7, 19) : '-');

await withDatabase(readServerConfig(), async (database) => {
  const rows = await listAudit(database.db, { limit });
  if (rows.length === 0) console.log('The audit log is empty.');
  for (const row of rows) {
    const versions = row.fromHash || row.toHash ? ` ${short(row.fromHash)} -> ${short(row.toHash)}` : '';
    console.log(`${row.at.toISOString()}  ${row.actor.padEnd(32)} ${row.action.padEnd(17)} ${(row.definitionId ?? '').padEnd(18)}${versions}  ${JSON.stringify(row.summary)}`);
  }
});
