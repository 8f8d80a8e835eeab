import type { Flow } from '../../engine';
import type { Executor } from '../db/database';
import { findDefinitionVersion } from '../db/repositories/definition-repository';
import { leadsSince } from '../db/repositories/lead-export-repository';
import { consentTextOfDefinition } from './consent-text';
import { leadTable, toCsv, toJsonLines } from './lead-export';

/**
 * Every lead received since a date as CSV or JSON lines: answers labelled by the version each lead was
 * answered against, and the consent text that version showed.
 */
export async function exportLeads(db: Executor, since: Date, format: 'csv' | 'jsonl'): Promise<{ count: number; output: string }> {
  const rows = await leadsSince(db, since);
  const flows = new Map<string, Flow | null>();
  const contents = new Map<string, unknown>();
  for (const hash of new Set(rows.map((row) => row.definitionHash).filter((hash): hash is string => Boolean(hash)))) {
    const stored = await findDefinitionVersion(db, hash);
    const content = stored?.content as Flow | undefined;
    flows.set(hash, content && Array.isArray(content.questions) ? content : null);
    contents.set(hash, stored?.content);
  }
  // A version shows its consent in each of its languages: the lead's hash names the one the visitor accepted.
  const table = leadTable(
    rows,
    (hash) => (hash ? (flows.get(hash) ?? null) : null),
    (lead) => (lead.definitionHash ? consentTextOfDefinition(contents.get(lead.definitionHash), lead.consentTextHash) : null),
  );
  return { count: rows.length, output: format === 'csv' ? toCsv(table) : toJsonLines(table) };
}
