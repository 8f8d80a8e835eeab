import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { openPostgres } from '../../api/db/database';
import { loadContent } from '../../api/services/content-loader';
import type { ContentBundle } from '../../app/domain/content/content-types';
import { fetchKept } from '../support/kept-page';
import { useServersOnScratchPostgres } from '../support/scratch-servers';
import { pollUntil, publishFlowChange } from '../support/studio-publish';

const PROGRAM_PAGE = '/mortgage-types/FHA-loan';
const FUNNEL_PAGE = '/quote-landing?type=refinance';

/** A page's HTML once it is served from the page cache. */
async function cachedHtml(host: string, path: string): Promise<string> {
  const kept = await fetchKept(host + path);
  expect(kept, `${path} is served from the cache`).not.toBeNull();
  return kept!.text();
}

/**
 * Pages are kept in each process's memory; a content load or a publish made anywhere reaches every
 * process's pages within 5 s, with no restart and no request to the process that kept them.
 */
describe.skipIf(!process.env.DATABASE_URL)('the page cache of two server processes on one PostgreSQL', () => {
  const scratch = useServersOnScratchPostgres('site_two_page_cache');

  it('shows a content load and a publish on both processes within 5 s', async () => {
    const hosts = (await scratch.start(2)).map((server) => server.baseUrl) as [string, string];
    for (const host of hosts) {
      expect(await cachedHtml(host, PROGRAM_PAGE)).toContain('FHA Loan');
      expect(await cachedHtml(host, FUNNEL_PAGE)).not.toContain('Published while cached');
    }

    // content:load, from a process of its own (this one), as staff run it.
    const bundle = JSON.parse(readFileSync(join(projectRoot, 'content/sample-content.json'), 'utf8')) as ContentBundle;
    bundle.products.find((product) => product.productKey === 'FHA-loan')!.productName = 'FHA Loan, reloaded';
    const database = await openPostgres(scratch.url);
    try {
      await loadContent(database.db, bundle);
    } finally {
      await database.close();
    }
    for (const host of hosts) {
      const shown = await pollUntil(async () => (await fetch(host + PROGRAM_PAGE)).text(), (html) => html.includes('FHA Loan, reloaded'));
      expect(shown.value, `${host} shows the loaded content`).toContain('FHA Loan, reloaded');
      expect(shown.ms).toBeLessThan(5_000);
    }

    await publishFlowChange(hosts[0], scratch.url, 'refinance', (flow) => {
      flow.questions[0]!.title = 'Published while cached';
    });
    for (const host of hosts) {
      const shown = await pollUntil(async () => (await fetch(host + FUNNEL_PAGE)).text(), (html) => html.includes('Published while cached'));
      expect(shown.value, `${host} serves the published flow`).toContain('Published while cached');
      expect(shown.ms).toBeLessThan(5_000);
    }
    // And each keeps the new pages again.
    for (const host of hosts) expect(await cachedHtml(host, PROGRAM_PAGE)).toContain('FHA Loan, reloaded');
  });
});
