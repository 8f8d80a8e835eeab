import { describe, expect, it } from 'vitest';
import { countTicks } from '../../../../app/studio/analytics/count-ticks';
import { defaultRange } from '../../../../app/studio/analytics/default-range';
import { formatCount, formatRate, formatSeconds, privacyNote } from '../../../../app/studio/analytics/report-format';
import { csvHref, pagePath, queryOf, reportPath } from '../../../../app/studio/analytics/report-query';
import { versionOptions } from '../../../../app/studio/analytics/version-options';

describe('the analytics page formats', () => {
  it('shows counts, suppressed cells as given, rates and seconds, and nothing for a left-out rate', () => {
    expect([formatCount(1234), formatCount('<5'), formatCount(0)]).toEqual(['1,234', '<5', '0']);
    expect([formatRate(1 / 3), formatRate(0), formatRate(null)]).toEqual(['33.3%', '0.0%', null]);
    expect([formatSeconds(2000), formatSeconds(1250), formatSeconds(null)]).toEqual(['2.0', '1.3', null]);
  });

  it('explains the smallest cell, and says nothing when every count shows', () => {
    expect(privacyNote(5)).toMatch(/^Counts of 1 to 4 visitors are shown as <5 to protect privacy/);
    expect(privacyNote(2)).toMatch(/^Counts of 1 visitor is shown as <2/);
    expect(privacyNote(1)).toBeNull();
  });

  it('keeps the choices in the URL, leaving empty ones out, and asks the same of the report and its CSV', () => {
    const query = queryOf('purchase', new URLSearchParams('from=2025-01-01&to=2025-01-31&version='));
    expect(query).toEqual({ flowId: 'purchase', from: '2025-01-01', to: '2025-01-31', version: '' });
    expect(pagePath(query)).toBe('/studio/analytics/purchase?from=2025-01-01&to=2025-01-31');
    expect(reportPath({ ...query, version: 'sha256-ab' })).toBe('/analytics/flows/purchase?from=2025-01-01&to=2025-01-31&version=sha256-ab');
    expect(csvHref(queryOf('cashOut', new URLSearchParams()))).toBe('/api/studio/analytics/flows/cashOut?format=csv');
  });

  it('defaults to the last 30 days in UTC, as the server does', () => {
    expect(defaultRange(new Date('2025-03-10T23:30:00Z'))).toEqual({ from: '2025-02-09', to: '2025-03-10' });
  });

  it('ticks whole numbers only, about six of them, past the largest bar', () => {
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(countTicks(0)).toEqual([0, 1]);
  });

  it('lists each published version once, newest first, marking the live one', () => {
    const options = versionOptions([
      { hash: 'sha256-aaaaaaaaaaaa', publishedAt: '2025-01-01T10:00:00Z', publishedBy: 'a', live: false },
      { hash: 'sha256-bbbbbbbbbbbb', publishedAt: '2025-02-01T10:00:00Z', publishedBy: 'a', live: false },
      { hash: 'sha256-aaaaaaaaaaaa', publishedAt: '2025-03-01T10:00:00Z', publishedBy: 'a', live: true },
    ]);
    expect(options.map((option) => option.value)).toEqual(['sha256-aaaaaaaaaaaa', 'sha256-bbbbbbbbbbbb']);
    expect(options[0]!.label).toMatch(/^aaaaaaaaaa, published .+ \(live\)$/);
  });
});
