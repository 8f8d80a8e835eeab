import { describe, expect, it } from 'vitest';
import type { FlowReport } from '../../app/domain/studio/analytics-contract';
import type { BrowserContext, Page } from 'playwright-core';
import type { Question } from '../../engine';
import { openPage, useBrowser } from '../support/browser';
import { STAFF_PASSWORD, staffEmail, useStudioServer } from '../support/studio-server';
import { answerOnPage, expectHeading, flowFile, open, walkFlow, submitQuoteContact } from './funnels-support';

/**
 * From the visitor's click to the publisher's report: three visitors walk the purchase questionnaire in
 * Chromium (one to a stored lead, one leaving at the third question, one going back to change an answer
 * before leaving), and the report counts them on the questions and routes they took; no cookie is set.
 */
describe('funnel analytics end to end', () => {
  // The tabs' last beacons carry the exits and the completion this counts.
  const browser = useBrowser({ full: true });
  const flow = flowFile('purchase');
  const question = (key: string): Question => flow.questions.find((item) => item.questionData.alias === key)!;
  const studio = useStudioServer({ prefix: 'funnel-report-e2e', roles: ['publisher'], env: { ANALYTICS_MIN_CELL: '1' } });

  /** One sign-in for the file: polling the report must not run into the sign-in limit. */
  let cookie: string | undefined;
  async function report(): Promise<FlowReport> {
    if (!cookie) {
      const signIn = await fetch(`${studio.server.baseUrl}/api/studio/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: staffEmail('publisher'), password: STAFF_PASSWORD }) });
      expect(signIn.status, 'the publisher signs in').toBe(200);
      cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    }
    return (await fetch(`${studio.server.baseUrl}/api/studio/analytics/flows/purchase`, { headers: { cookie } })).json() as Promise<FlowReport>;
  }

  it('counts three visits on the questions and routes they took', async () => {
    const cookies: unknown[] = [];
    const closedTabs: BrowserContext[] = [];
    /**
     * Keeps the visit's cookies and closes its tab as a visitor would (the page's unload handlers run). The
     * browser stays open, as a visitor's does, so the tab's last beacon is not cut off with its profile.
     */
    const closeTab = async (visit: { page: Page; context: BrowserContext }) => {
      cookies.push(...(await visit.context.cookies()));
      await visit.page.close({ runBeforeUnload: true });
      closedTabs.push(visit.context);
    };

    // 1: every question, the contact step, a stored lead.
    const first = await openPage(browser, { width: 390 });
    await open(first.page, `${studio.server.baseUrl}/quote-landing?type=purchase`);
    await walkFlow(first.page, flow, 'purchase');
    await submitQuoteContact(first.page);
    await expectHeading(first.page, 'Thank You!');
    cookies.push(...(await first.context.cookies()));
    await first.context.close();

    // 2: two answers, then the tab closes on the third question.
    const second = await openPage(browser, { width: 1280 });
    await open(second.page, `${studio.server.baseUrl}/quote-landing?type=purchase`);
    await expectHeading(second.page, question('propertyType').title);
    await answerOnPage(second.page, question('propertyType'));
    await expectHeading(second.page, question('propertyUse').title);
    await answerOnPage(second.page, question('propertyUse'), 'Primary residence');
    await expectHeading(second.page, question('firstTimeBuyer').title);
    await closeTab(second);

    // 3: back from the third question to change the second answer, then the tab closes.
    const third = await openPage(browser, { width: 390 });
    await open(third.page, `${studio.server.baseUrl}/quote-landing?type=purchase`);
    await answerOnPage(third.page, question('propertyType'));
    await expectHeading(third.page, question('propertyUse').title);
    await answerOnPage(third.page, question('propertyUse'), 'Primary residence');
    await expectHeading(third.page, question('firstTimeBuyer').title);
    await third.page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(third.page, question('propertyUse').title);
    await answerOnPage(third.page, question('propertyUse'), 'Investment property');
    await expectHeading(third.page, question('expectedRent').title);
    await closeTab(third);

    expect(cookies).toEqual([]);
    // The closing tabs' beacons arrive on their own time and in any order: the first visit's completion
    // and the last one's exit are each in one.
    await expect
      .poll(async () => {
        const polled = await report();
        return { completions: polled.completions, lastExit: polled.questions.find((row) => row.key === 'expectedRent')?.exits };
      }, { timeout: 10_000 })
      .toEqual({ completions: 1, lastExit: 1 });
    await Promise.all(closedTabs.map((context) => context.close()));
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
