import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../api/config/server-config';
import { openConfiguredDatabase } from '../../api/server/start-server';
import { createLogger } from '../../api/server/logger';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import type { FlowReport } from '../../app/domain/studio/analytics-contract';
import type { Question } from '../../engine';
import { openPage, useBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { answerOnPage, expectHeading, flowFile, open, walkFlow, submitQuoteContact } from './funnels-support';

const PASSWORD = 'correct horse battery staple';

/**
 * From the visitor's click to the publisher's report: three visitors walk the purchase questionnaire in
 * Chromium (one to a stored lead, one leaving at the third question, one going back to change an answer
 * before leaving), and the report counts them on the questions and routes they took; no cookie is set.
 */
describe('funnel analytics end to end', () => {
  const browser = useBrowser();
  const flow = flowFile('purchase');
  const question = (key: string): Question => flow.questions.find((item) => item.questionData.alias === key)!;
  let server: ServerProcess;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'funnel-report-e2e-'));
    const database = await openConfiguredDatabase(readServerConfig({ DATA_DIR: dataDir }), createLogger('silent'));
    try {
      await createStaffAccounts({ db: database.db }).add({ email: 'publisher@harborpoint.test', name: 'The publisher', role: 'publisher', password: PASSWORD }, 'test');
    } finally {
      await database.close();
    }
    server = await startServerProcess({ dataDir, env: { ANALYTICS_MIN_CELL: '1' } });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function report(): Promise<FlowReport> {
    const signIn = await fetch(`${server.baseUrl}/api/studio/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'publisher@harborpoint.test', password: PASSWORD }) });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    return (await fetch(`${server.baseUrl}/api/studio/analytics/flows/purchase`, { headers: { cookie } })).json() as Promise<FlowReport>;
  }

  it('counts three visits on the questions and routes they took', async () => {
    const cookies: unknown[] = [];

    // 1: every question, the contact step, a stored lead.
    const first = await openPage(browser, { width: 390 });
    await open(first.page, `${server.baseUrl}/quote-landing?type=purchase`);
    await walkFlow(first.page, flow, 'purchase');
    await submitQuoteContact(first.page);
    await expectHeading(first.page, 'Thank You!');
    cookies.push(...(await first.context.cookies()));
    await first.context.close();

    // 2: two answers, then the tab closes on the third question.
    const second = await openPage(browser, { width: 1280 });
    await open(second.page, `${server.baseUrl}/quote-landing?type=purchase`);
    await expectHeading(second.page, question('propertyType').title);
    await answerOnPage(second.page, question('propertyType'));
    await expectHeading(second.page, question('propertyUse').title);
    await answerOnPage(second.page, question('propertyUse'), 'Primary residence');
    await expectHeading(second.page, question('firstTimeBuyer').title);
    cookies.push(...(await second.context.cookies()));
    await second.page.close({ runBeforeUnload: true });
    await second.context.close();

    // 3: back from the third question to change the second answer, then the tab closes.
    const third = await openPage(browser, { width: 390 });
    await open(third.page, `${server.baseUrl}/quote-landing?type=purchase`);
    await answerOnPage(third.page, question('propertyType'));
    await expectHeading(third.page, question('propertyUse').title);
    await answerOnPage(third.page, question('propertyUse'), 'Primary residence');
    await expectHeading(third.page, question('firstTimeBuyer').title);
    await third.page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(third.page, question('propertyUse').title);
    await answerOnPage(third.page, question('propertyUse'), 'Investment property');
    await expectHeading(third.page, question('expectedRent').title);
    cookies.push(...(await third.context.cookies()));
    await third.page.close({ runBeforeUnload: true });
    await third.context.close();

    expect(cookies).toEqual([]);
    // The closing tabs' beacons arrive on their own time.
    await expect.poll(async () => (await report()).questions.find((row) => row.key === 'expectedRent')?.exits, { timeout: 10_000 }).toBe(1);
    const counted = await report();
    expect({ visitors: counted.visitors, starts: counted.starts, completions: counted.completions, leads: counted.leads }).toEqual({ visitors: 3, starts: 3, completions: 1, leads: 1 });
    const row = (key: string) => {
      const found = counted.questions.find((item) => item.key === key)!;
      return { views: found.views, answers: found.answers, exits: found.exits };
    };
    expect(row('propertyType')).toEqual({ views: 3, answers: 3, exits: 0 });
    expect(row('propertyUse')).toEqual({ views: 3, answers: 3, exits: 0 });
    expect(row('firstTimeBuyer')).toEqual({ views: 3, answers: 1, exits: 1 });
    expect(row('expectedRent')).toEqual({ views: 1, answers: 0, exits: 1 });
    expect(counted.edges).toContainEqual({ from: 'propertyType', to: 'propertyUse', count: 3 });
    expect(counted.edges).toContainEqual({ from: 'propertyUse', to: 'firstTimeBuyer', count: 3 });
    expect(counted.edges).toContainEqual({ from: 'propertyUse', to: 'expectedRent', count: 1 });
    expect(counted.breakdowns.device.map(({ value, visitors }) => ({ value, visitors }))).toEqual([
      { value: 'phone', visitors: 2 },
      { value: 'desktop', visitors: 1 },
    ]);
  }, 120_000);
});
