/**
 * The funnel report in staff hands: a breakdown never names a group too small to count (a visitor's own
 * utm_source can be their e-mail address), in the JSON, the CSV, the terminal's tables and the studio's
 * page; and a date range is checked as days of the calendar before any query runs, over the API and in
 * `npm run analytics:report`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type Koa from 'koa';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { reportText } from '../../api/services/analytics/report-table';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import type { FlowReport } from '../../app/domain/studio/analytics-contract';
import { BreakdownTables } from '../../app/studio/analytics/breakdown-tables';
import { threePurchaseVisits } from '../support/analytics-visits';
import { createTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';

const PASSWORD = 'correct horse battery staple';
const OTHER = 'Other (fewer than 5 visitors each)';

describe.each(databaseKinds())('the funnel report, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: Koa;
  let publisher: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    app = createTestApp(database.db, { ANALYTICS_MIN_CELL: '5', ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '1000000' }).app;
    await createStaffAccounts({ db: database.db }).add({ email: 'report-reader@harborpoint.test', name: 'Reader', role: 'publisher', password: PASSWORD }, 'test');
    const version = (await request(app.callback()).get('/api/questions?entryPath=purchase').expect(200)).headers['x-definition-version']!;
    // Two visitors typed their own address into a campaign link, one a name; six came from the newsletter.
    const sources = ['mallory@example.com', 'mallory@example.com', 'Dana Whitfield', 'newsletter', 'newsletter'];
    for (const utmSource of sources) {
      const visits = utmSource === 'newsletter' ? threePurchaseVisits(version, { utmSource }) : threePurchaseVisits(version, { utmSource }).slice(0, 1);
      for (const { events } of visits) await request(app.callback()).post('/api/events').send({ events }).expect(204);
    }
    publisher = request.agent(app.callback());
    await publisher.post('/api/studio/session').send({ email: 'report-reader@harborpoint.test', password: PASSWORD }).expect(200);
  });

  const PERSONAL = /mallory|example\.com|Dana|Whitfield/;

  it('folds the sources with fewer than 5 visitors into one Other row: no label of theirs in the JSON', async () => {
    const report = (await publisher.get('/api/studio/analytics/flows/purchase').expect(200)).body as FlowReport;
    expect(JSON.stringify(report)).not.toMatch(PERSONAL);
    const rows = report.breakdowns.utmSource;
    expect(rows.find((row) => row.value === 'newsletter')).toMatchObject({ visitors: 6 });
    // Three visitors between them: too few to show even added up.
    expect(rows.at(-1)).toEqual({ value: OTHER, other: true, visitors: '<5', starts: '<5', completions: '<5', leads: 0, verifiedLeads: 0, conversion: null });
    // Every breakdown folds the same way: seven visits on phones, two on desktops.
    expect(report.breakdowns.device.map((row) => [row.value, row.visitors])).toEqual([['phone', 7], [OTHER, '<5']]);
  });

  it('keeps them out of the CSV and the terminal’s tables', async () => {
    const csv = (await publisher.get('/api/studio/analytics/flows/purchase?format=csv').expect(200)).text;
    expect(csv).not.toMatch(PERSONAL);
    expect(csv).toContain(`${OTHER},<5,<5,<5,0,0,\r\n`);
    const report = (await publisher.get('/api/studio/analytics/flows/purchase').expect(200)).body as FlowReport;
    const text = reportText(report);
    expect(text).not.toMatch(PERSONAL);
    expect(text).toMatch(/^Other \(fewer than 5 visitors each\) +<5 +<5/m);
  });

  it('shows the studio the Other row, set apart, and no label behind it', async () => {
    const report = (await publisher.get('/api/studio/analytics/flows/purchase').expect(200)).body as FlowReport;
    // A source that reads like the folded row's label is a row of its own.
    const lookalike = { ...report.breakdowns.utmSource[0]!, value: OTHER };
    const html = renderToString(createElement(BreakdownTables, { breakdowns: { version: [], device: [], lang: [], broker: [], utmSource: [lookalike, ...report.breakdowns.utmSource] } }));
    expect(html).not.toMatch(PERSONAL);
    expect(html).toContain(`<th scope="row" class="px-3 py-2 font-medium italic">${OTHER}</th>`);
    expect(html.match(new RegExp(OTHER.replace(/[()]/g, '\\$&'), 'g'))).toHaveLength(2);
  });

  describe('a range of days', () => {
    const refused = async (query: string) => {
      const response = await publisher.get(`/api/studio/analytics/flows/purchase?${query}`);
      expect(response.status, `${query}: ${response.text}`).toBe(422);
      expect(response.body.error.message).not.toMatch(/sql|timestamp|Error/i);
      return response.body.error.fields as Record<string, string>;
    };

    it('refuses days outside the calendar or the years a report covers with 422, naming from or to', async () => {
      expect(await refused('from=0001-01-01&to=0001-01-31')).toEqual({ from: 'must be a day from 2000 to 2100', to: 'must be a day from 2000 to 2100' });
      expect(await refused('from=9999-12-01&to=9999-12-31')).toEqual({ from: 'must be a day from 2000 to 2100', to: 'must be a day from 2000 to 2100' });
      expect(await refused('to=9999-12-31')).toEqual({ to: 'must be a day from 2000 to 2100' });
      expect(await refused('from=275760-09-13')).toEqual({ from: 'must be a day as YYYY-MM-DD' });
      expect(await refused('to=%2B275760-09-13')).toEqual({ to: 'must be a day as YYYY-MM-DD' });
      expect(await refused('from=2026-02-30&to=2026-03-05')).toEqual({ from: 'must be a day of the calendar as YYYY-MM-DD' });
      expect(await refused('from=2026-13-01')).toEqual({ from: 'must be a day of the calendar as YYYY-MM-DD' });
      expect(await refused('from=2026-00-10')).toEqual({ from: 'must be a day of the calendar as YYYY-MM-DD' });
      for (const text of ['yesterday', '2026-1-01', '2026-01-01T00:00:00Z', '２０２６-01-01', ' 2026-01-01', '2026/01/01', '-2026-01-01']) {
        expect(await refused(`from=${encodeURIComponent(text)}`)).toEqual({ from: 'must be a day as YYYY-MM-DD' });
      }
    });

    it('refuses a first day after the last, and a range of more than 400 days', async () => {
      expect(await refused('from=2026-03-02&to=2026-03-01')).toEqual({ from: 'must not be after the last day' });
      expect(await refused('from=2001-01-01&to=2099-12-31')).toEqual({ from: 'must be at most 400 days apart', to: 'must be at most 400 days apart' });
      expect(await refused('from=2000-01-01')).toEqual({ from: 'must be at most 400 days apart', to: 'must be at most 400 days apart' });
      // 400 days, both ends included, and a leap day, are a report.
      const longest = (await publisher.get('/api/studio/analytics/flows/purchase?from=2024-01-01&to=2025-02-03').expect(200)).body;
      expect(longest).toMatchObject({ from: '2024-01-01', to: '2025-02-03' });
      await publisher.get('/api/studio/analytics/flows/purchase?from=2024-02-29&to=2024-02-29').expect(200);
      await refused('from=2023-02-29');
      await publisher.get('/api/studio/analytics/flows/purchase?from=2100-12-01&to=2100-12-31').expect(200);
    });
  });
});

describe('npm run analytics:report', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), join(projectRoot, 'api/cli/analytics-report.ts'), ...args], {
      cwd: projectRoot,
      encoding: 'utf8',
      // The days are refused before any database is opened: this one does not exist.
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: join(projectRoot, 'data/never-opened-by-this-test') },
      timeout: 60_000,
    });

  it('refuses extreme or impossible days in its own words, before opening a database', () => {
    for (const [args, line] of [
      [['--since', '0001-01-01'], '--since must be a day from 2000 to 2100'],
      [['--since', '2026-02-30'], '--since must be a day of the calendar as YYYY-MM-DD'],
      [['--since', '2001-01-01', '--until', '2099-12-31'], '--until must be at most 400 days apart'],
    ] as const) {
      const result = run('--flow', 'purchase', ...args);
      expect(result.status, result.stderr).toBe(2);
      expect(result.stderr).toContain(line);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
