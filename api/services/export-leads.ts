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
  const consentTexts = new Map<string, string | null>();
  for (const hash of new Set(rows.map((row) => row.definitionHash).filter((hash): hash is string => Boolean(hash)))) {
    const stored = await findDefinitionVersion(db, hash);
    const content = stored?.content as Flow | undefined;
    flows.set(hash, content && Array.isArray(content.questions) ? content : null);
    consentTexts.set(hash, consentTextOfDefinition(stored?.content));
  }
  const table = leadTable(
    rows,
    (hash) => (hash ? (flows.get(hash) ?? null) : null),
    (lead) => (lead.definitionHash ? (consentTexts.get(lead.definitionHash) ?? null) : null),
  );
  return { count: rows.length, output: format === 'csv' ? toCsv(table) : toJsonLines(table) };
}
