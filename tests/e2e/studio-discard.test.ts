import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, seriousAxeViolations, useBrowser } from '../support/browser';
import { STAFF_PASSWORD, staffEmail, useStudioServer } from '../support/studio-server';

/** The element that has the focus, as its role and accessible text. */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName.toLowerCase()}: ${document.activeElement?.textContent?.trim()}`);

/** A product manager throws a draft away, asked first in a dialog, with the mouse and then the keyboard alone. */
describe('discarding a draft in the studio, in Chromium', () => {
  const browser = useBrowser();
  const studio = useStudioServer({ roles: ['editor'], prefix: 'studio-discard-e2e' });

  it('asks in an accessible dialog, keeps the draft when told to, and discards it back to the definition', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 1440, height: 1000 });
    await page.goto(`${studio.server.baseUrl}/studio`);
    await page.getByLabel('E-mail').fill(staffEmail('editor'));
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'purchase', exact: true }).click();
    await page.getByRole('button', { name: 'New draft' }).click();
    await page.getByRole('heading', { name: /Draft of purchase/ }).waitFor();
    const draftUrl = page.url();

    // With the mouse: the dialog opens on the safe choice, and keeping the draft changes nothing.
    const discard = page.getByRole('button', { name: 'Discard draft' });
    await discard.click();
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await dialog.waitFor();
    await expect.poll(() => focused(page)).toBe('button: Keep the draft');
    expect(await dialog.getByText('it can no longer be saved, checked, previewed or published').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep the draft' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(draftUrl);

    // With the keyboard alone: the focus went back to the button; Enter opens, Escape closes, Enter again.
    await expect.poll(() => focused(page)).toBe('button: Discard draft');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => focused(page)).toBe('button: Keep the draft');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('button: Discard draft');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    // The focus stays inside the dialog: from the last button, Tab goes round to the first.
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('button: Discard it');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(page)).toBe('button: Keep the draft');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(page)).toBe('button: Discard it');
    await page.keyboard.press('Enter');

    // Back on the definition's page, told what happened, with the draft gone from its open drafts.
    await page.waitForURL(`${studio.server.baseUrl}/studio/definitions/purchase`);
    await page.getByRole('status').filter({ hasText: 'The draft of purchase was discarded. The live version is unchanged.' }).waitFor();
    await page.getByText('No open draft.').waitFor();
    await expect.poll(() => focused(page)).toBe('h1: purchase');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The draft's own address says it was discarded and offers no editor.
    await page.goto(draftUrl);
    await page.getByText("This draft was discarded. Start a new draft from the definition's page.").waitFor();
    expect(await page.getByRole('button', { name: 'Save draft' }).count()).toBe(0);

    // And the audit log names it.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('cell', { name: 'Draft discarded' }).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
