import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../api/config/server-config';
import { openConfiguredDatabase } from '../../api/server/start-server';
import { createLogger } from '../../api/server/logger';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import { openPage, seriousAxeViolations, useBrowser, waitForHydration } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { flowFile } from './funnels-support';

const PASSWORD = 'correct horse battery staple';
const NEW_TITLE = 'What kind of home are you buying?';
const purchase = flowFile('purchase');
const MILITARY = purchase.questions.findIndex((question) => question.questionData.alias === 'militaryService');
const CREDIT = purchase.questions.findIndex((question) => question.questionData.alias === 'creditScore');
/** The option the jump drawn in the graph adds to the military-service question. */
const OPTION = purchase.questions[MILITARY]!.questionData.options!.length;

/**
 * The studio as staff use it, on a server of its own (its own database, with accounts made before it
 * starts, and QA fixtures that include the path the edit adds, as QA would write them for a planned change).
 */
describe('the staff studio in Chromium', () => {
  const browser = useBrowser();
  let server: ServerProcess;
  let dataDir = '';
  let fixturesDir = '';
  const axeFindings: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
    fixturesDir = mkdtempSync(join(tmpdir(), 'studio-fixtures-'));
    const shared = JSON.parse(await (await import('node:fs/promises')).readFile(join(import.meta.dirname, '../paths/purchase.paths.json'), 'utf8'));
    const planned = {
      name: 'preferring not to say whether one served goes to the credit question',
      flow: 'purchase',
      loanType: 'purchase',
      answers: ['singleFamily', 'primary', 'Yes', [350000, 500000], '$25,000', 'yes', 'Jordan Smith', 'preferNotToSay'],
      expected: ['propertyType', 'propertyUse', 'firstTimeBuyer', 'purchasePrice', 'downPayment', 'hasAgent', 'agentName', 'militaryService', 'creditScore'],
      completed: false,
    };
    writeFileSync(join(fixturesDir, 'purchase.paths.json'), JSON.stringify([...shared, planned]));
    const database = await openConfiguredDatabase(readServerConfig({ DATA_DIR: dataDir }), createLogger('silent'));
    try {
      const accounts = createStaffAccounts({ db: database.db });
      for (const role of ['admin', 'publisher', 'editor'] as const) await accounts.add({ email: `${role}@harborpoint.test`, name: `The ${role}`, role, password: PASSWORD }, 'test');
    } finally {
      await database.close();
    }
    server = await startServerProcess({ dataDir, env: { QA_FIXTURES_DIR: fixturesDir } });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    for (const folder of [dataDir, fixturesDir]) if (folder) rmSync(folder, { recursive: true, force: true });
  });

  async function signIn(role: 'admin' | 'publisher' | 'editor', width = 1440): Promise<{ page: Page; close(): Promise<void>; errors: string[] }> {
    const { page, context, consoleErrors } = await openPage(browser, { width, height: 1000 });
    await page.goto(`${server.baseUrl}/studio`);
    await page.getByLabel('E-mail').fill(`${role}@harborpoint.test`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Definitions' }).first().waitFor();
    return { page, close: () => context.close(), errors: consoleErrors };
  }

  /** Axe on the screen as it is now; findings are kept with the screen's name and checked at the end. */
  async function audit(page: Page, screen: string): Promise<void> {
    for (const violation of await seriousAxeViolations(page)) axeFindings.push(`${screen}: ${violation}`);
  }

  it('signs in and refuses a wrong password with a message, axe clean', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await page.goto(`${server.baseUrl}/studio`);
    const response = await page.request.get(`${server.baseUrl}/studio`);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByLabel('E-mail').fill('publisher@harborpoint.test');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('The e-mail address or password is not right.').count()).toBeGreaterThan(0);
    await audit(page, 'sign-in');
    await context.close();
  });

  it('lets a publisher edit a title, draw a jump, fix a finding, preview at phone width and publish; rollback restores the funnel', async () => {
    const { page, close, errors } = await signIn('publisher');
    await audit(page, 'definitions');
    await page.getByRole('link', { name: 'purchase', exact: true }).click();
    await page.getByRole('button', { name: 'New draft' }).waitFor();
    await audit(page, 'definition');
    await page.getByRole('button', { name: 'New draft' }).click();

    await page.locator('#question-field-title').fill(NEW_TITLE);
    await audit(page, 'draft: questions');

    // The jump, drawn in the graph: from the military-service question's bottom handle to the credit question.
    await page.getByRole('tab', { name: 'Graph' }).click();
    const from = page.locator(`.react-flow__node[data-id="q${MILITARY}"] .react-flow__handle.source`);
    const to = page.locator(`.react-flow__node[data-id="q${CREDIT}"] .react-flow__handle.target`);
    await from.waitFor();
    await audit(page, 'draft: graph');
    const [a, b] = [await from.boundingBox(), await to.boundingBox()];
    await page.mouse.move(a!.x + a!.width / 2, a!.y + a!.height / 2);
    await page.mouse.down();
    await page.mouse.move(b!.x + b!.width / 2, b!.y + b!.height / 2, { steps: 12 });
    await page.mouse.up();

    // The new option, renamed; a value another option has is a linter finding, fixed from the finding.
    await page.getByRole('tab', { name: 'Questions' }).click();
    await page.locator(`#question-field-questionData-options-${OPTION}-label`).fill('I prefer not to say');
    await page.locator(`#question-field-questionData-options-${OPTION}-value`).fill('yes');
    await page.getByRole('button', { name: 'Save and check' }).click();
    await expect.poll(() => page.getByText('duplicate-option-value').count()).toBeGreaterThan(0);
    await audit(page, 'draft: check with findings');
    await page.getByRole('button', { name: /^Go to \/questions\/\d+\/questionData\/options/ }).first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^question-field-questionData-options/);
    await page.locator(`#question-field-questionData-options-${OPTION}-value`).fill('preferNotToSay');
    // The funnel is served in Spanish too: the new option's Spanish label, in the draft's Translations tab.
    await page.getByRole('tab', { name: 'Translations' }).click();
    await page.locator(`textarea[data-text-key="q${purchase.questions[MILITARY]!.component}.option.preferNotToSay.label"]`).fill('Prefiero no decirlo');
    await page.getByRole('button', { name: 'Save and check' }).click();
    await page.getByText('The draft passes the gate.').waitFor();

    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByLabel('Phone (375 px)').check();
    await expect.poll(() => page.getByText('I prefer not to say').count()).toBeGreaterThan(0);
    // The preview opens any question of a QA path with that path's answers.
    await page.getByLabel('Answers from a QA path').selectOption({ label: 'preferring not to say whether one served goes to the credit question' });
    await page.getByRole('button', { name: '2. propertyUse' }).click();
    await expect.poll(() => page.getByRole('heading', { name: purchase.questions[1]!.title }).count()).toBeGreaterThan(0);
    await audit(page, 'draft: preview');
    await page.getByRole('tab', { name: 'QA paths' }).click();
    await page.getByText('shared QA paths of this flow').waitFor();
    await audit(page, 'draft: QA paths');
    // Generated from the draft's graph: its new option is taken by a path, the hand-written ones kept.
    await page.getByRole('button', { name: 'Generate paths from the flow' }).click();
    await page.getByText(/^Generated \d+ paths .*; they reach questions (\d+)\/\1, jumps (\d+)\/\2\.$/).waitFor();
    await page.getByText(/This draft carries its own \d+ QA paths/).waitFor();
    await page.getByRole('tab', { name: 'Raw JSON' }).click();
    await audit(page, 'draft: raw JSON');

    await page.getByRole('button', { name: 'Publish…' }).click();
    await audit(page, 'publish dialog');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect.poll(async () => (await fetch(`${server.baseUrl}/api/questions?entryPath=purchase`).then((r) => r.json()))[0].title, { timeout: 6_000 }).toBe(NEW_TITLE);

    const visitor = await openPage(browser, { width: 390 });
    await visitor.page.goto(`${server.baseUrl}/quote-landing?type=purchase`);
    await waitForHydration(visitor.page);
    await visitor.page.getByRole('heading', { name: NEW_TITLE }).waitFor();

    // Rollback to the version before, in one step.
    await page.goto(`${server.baseUrl}/studio/definitions/purchase`);
    await page.getByRole('button', { name: /^Roll back to this/ }).first().click();
    await page.getByRole('button', { name: 'Confirm roll back' }).click();
    await expect.poll(async () => (await fetch(`${server.baseUrl}/api/questions?entryPath=purchase`).then((r) => r.json()))[0].title, { timeout: 6_000 }).toBe(purchase.questions[0]!.title);
    await visitor.page.goto(`${server.baseUrl}/quote-landing?type=purchase`);
    await visitor.page.getByRole('heading', { name: purchase.questions[0]!.title }).waitFor();
    await visitor.context.close();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('cell', { name: 'Rolled back' }).first().waitFor();
    await audit(page, 'audit log');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows an editor no Publish, no rollback and no staff page; an admin manages staff', async () => {
    const editor = await signIn('editor');
    await editor.page.getByRole('link', { name: 'purchase', exact: true }).click();
    await editor.page.getByRole('button', { name: 'New draft' }).click();
    await editor.page.getByRole('button', { name: /^(Save and check|Check)$/ }).waitFor();
    expect(await editor.page.getByRole('button', { name: 'Publish…' }).count()).toBe(0);
    expect(await editor.page.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    await editor.page.goto(`${server.baseUrl}/studio/definitions/purchase`);
    await editor.page.getByRole('button', { name: 'New draft' }).waitFor();
    expect(await editor.page.getByRole('button', { name: /^Roll back to this/ }).count()).toBe(0);

    // A form draft previews with the site's own form renderer, validated by the draft's own validator.
    await editor.page.goto(`${server.baseUrl}/studio/definitions/information-removal`);
    await editor.page.getByRole('button', { name: 'New draft' }).click();
    // A tighter limit on the name, saved: the preview checks answers with the validator the server compiled from the saved draft.
    await editor.page.locator('#form-field-name-maxLength').fill('5');
    await editor.page.getByRole('button', { name: 'Save draft' }).click();
    await editor.page.getByText('All changes saved').waitFor();
    await editor.page.getByRole('tab', { name: 'Preview' }).click();
    await editor.page.locator('[data-validator-ready]').waitFor();
    // The box takes five characters at most now, and an empty submission names the required fields.
    // The open tab's panel: the Translations tab, kept mounted, also names a box after the field's English label.
    const preview = editor.page.getByRole('tabpanel');
    await preview.getByLabel('Full Name').fill('Abcdefg');
    expect(await preview.getByLabel('Full Name').inputValue()).toBe('Abcde');
    await preview.getByLabel('Email').fill('');
    await preview.getByRole('button', { name: 'Submit Request' }).click();
    await expect.poll(() => preview.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await preview.getByLabel('Full Name').getAttribute('aria-invalid')).not.toBe('true');
    await audit(editor.page, 'form draft: preview');
    await editor.close();

    const admin = await signIn('admin');
    await admin.page.getByRole('link', { name: 'Staff' }).click();
    await admin.page.getByText('editor@harborpoint.test').first().waitFor();
    await audit(admin.page, 'staff');
    await admin.close();
    expect(axeFindings).toEqual([]);
  });
});
