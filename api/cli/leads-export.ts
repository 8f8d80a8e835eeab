/**
 * `npm run leads:export -- --since 2026-01-01 --format csv|jsonl [--out FILE]`: every lead received since
 * the date, with its answers in labelled columns, to stdout or FILE. Cells are safe to open in a
 * spreadsheet (no formula runs).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readServerConfig } from '../config/server-config';
import { openConfiguredDatabase } from '../server/start-server';
import { createLogger } from '../server/logger';
import { exportLeads } from '../services/export-leads';

const { values } = parseArgs({ options: { since: { type: 'string' }, format: { type: 'string', default: 'csv' }, out: { type: 'string' } } });
const since = values.since ? new Date(`${values.since}T00:00:00Z`) : null;
if (!since || Number.isNaN(since.getTime()) || !['csv', 'jsonl'].includes(values.format!)) {
  console.error('Usage: npm run leads:export -- --since YYYY-MM-DD --format csv|jsonl [--out FILE]');
  process.exit(2);
}

const database = await openConfiguredDatabase(readServerConfig(), createLogger('warn'));
try {
  const { count, output } = await exportLeads(database.db, since, values.format as 'csv' | 'jsonl');
  if (values.out) {
    writeFileSync(values.out, output);
    console.error(`${count} leads written to ${values.out}`);
  } else process.stdout.write(output);
} finally {
  await database.close();
}
