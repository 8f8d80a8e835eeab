import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../api/db/database';
import { useBrowser, openPage, waitForHydration } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * A server whose legal documents cannot be read: started once to migrate and seed its own database, stopped,
 * its disclosures table moved out of the way, and started again, so every content read of a legal page fails.
 */
describe('legal pages whose content fails on the first load', () => {
  const browser = useBrowser();
  const dataDir = mkdtempSync(join(tmpdir(), 'legal-failure-'));
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const seeding = await startServerProcess({ dataDir });
    await seeding.stop();
    const database = await openPglite({ dataDir });
    await database.db.execute(sql`ALTER TABLE disclosures RENAME TO disclosures_moved_away`);
    await database.close();
    server = await startServerProcess({ dataDir });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['/disclosures', 'disclosures'],
    ['/privacy-policy', 'privacy policy'],
  ])('%s shows its error line in the server render and after hydration', async (path, subject) => {
    const line = `Error loading ${subject}: An unknown error occurred`;
    const html = await (await fetch(server!.baseUrl + path)).text();
    expect(html.replace(/<!-- -->/g, '')).toContain(line);
    expect(html).not.toContain('Something went wrong.');

    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(server!.baseUrl + path);
    await waitForHydration(page);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(line);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
