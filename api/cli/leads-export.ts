/**
 * `npm run leads:export -- --since 2026-01-01 --format csv|jsonl [--out FILE]`: every lead received since
 * the date, with its answers in labelled columns, to stdout or FILE. Cells are safe to open in a
 * spreadsheet (no formula runs).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Flow } from '../../engine';
import { readServerConfig } from '../config/server-config';
import { findDefinitionVersion } from '../db/repositories/definition-repository';
import { leadsSince } from '../db/repositories/lead-export-repository';
import { openConfiguredDatabase } from '../server/start-server';
import { createLogger } from '../server/logger';
import { leadTable, toCsv, toJsonLines } from '../services/lead-export';

const { values } = parseArgs({ options: { since: { type: 'string' }, format: { type: 'string', default: 'csv' }, out: { type: 'string' } } });
const since = values.since ? new Date(`${values.since}T00:00:00Z`) : null;
if (!since || Number.isNaN(since.getTime()) || !['csv', 'jsonl'].includes(values.format!)) {
  console.error('Usage: npm run leads:export -- --since YYYY-MM-DD --format csv|jsonl [--out FILE]');
  process.exit(2);
}

const database = await openConfiguredDatabase(readServerConfig(), createLogger('warn'));
try {
  const rows = await leadsSince(database.db, since);
  const flows = new Map<string, Flow | null>();
  for (const hash of new Set(rows.map((row) => row.definitionHash).filter((hash): hash is string => Boolean(hash)))) {
    const stored = await findDefinitionVersion(database.db, hash);
    const content = stored?.content as Flow | undefined;
    flows.set(hash, content && Array.isArray(content.questions) ? content : null);
  }
  const table = leadTable(rows, (hash) => (hash ? (flows.get(hash) ?? null) : null));
  const output = values.format === 'csv' ? toCsv(table) : toJsonLines(table);
  if (values.out) {
    writeFileSync(values.out, output);
    console.error(`${rows.length} leads written to ${values.out}`);
  } else process.stdout.write(output);
} finally {
  await database.close();
}
