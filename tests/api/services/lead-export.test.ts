import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../engine';
import type { LeadRow } from '../../../api/db/repositories/lead-export-repository';
import { leadTable, neutraliseFormula, toCsv, toJsonLines } from '../../../api/services/lead-export';

const purchase = JSON.parse(readFileSync('definitions/flows/purchase.json', 'utf8')) as Flow;

const lead = (overrides: Partial<LeadRow>): LeadRow => ({
  id: 'lead-1',
  kind: 'quote',
  createdAt: new Date('2026-03-01T10:00:00Z'),
  fullName: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '2485550199',
  loanType: 'purchase',
  phoneVerified: false,
  definitionId: 'purchase',
  definitionHash: 'sha256-a',
  needsReview: false,
  reviewReason: null,
  userAgent: null,
  payload: { answers: { propertyType: 'singleFamily', zipCode: '48009' } },
  ownerType: null,
  ownerId: null,
  ownerEmail: null,
  routingReason: null,
  consentTextHash: null,
  consentAt: null,
  consentPageUrl: null,
  language: 'en',
  attribution: null,
  ...overrides,
});

describe('lead export', () => {
  it('flattens answers into columns labelled by the question titles', () => {
    const table = leadTable([lead({})], (hash) => (hash === 'sha256-a' ? purchase : null));
    const propertyTitle = purchase.questions.find((question) => question.questionData.alias === 'propertyType')!.title;
    expect(table.columns).toContain(propertyTitle);
    expect(table.columns.slice(0, 3)).toEqual(['Lead ID', 'Received (UTC)', 'Kind']);
    const row = table.rows[0]!;
    expect(row[table.columns.indexOf(propertyTitle)]).not.toBe('singleFamily');
    expect(toJsonLines(table).trim().split('\n')).toHaveLength(1);
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2', '@SUM(A1)', '\tx'])('neutralises a cell starting like %j', (value) => {
    expect(neutraliseFormula(value).startsWith("'")).toBe(true);
    const csv = toCsv(leadTable([lead({ fullName: value })], () => null));
    expect(csv).toContain(`'${value.replace(/"/g, '""')}`);
  });

  it.each([' =1+1', '\u00a0 @SUM(A1)', 'foo;=cmd|\' /C calc\'!A0', 'foo, +1', 'foo\t-2', 'line one\n=HYPERLINK("http://x")', 'a ; @x'])(
    'neutralises a formula after leading spaces or after a separator, as in %j',
    (value) => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
      const csv = toCsv(leadTable([lead({ fullName: value })], () => null));
      // Starting with the apostrophe, and quoted as one cell whenever it holds a separator of any locale (comma, semicolon, tab).
      expect(csv).toContain(/[",;\t\n\r]/.test(value) ? `"'${value.replace(/"/g, '""')}"` : `,'${value},`);
    },
  );

  it.each(['Dana Whitfield', '2026-03-01T10:00:00.000Z', '$350,000 – $500,000', 'Single-family home', 'O-Brien; Smith', 'x=1'])('leaves %j as it is', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });

  it('shows the consent the visitor accepted: its text (from the version answered), hash, time and page', () => {
    const consented = lead({ consentTextHash: 'sha256-c0ffee', consentAt: new Date('2026-03-01T09:59:30Z'), consentPageUrl: 'https://www.harborpointmortgage.com/quote-landing?type=purchase' });
    const table = leadTable([consented, lead({ id: 'lead-2' })], () => purchase, (row) => (row.definitionHash === 'sha256-a' ? 'We may call, text and e-mail you.' : null));
    const cell = (row: number, column: string) => table.rows[row]![table.columns.indexOf(column)];
    expect(cell(0, 'Consent text')).toBe('We may call, text and e-mail you.');
    expect(cell(0, 'Consent text hash')).toBe('sha256-c0ffee');
    expect(cell(0, 'Consent given (UTC)')).toBe('2026-03-01T09:59:30.000Z');
    expect(cell(0, 'Consent page')).toBe('https://www.harborpointmortgage.com/quote-landing?type=purchase');
    expect([cell(1, 'Consent text'), cell(1, 'Consent text hash'), cell(1, 'Consent given (UTC)')]).toEqual(['', '', '']);
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = toCsv(leadTable([lead({ fullName: 'Whitfield, "Dana"\nJr' })], () => null));
    expect(csv).toContain('"Whitfield, ""Dana""\nJr"');
  });
});
