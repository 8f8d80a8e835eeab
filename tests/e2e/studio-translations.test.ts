import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowTextEntries, questionKey } from '../../engine';
import { writeCsv } from '../../app/domain/csv/write-csv';
import { readTranslationsCsv } from '../../app/studio/editor/translations/translation-csv';
import { openPage, seriousAxeViolations, useBrowser } from '../support/browser';
import { STAFF_PASSWORD, useStudioServer } from '../support/studio-server';
import { flowFile } from './funnels-support';

const purchase = flowFile('purchase');
const TOTAL = flowTextEntries(purchase).length;
const [FIRST, SECOND] = purchase.questions as [(typeof purchase.questions)[0], (typeof purchase.questions)[0]];
const FIRST_KEY = `${questionKey(FIRST)}.title`;
const SECOND_KEY = `${questionKey(SECOND)}.title`;
const TYPED = '¿Qué clase de propiedad es? «revisado»';
const IMPORTED = '¿Cómo usará la vivienda, "principalmente"?';

/** The Spanish texts of a flow draft in the studio: typed, exported for translators, imported back, checked. */
describe('the studio’s translations view in Chromium', () => {
  const browser = useBrowser();
  const studio = useStudioServer({ prefix: 'studio-translations-e2e', roles: ['editor'] });

  it('counts, filters, exports and imports Spanish texts, and the check follows them', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 1440, height: 1000 });
    await page.goto(`${studio.server.baseUrl}/studio`);
    await page.getByLabel('E-mail').fill('editor@harborpoint.test');
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'purchase', exact: true }).click();
    await page.getByRole('button', { name: 'New draft' }).click();

    await page.getByRole('tab', { name: 'Translations' }).click();
    const count = (translated: number) => page.getByText(`${translated} of ${TOTAL} translated`, { exact: true });
    await count(TOTAL).waitFor();
    expect(await page.getByLabel('Serve this flow in Spanish').isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Two texts emptied: missing, counted, shown alone by the filter, and refused by the check.
    const first = page.getByRole('textbox', { name: FIRST.title, exact: true });
    const second = page.getByRole('textbox', { name: SECOND.title, exact: true });
    await first.fill('');
    await second.fill('');
    await count(TOTAL - 2).waitFor();
    await page.getByLabel('Only missing').check();
    await expect.poll(() => page.locator('textarea[data-text-key]').count()).toBe(2);
    await page.getByRole('button', { name: 'Save and check' }).click();
    await page.getByText(`No Spanish (es) text for ${FIRST_KEY}`, { exact: false }).waitFor();
    await page.getByText(`No Spanish (es) text for ${SECOND_KEY}`, { exact: false }).waitFor();

    // A finding opens the text's box; one Spanish text typed there, and the row stays under the filter.
    await page.getByRole('tab', { name: 'Questions' }).click();
    await page.getByRole('button', { name: `Go to /questions/0/title` }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.textKey)).toBe(FIRST_KEY);
    await page.keyboard.type(TYPED);
    await count(TOTAL - 1).waitFor();
    expect(await page.locator('textarea[data-text-key]').count()).toBe(2);

    // The file for translators: UTF-8 with a byte order mark, every text with its English and Spanish.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('purchase-es.csv');
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    expect(csv.startsWith('\uFEFFkey,english,spanish\r\n')).toBe(true);
    const read = readTranslationsCsv(csv, 'es');
    if (!read.ok) throw new Error(read.message);
    expect(read.rows).toHaveLength(TOTAL);
    expect(read.rows.find((row) => row.key === FIRST_KEY)).toMatchObject({ english: FIRST.title, translation: TYPED });
    expect(read.rows.find((row) => row.key === SECOND_KEY)).toMatchObject({ english: SECOND.title, translation: '' });
    expect(read.rows.find((row) => row.key === 'flow.title')).toMatchObject({ english: purchase.title, translation: purchase.translations!.es!['flow.title'] });

    // Back from the translator: one row translated from older English, and a key this flow does not have.
    const back = writeCsv([
      ['key', 'english', 'spanish'],
      [SECOND_KEY, 'How will you use the home?', IMPORTED],
      ['q999.title', 'A question since removed', 'Una pregunta eliminada'],
    ]);
    await page.getByLabel('Import CSV').setInputFiles({ name: 'purchase-es-done.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${back}`, 'utf8') });
    await page.getByText('Imported purchase-es-done.csv: 1 applied, 1 unknown, 1 with changed English.').waitFor();
    await count(TOTAL).waitFor();
    expect(await second.inputValue()).toBe(IMPORTED);
    await page.getByText('Imported for older English: “How will you use the home?”', { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Saved and checked again: no text is missing any more.
    await page.getByRole('button', { name: 'Save and check' }).click();
    await page.getByRole('button', { name: 'Check', exact: true }).waitFor();
    await expect.poll(() => page.getByText('translation-missing').count()).toBe(0);
    expect(await page.getByText(`No Spanish (es) text for ${SECOND_KEY}`, { exact: false }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
