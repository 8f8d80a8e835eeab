import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { openPage, seriousAxeViolations, useBrowser } from '../support/browser';
import { STAFF_PASSWORD, staffEmail, useStudioServer } from '../support/studio-server';

/** The first wait comes after this many wrong passwords for one account from one address, for this long at most. */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 15_000;

/**
 * What staff see of the sign-in limits and the password rules, on a server of its own: when to try again
 * after too many wrong passwords, and why a new password is refused, each by the field or form at fault.
 */
describe('the studio sign-in and password pages in Chromium', () => {
  const browser = useBrowser();
  const running = useStudioServer({ prefix: 'studio-sign-in-e2e', roles: ['admin', 'editor'] });

  async function submitSignIn(page: Page, email: string, password: string): Promise<number> {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/studio/session') && answer.request().method() === 'POST'),
      page.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    return response.status();
  }

  it('says when to try again after too many wrong passwords and counts the button down; another e-mail may be tried at once', async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${running.server.baseUrl}/studio`);
    for (let failure = 1; failure < FREE_FAILURES; failure++) expect(await submitSignIn(page, staffEmail('editor'), `wrong guess ${failure}`)).toBe(401);
    // Waits end on the clock's 15-second marks: the last free failure early in one, so the next try falls in it too.
    const left = FIRST_WAIT_MS - (Date.now() % FIRST_WAIT_MS);
    if (left < 9_000) await page.waitForTimeout(left + 200);
    expect(await submitSignIn(page, staffEmail('editor'), 'the last free guess')).toBe(401);
    expect(await submitSignIn(page, staffEmail('editor'), STAFF_PASSWORD)).toBe(429);

    await page.getByText(/^Too many wrong passwords\. Please try again in \d+ seconds?\.$/).waitFor();
    const waiting = page.getByRole('button', { name: /^Sign in again in \d+ s$/ });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The wait is for that account from here: changing the e-mail lets the form be sent at once.
    await page.getByLabel('E-mail').fill(staffEmail('admin'));
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
    expect(await submitSignIn(page, staffEmail('admin'), STAFF_PASSWORD)).toBe(200);
    await page.getByRole('link', { name: 'Definitions' }).first().waitFor();
    await context.close();
  });

  it('shows why a new password is refused by its field, on the password page and when adding staff', async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${running.server.baseUrl}/studio`);
    expect(await submitSignIn(page, staffEmail('admin'), STAFF_PASSWORD)).toBe(200);

    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByLabel('Current password').fill(STAFF_PASSWORD);
    await page.getByLabel('New password').fill('Password1234');
    await page.getByRole('button', { name: 'Change password' }).click();
    const refused = page.getByText('The new password is too easy to guess (it is, or looks like, a commonly used password): try a phrase of three or four unrelated words.');
    await refused.waitFor();
    const field = page.getByLabel('New password');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByLabel('Name').fill('Pat Lee');
    await page.getByLabel('E-mail').fill('pat.lee@harborpointmortgage.com');
    await page.getByLabel('Initial password').fill(' '.repeat(12));
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await page.getByText('Password cannot be blank or only spaces.').waitFor();
    expect(await page.getByLabel('Initial password').getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('keeps the password estimator\u2019s dictionaries out of every browser bundle', () => {
    const assets = join(projectRoot, 'dist/client/assets');
    // The start of zxcvbn's English word list, as its package stores it, and its packages' names.
    const carrying = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => {
        const text = readFileSync(join(assets, file), 'utf8');
        return text.includes('AyouAtheBoA') || text.includes('@zxcvbn-ts');
      });
    expect(carrying).toEqual([]);
  });
});
