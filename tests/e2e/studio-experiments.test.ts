import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '../../engine';
import { openPage, seriousAxeViolations, useBrowser } from '../support/browser';
import { assignmentsOf, experimentVisit, fetchCall, httpAssignments, publishRetitledPurchase, RETITLED_QUESTION } from '../support/experiment-setup';
import type { ServerProcess } from '../support/server-process';
import { STAFF_PASSWORD, staffEmail, useStudioServer } from '../support/studio-server';

const ORIGINAL_TITLE = 'How will the home be used?';
const short = (hash: string) => hash.replace(/^sha256-/, '').slice(0, 10);

/**
 * Experiments as a publisher runs them in the studio, on a server of its own where purchase has two
 * published versions: the seed, and one whose second question reads differently.
 */
describe('the studio experiments pages in Chromium', () => {
  const browser = useBrowser();
  const running = useStudioServer({ prefix: 'studio-experiments-e2e', roles: ['publisher', 'editor'], env: { ANALYTICS_MIN_CELL: '1' } });
  let server: ServerProcess;
  let seedHash = '';
  let newHash = '';
  const apiAs = (role: 'publisher' | 'editor') => fetchCall(server.baseUrl, staffEmail(role), STAFF_PASSWORD);

  beforeAll(async () => {
    server = running.server;
    // A second published version: the second question's title changed (not a breaking change).
    ({ before: seedHash, after: newHash } = await publishRetitledPurchase(await apiAs('publisher')));
    expect(newHash).not.toBe(seedHash);
  });

  async function signIn(role: 'publisher' | 'editor') {
    const opened = await openPage(browser, { width: 1440, height: 1000 });
    const dialogs: string[] = [];
    opened.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await opened.page.goto(`${server.baseUrl}/studio`);
    await opened.page.getByLabel('E-mail').fill(`${role}@harborpoint.test`);
    await opened.page.getByLabel('Password').fill(STAFF_PASSWORD);
    await opened.page.getByRole('button', { name: 'Sign in' }).click();
    await opened.page.getByRole('link', { name: 'Definitions' }).first().waitFor();
    return { ...opened, dialogs };
  }

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Studio' });
  /** Whether the control labelled `label` has the focus, once the page has moved it. */
  const expectFocused = (page: Page, label: string) => expect.poll(() => page.getByLabel(label, { exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);
  /** The value beside a label of the report's facts. */
  const fact = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
  const variantsTable = (page: Page) => page.getByRole('table', { name: /^Variants with their visits/ });

  it('lets a publisher start an experiment from the form, read its report, stop it and promote a variant to a draft, axe clean', async () => {
    const { page, context, consoleErrors, dialogs } = await signIn('publisher');
    await nav(page).getByRole('link', { name: 'Experiments' }).click();
    await page.waitForURL(/\/studio\/experiments\/purchase$/);
    await page.getByText('No experiment on this flow yet.').waitFor();
    await page.getByRole('heading', { name: 'Start an experiment' }).waitFor();
    expect(await page.getByLabel('Variant A version').inputValue()).toBe(newHash);
    expect(await page.getByLabel('Variant A version').locator('option:checked').textContent()).toContain('(live)');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // One variant and no name: both messages, and the focus on the first field at fault.
    await page.getByRole('button', { name: 'Remove variant B' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Add variant' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Start the experiment' }).click();
    await page.getByText('An experiment needs two or more variants: add another.').waitFor();
    await page.getByText('Give the experiment a name of 1 to 80 characters.').waitFor();
    await expectFocused(page, 'Name');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The same version twice and a weight out of range: each message by its field.
    await page.getByLabel('Name', { exact: true }).fill('Friendlier use question');
    await page.getByRole('button', { name: 'Add variant' }).click();
    await expectFocused(page, 'Variant B version');
    await page.getByLabel('Variant B version').selectOption(newHash);
    await page.getByLabel('Variant B weight').fill('0');
    await page.getByRole('button', { name: 'Start the experiment' }).click();
    await page.getByText('Variant A already uses this version: choose another.').waitFor();
    await page.getByText('Give a whole number from 1 to 100.').waitFor();
    await expectFocused(page, 'Variant B version');
    expect(await page.getByLabel('Variant B weight').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Variant B version').selectOption(seedHash);
    await page.getByLabel('Variant B weight').fill('50');
    await page.getByRole('button', { name: 'Start the experiment' }).click();
    await page.waitForURL(/\/studio\/experiments\/run\/[^/]+$/);
    const reportUrl = page.url();
    await page.getByRole('heading', { level: 1, name: 'Experiment: Friendlier use question' }).waitFor();
    expect(await fact(page, 'State')).toBe('Running');
    expect(await fact(page, 'Flow')).toBe('purchase');
    const rows = variantsTable(page).locator('tbody tr');
    expect(await rows.locator('th').allInnerTexts()).toEqual(['A', 'B']);
    expect((await rows.nth(0).locator('td').allInnerTexts()).slice(0, 3)).toEqual([short(newHash), '50', '0']);
    expect((await rows.nth(1).locator('td').allInnerTexts()).slice(0, 3)).toEqual([short(seedHash), '50', '0']);

    // Two visits the server assigned A reach the question the variants differ on; one assigned B leaves
    // before it. A made-up visit claiming A without an assignment is kept out of the counts.
    const experiment = reportUrl.split('/').at(-1)!;
    const minted = await assignmentsOf(httpAssignments(server.baseUrl), { A: 2, B: 1 });
    const visits = [
      experimentVisit({ sessionId: randomUUID(), version: newHash, experiment, variant: 'A', reachesSecond: true, assignment: minted.A![0]!.token }),
      experimentVisit({ sessionId: randomUUID(), version: newHash, experiment, variant: 'A', reachesSecond: true, assignment: minted.A![1]!.token }),
      experimentVisit({ sessionId: randomUUID(), version: seedHash, experiment, variant: 'B', reachesSecond: false, assignment: minted.B![0]!.token }),
      experimentVisit({ sessionId: randomUUID(), version: newHash, experiment, variant: 'A', reachesSecond: true }),
    ];
    for (const events of visits) {
      const sent = await fetch(`${server.baseUrl}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events }) });
      expect(sent.status, await sent.text()).toBe(204);
    }
    await page.reload();
    await rows.first().waitFor();
    // Version, weight, assigned, exposed, leads; then the lead rate with its interval.
    const cellsA = await rows.nth(0).locator('td').allInnerTexts();
    expect(cellsA.slice(0, 5)).toEqual([short(newHash), '50', '2', '2', '0']);
    expect(cellsA[5]).toMatch(/^0\.0 % \(0\.0–\d+\.\d %\)$/);
    expect((await rows.nth(1).locator('td').allInnerTexts()).slice(0, 5)).toEqual([short(seedHash), '50', '1', '0', '0']);
    await page.getByText(/Exposure starts where the variants differ: a visit counts once it reaches question propertyUse\./).waitFor();
    await page.getByText('4 events that claimed a variant the site did not assign (made up, altered, or taken from another experiment).').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The list shows it running; a second one on the same flow is refused with an alert.
    await page.getByRole('link', { name: 'Experiments on purchase' }).click();
    const listed = page.getByRole('table', { name: /^Experiments on this flow/ }).locator('tbody tr');
    await listed.first().waitFor();
    expect(await listed.count()).toBe(1);
    expect(await listed.first().locator('th').innerText()).toBe('Friendlier use question');
    expect(await listed.first().locator('td').first().innerText()).toBe('Running');
    await page.getByLabel('Name', { exact: true }).fill('Another one');
    await page.getByLabel('Variant B version').selectOption(seedHash);
    await page.getByRole('button', { name: 'Start the experiment' }).click();
    await page.getByRole('alert').filter({ hasText: 'This flow already runs an experiment: stop it before starting another.' }).waitFor();

    // Stop it (after confirming), then promote B: a draft holding the seed's version opens.
    await page.getByRole('link', { name: 'Friendlier use question' }).click();
    await page.waitForURL(reportUrl);
    await page.getByRole('button', { name: 'Stop the experiment' }).click();
    await page.getByText('The experiment is stopped', { exact: false }).waitFor();
    expect(dialogs.at(-1)).toContain('Stop “Friendlier use question”?');
    await expect.poll(() => fact(page, 'State')).toBe('Stopped');
    expect(await page.getByRole('button', { name: 'Stop the experiment' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Promote variant B' }).click();
    await page.waitForURL(/\/studio\/drafts\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: /^Draft of purchase/ }).waitFor();
    const draftId = page.url().split('/').at(-1)!;
    const draft = (await (await apiAs('publisher'))('GET', `/api/studio/drafts/${draftId}`, 200)) as { definition: Flow };
    expect(draft.definition.questions.find((question) => question.questionData.alias === RETITLED_QUESTION.key)!.title).toBe(ORIGINAL_TITLE);

    expect(consoleErrors.filter((error) => !/status of 409/.test(error))).toEqual([]);
    await context.close();
  });

  it('promotes the live variant of a running experiment: nothing to publish, the experiment stops', async () => {
    const publisher = await apiAs('publisher');
    // A flow runs one experiment at a time: whatever the test before left running stops first.
    for (const experiment of (await publisher('GET', '/api/studio/experiments?flow=purchase', 200)) as { id: string; state: string }[]) {
      if (experiment.state === 'running') await publisher('POST', `/api/studio/experiments/${experiment.id}/stop`, 200);
    }
    const { id } = (await publisher('POST', '/api/studio/experiments', 201, { flowId: 'purchase', name: 'Live against the seed', variants: [{ version: newHash, weight: 70 }, { version: seedHash, weight: 30 }] })) as { id: string };

    const { page, context, consoleErrors, dialogs } = await signIn('publisher');
    await page.goto(`${server.baseUrl}/studio/definitions/purchase`);
    await page.getByRole('main').getByRole('link', { name: 'Experiments' }).click();
    await page.waitForURL(/\/studio\/experiments\/purchase$/);
    await page.getByRole('link', { name: 'Live against the seed' }).click();
    await page.waitForURL(new RegExp(`/studio/experiments/run/${id}$`));
    const rows = variantsTable(page).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.locator('td:nth-of-type(2)').allInnerTexts()).toEqual(['70', '30']);

    await page.getByRole('button', { name: 'Promote variant A' }).click();
    await page.getByText('Variant A is already the live version of purchase', { exact: false }).waitFor();
    expect(dialogs.at(-1)).toContain('Promote variant A?');
    await expect.poll(() => fact(page, 'State')).toBe('Stopped');
    expect(page.url()).toMatch(new RegExp(`/studio/experiments/run/${id}$`));
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('warns on the report when the visits that came back do not follow the weights', async () => {
    const publisher = await apiAs('publisher');
    for (const experiment of (await publisher('GET', '/api/studio/experiments?flow=purchase', 200)) as { id: string; state: string }[]) {
      if (experiment.state === 'running') await publisher('POST', `/api/studio/experiments/${experiment.id}/stop`, 200);
    }
    const { id } = (await publisher('POST', '/api/studio/experiments', 201, { flowId: 'purchase', name: 'Lopsided', variants: [{ version: newHash, weight: 50 }, { version: seedHash, weight: 50 }] })) as { id: string };
    // Only variant A's assignments come back (B's are dropped, as someone keeping only one variant's would).
    const { A } = await assignmentsOf(httpAssignments(server.baseUrl), { A: 12 });
    for (const assignment of A!) {
      const events = experimentVisit({ sessionId: randomUUID(), version: newHash, experiment: id, variant: 'A', reachesSecond: true, assignment: assignment.token });
      const sent = await fetch(`${server.baseUrl}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events }) });
      expect(sent.status, await sent.text()).toBe(204);
    }

    const { page, context, consoleErrors } = await signIn('publisher');
    await page.goto(`${server.baseUrl}/studio/experiments/run/${id}`);
    await page.getByRole('alert').filter({ hasText: /^The split of visitors does not match the weights \(p = 0\.000\d+\)/ }).waitFor();
    expect((await variantsTable(page).locator('tbody tr td:nth-of-type(3)').allInnerTexts())).toEqual(['12', '0']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows the server's refusal of a field beside that field, and moves the focus to it", async () => {
    const { page, context, consoleErrors } = await signIn('publisher');
    // A version unpublished between loading the form and sending it: the select offered it, the server refuses it.
    await page.route('**/api/studio/experiments', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: { code: 'invalid', message: 'The variants are not valid.', fields: { 'variants[1].version': 'must be a published version of this flow' } } }) })
        : route.fallback(),
    );
    await page.goto(`${server.baseUrl}/studio/experiments/purchase`);
    await page.getByLabel('Name', { exact: true }).fill('Refused by the server');
    await page.getByLabel('Variant B version').selectOption(seedHash);
    await page.getByRole('button', { name: 'Start the experiment' }).click();
    await page.getByText('Variant B version must be a published version of this flow.').waitFor();
    await expectFocused(page, 'Variant B version');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors.filter((error) => !/status of 422/.test(error))).toEqual([]);
    await context.close();
  });

  it('gives an editor no Experiments link, a line saying whom they are for, and no way to start one', async () => {
    const { page, context, consoleErrors } = await signIn('editor');
    expect(await nav(page).getByRole('link', { name: 'Experiments' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/studio/experiments`);
    await page.getByText('Experiments are for publishers and admins.').waitFor();
    expect(await page.getByRole('button', { name: 'Start the experiment' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/studio/definitions/purchase`);
    await page.getByRole('heading', { name: 'Published version' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Experiments' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();

    await (await apiAs('editor'))('POST', '/api/studio/experiments', 403, { flowId: 'purchase', name: 'Not allowed', variants: [{ version: newHash, weight: 50 }, { version: seedHash, weight: 50 }] });
  });
});
