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

  it('quotes commas, quotes and line breaks', () => {
    const csv = toCsv(leadTable([lead({ fullName: 'Whitfield, "Dana"\nJr' })], () => null));
    expect(csv).toContain('"Whitfield, ""Dana""\nJr"');
  });
});
