import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { threePurchaseVisits } from '../support/analytics-visits';
import { openPage, seriousAxeViolations, useBrowser } from '../support/browser';
import type { ServerProcess } from '../support/server-process';
import { STAFF_PASSWORD, useStudioServer } from '../support/studio-server';

/**
 * The funnel report as a publisher reads it in the studio, on a server of its own that shows every count
 * (ANALYTICS_MIN_CELL=1), after three visits to the purchase flow sent as the funnel would send them.
 */
describe('the studio analytics page in Chromium', () => {
  const browser = useBrowser();
  const running = useStudioServer({ prefix: 'studio-analytics-e2e', roles: ['publisher', 'editor'], env: { ANALYTICS_MIN_CELL: '1' } });
  let server: ServerProcess;

  beforeAll(async () => {
    server = running.server;
    const version = (await fetch(`${server.baseUrl}/api/questions?entryPath=purchase`)).headers.get('x-definition-version')!;
    // One visit reaches the contact step, one leaves at the second question, one at the first.
    const visits = threePurchaseVisits(version).map((visit) => visit.events);
    for (const events of visits) {
      const response = await fetch(`${server.baseUrl}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events }) });
      expect(response.status, await response.text()).toBe(204);
    }
  });

  async function signIn(role: 'publisher' | 'editor') {
    const opened = await openPage(browser, { width: 1440, height: 1000 });
    await opened.page.goto(`${server.baseUrl}/studio`);
    await opened.page.getByLabel('E-mail').fill(`${role}@harborpoint.test`);
    await opened.page.getByLabel('Password').fill(STAFF_PASSWORD);
    await opened.page.getByRole('button', { name: 'Sign in' }).click();
    await opened.page.getByRole('link', { name: 'Definitions' }).first().waitFor();
    return opened;
  }

  /** The figure under a label of the totals. */
  const figure = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').innerText();

  it('shows a publisher the totals, each question, the chart and the CSV of the purchase flow, axe clean', async () => {
    const { page, context, consoleErrors } = await signIn('publisher');
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL(/\/studio\/analytics\/purchase$/);
    await page.getByRole('heading', { name: 'Totals' }).waitFor();

    expect(await figure(page, 'Visitors')).toBe('3');
    expect(await figure(page, 'Starts')).toBe('2');
    expect(await figure(page, 'Completions')).toBe('1');
    const questions = page.getByRole('table', { name: /^Questions in flow order/ });
    const row = questions.getByRole('row', { name: /propertyType/ });
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(['propertyType', '3', '2', '1', '33.3%', '2.0']);
    const keys = await questions.locator('tbody td:first-of-type').allInnerTexts();
    expect(keys.slice(0, 2)).toEqual(['propertyType', 'propertyUse']);

    // The chart arrives on its own, named and described; the table stays the figures' source.
    const chart = page.getByRole('img', { name: 'Views per question' });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-describedby')).toBeTruthy();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('all visits,3,2,1,0,0,0.0 %');
    expect(csv).toMatch(/propertyType,[^\r\n]*,3,2,1,33\.3 %,2\.0/);

    expect(await seriousAxeViolations(page)).toEqual([]);

    // The choices live in the URL: a shared link to days without visits shows the empty state.
    await page.getByLabel('From', { exact: true }).fill('2001-01-01');
    await page.getByLabel('To', { exact: true }).fill('2001-01-31');
    await page.getByRole('button', { name: 'Show report' }).click();
    await page.waitForURL(/\/studio\/analytics\/purchase\?from=2001-01-01&to=2001-01-31$/);
    await page.getByText('No visits to this flow in this range.').waitFor();
    await page.reload();
    await page.getByText('No visits to this flow in this range.').waitFor();
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('2001-01-01');
    expect(await seriousAxeViolations(page)).toEqual([]);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('draws the traffic on a draft\'s graph: arrows labelled with their visitors', async () => {
    const { page, context, consoleErrors } = await signIn('publisher');
    await page.goto(`${server.baseUrl}/studio/definitions/purchase`);
    await page.getByRole('button', { name: 'New draft' }).click();
    await page.getByRole('tab', { name: 'Graph' }).click();
    await page.getByText('Arrows are as wide as the visitors who took them', { exact: false }).waitFor();
    // Both visits that answered the first question went on to the second.
    await page.locator('.react-flow__edge-text', { hasText: '2 visitors' }).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('gives an editor no Analytics link', async () => {
    const { page, context, consoleErrors } = await signIn('editor');
    expect(await page.getByRole('link', { name: 'Analytics' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/studio/analytics`);
    await page.getByText('Analytics is for publishers and admins.').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
