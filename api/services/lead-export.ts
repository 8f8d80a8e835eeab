import { labelAnswers, type Flow } from '../../engine';
import type { LeadRow } from '../db/repositories/lead-export-repository';
import { neutraliseFormula } from '../../app/domain/csv/formula-guard';
import { safeCell } from '../../app/domain/csv/cell-text';

export { neutraliseFormula };

export interface ExportRow {
  columns: string[];
  rows: string[][];
}

const FIXED_COLUMNS = [
  'Lead ID',
  'Received (UTC)',
  'Kind',
  'Loan type',
  'Full name',
  'E-mail',
  'Phone',
  'Phone verified',
  'Needs review',
  'Definition',
  'Definition version',
  'Consent text',
  'Consent text hash',
  'Consent given (UTC)',
  'Consent page',
  'Language',
];

/**
 * Its visible text, guarded against formulas (safeCell), quoted whenever it holds a separator of any locale
 * (comma, semicolon, tab) or a quote or line break.
 */
function csvCell(value: string): string {
  const safe = safeCell(value);
  return /[",;\t\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Leads as a table: fixed columns, then one column per question (labelled by its title in the definition
 * the lead was answered against), in first-seen order. Form leads' fields come from their payload keys.
 * The consent columns give the text the visitor accepted (from that version), its hash, when and where.
 */
export function leadTable(leadRows: LeadRow[], definitionOf: (hash: string | null) => Flow | null, consentTextOf: (lead: LeadRow) => string | null = () => null): ExportRow {
  const questionColumns: string[] = [];
  const perLead: Record<string, string>[] = [];
  for (const lead of leadRows) {
    const payload = lead.payload as { answers?: Record<string, unknown> } & Record<string, unknown>;
    const flow = definitionOf(lead.definitionHash);
    const answers = payload.answers && typeof payload.answers === 'object' ? payload.answers : payload;
    const labelled = flow
      ? labelAnswers(flow, answers)
      : Object.entries(answers)
          .filter(([key]) => !['contactInfo', 'answers'].includes(key))
          .map(([key, value]) => ({ key, question: key, answer: typeof value === 'string' ? value : JSON.stringify(value) }));
    const cells: Record<string, string> = {};
    for (const pair of labelled) {
      if (!questionColumns.includes(pair.question)) questionColumns.push(pair.question);
      cells[pair.question] = pair.answer;
    }
    perLead.push(cells);
  }
  return {
    columns: [...FIXED_COLUMNS, ...questionColumns],
    rows: leadRows.map((lead, index) => [
      lead.id,
      lead.createdAt.toISOString(),
      lead.kind,
      lead.loanType ?? '',
      lead.fullName,
      lead.email,
      lead.phone,
      lead.phoneVerified ? 'yes' : 'no',
      lead.needsReview ? 'yes' : 'no',
      lead.definitionId ?? '',
      lead.definitionHash ?? '',
      lead.consentTextHash ? (consentTextOf(lead) ?? '') : '',
      lead.consentTextHash ?? '',
      lead.consentAt?.toISOString() ?? '',
      lead.consentPageUrl ?? '',
      lead.language,
      ...questionColumns.map((column) => perLead[index]![column] ?? ''),
    ]),
  };
}

export function toCsv(table: ExportRow): string {
  return [table.columns, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function toJsonLines(table: ExportRow): string {
  return table.rows.map((row) => JSON.stringify(Object.fromEntries(table.columns.map((column, index) => [column, row[index]])))).join('\n') + (table.rows.length ? '\n' : '');
}
