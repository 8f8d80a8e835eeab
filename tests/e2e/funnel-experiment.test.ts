import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../api/config/server-config';
import { createLogger } from '../../api/server/logger';
import { openConfiguredDatabase } from '../../api/server/start-server';
import { sampleRatioTest } from '../../api/services/experiments/experiment-stats';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import type { ExperimentReport, ExperimentSummary } from '../../app/domain/studio/experiment-contract';
import { assignVariant, type Flow } from '../../engine';
import { useBrowser } from '../support/browser';
import { RETITLED_QUESTION } from '../support/experiment-setup';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { eventsOf, FUNNEL_SESSION_KEY, inPool, localStorageOf, newVisitor, openFunnel, publishRetitledPurchaseByFetch, settledHeading, studioByFetch, visitId, type StudioByFetch } from './experiment-visitors';
import { CONTACT, expectHeading, recordLeads, walkFlow } from './funnels-support';

const PASSWORD = 'correct horse battery staple';
const LANDING = '/quote-landing?type=purchase';
const FIRST_TITLE = 'What type of property is it?';
const ORIGINAL_TITLE = 'How will the home be used?';
const TITLES: Record<string, string> = { A: ORIGINAL_TITLE, B: RETITLED_QUESTION.title };
const VISITORS = 40;
/** How many visitors reload their page, and how many at once walk their first question. */
const RELOADS = 5;
const AT_ONCE = 4;

interface Visit {
  sessionId: string;
  variant: string;
  /** The funnel's URL after the first answer (?type=purchase&step=…). */
  url: string;
  /** The browser's localStorage then: the saved progress, with the variant it kept. */
  local: Record<string, string>;
}

/**
 * An experiment as visitors meet it, in Chromium against the built site: the split each browser draws
 * from its funnel session by weight, the same variant on a reload and on a resumed visit, a lead counted
 * for its variant, and a report whose counts are what the browsers were served.
 */
describe('a running experiment in the funnel', () => {
  const browser = useBrowser();
  let server: ServerProcess;
  let dataDir = '';
  let studio: StudioByFetch;
  let versions: { before: string; after: string };
  let experiment: ExperimentSummary;
  /** Every funnel session a browser was served, with its variant: what the report should count. */
  const served = new Map<string, string>();
  const visits: Visit[] = [];

  const expected = (sessionId: string) => assignVariant(experiment.id, sessionId, experiment.variants);
  const versionOf = (variant: string) => experiment.variants.find((candidate) => candidate.key === variant)!.version;
  const report = async () => {
    const response = await studio.get(`/experiments/${experiment.id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ExperimentReport;
  };
  const tally = () => experiment.variants.map((variant) => [...served.values()].filter((key) => key === variant.key).length);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'funnel-experiment-e2e-'));
    const database = await openConfiguredDatabase(readServerConfig({ DATA_DIR: dataDir }), createLogger('silent'));
    try {
      await createStaffAccounts({ db: database.db }).add({ email: 'publisher@harborpoint.test', name: 'The publisher', role: 'publisher', password: PASSWORD }, 'test');
    } finally {
      await database.close();
    }
    server = await startServerProcess({ dataDir, env: { ANALYTICS_MIN_CELL: '1' } });
    studio = await studioByFetch(server.baseUrl, 'publisher@harborpoint.test', PASSWORD);
    versions = await publishRetitledPurchaseByFetch(studio);
    const started = await studio.post('/experiments', { flowId: 'purchase', name: 'Friendlier use question', variants: [{ version: versions.before, weight: 1 }, { version: versions.after, weight: 3 }] });
    expect(started.status, await started.clone().text()).toBe(201);
    experiment = (await started.json()) as ExperimentSummary;
    expect(experiment.variants).toEqual([
      { key: 'A', version: versions.before, weight: 1 },
      { key: 'B', version: versions.after, weight: 3 },
    ]);
    const live = await fetch(`${server.baseUrl}/api/flows/purchase`);
    expect(JSON.parse(live.headers.get('x-experiment')!)).toEqual({ id: experiment.id, variants: experiment.variants });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves each visitor the variant drawn by weight from its funnel session, the same after a reload, with no cookie', async () => {
    const ids = Array.from({ length: VISITORS }, (_, at) => visitId(at + 1));
    const results = await inPool(ids, AT_ONCE, async (sessionId, at) => {
      const { context, page, consoleErrors, firstBatch } = await newVisitor(browser, sessionId);
      await openFunnel(page, server.baseUrl + LANDING);
      await expectHeading(page, FIRST_TITLE);
      await page.getByRole('button', { name: 'Condo', exact: true }).click();
      const title = await settledHeading(page);
      const variant = Object.keys(TITLES).find((key) => TITLES[key] === title);
      expect(variant, `visitor ${sessionId} saw "${title}"`).toBe(expected(sessionId));
      expect(page.url()).toMatch(/[?&]step=/);
      // The saved progress (written 100 ms after the answer) keeps the variant.
      await expect.poll(async () => JSON.stringify(await localStorageOf(page)), { timeout: 5000 }).toContain(`"experiment":{"id":"${experiment.id}","variant":"${variant}"}`);
      const visit: Visit = { sessionId, variant: variant!, url: page.url(), local: await localStorageOf(page) };

      // The first batch of events: every one carries the experiment, the variant and its version.
      const batch = await firstBatch;
      expect(batch.status()).toBe(204);
      for (const event of eventsOf(batch)) expect(event).toMatchObject({ sessionId, experiment: experiment.id, variant, version: versionOf(variant!) });

      if (at < RELOADS) {
        await page.reload();
        await expectHeading(page, title);
        expect(await page.evaluate((key) => sessionStorage.getItem(key), FUNNEL_SESSION_KEY)).toBe(sessionId);
      }
      expect(await context.cookies()).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
      return visit;
    });
    for (const visit of results) {
      served.set(visit.sessionId, visit.variant);
      visits.push(visit);
    }
    // Both variants are served (with weights 1 and 3, 40 visitors all in one variant would be a 1-in-10⁵ draw).
    expect(new Set(served.values())).toEqual(new Set(['A', 'B']));
  });

  it('keeps a resumed visitor in the variant its saved progress was served, whatever its new session would draw', async () => {
    for (const kept of ['A', 'B']) {
      const original = visits.find((visit) => visit.variant === kept)!;
      // A new tab's session id that, on its own, would be drawn into the other variant.
      let n = 1000;
      while (expected(visitId(n)) === kept) n++;
      const sessionId = visitId(n);
      const { context, page, consoleErrors, firstBatch } = await newVisitor(browser, sessionId, original.local);
      await openFunnel(page, original.url);
      await expectHeading(page, TITLES[kept]!);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), FUNNEL_SESSION_KEY)).toBe(sessionId);
      const batch = await firstBatch;
      expect(batch.status()).toBe(204);
      for (const event of eventsOf(batch)) expect(event).toMatchObject({ sessionId, experiment: experiment.id, variant: kept, version: versionOf(kept) });
      served.set(sessionId, kept);
      expect(await context.cookies()).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('counts a completed visit as a lead of its variant, the lead carrying the variant', async () => {
    const sessionId = visitId(VISITORS + 1);
    const variant = expected(sessionId)!;
    const flow = (await (await fetch(`${server.baseUrl}/api/flows/purchase?version=${versionOf(variant)}`)).json()) as Flow;
    const { context, page, consoleErrors } = await newVisitor(browser, sessionId);
    const leads = recordLeads(page);
    const stored = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/recordQuoteLead');
    await openFunnel(page, server.baseUrl + LANDING);
    const titles: string[] = [];
    await walkFlow(page, flow, 'purchase', { onQuestion: async (question) => void titles.push(question.title) });
    expect(titles).toContain(TITLES[variant]);
    await page.getByLabel('Full name').fill(CONTACT.fullName);
    await page.getByLabel('Email address').fill(CONTACT.email);
    await page.getByLabel('Phone number').fill(CONTACT.phone);
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await expectHeading(page, 'Thank You!');
    expect((await stored).status()).toBe(201);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.body).toMatchObject({ definitionVersion: versionOf(variant), analytics: { sessionId, experiment: { id: experiment.id, variant } } });
    served.set(sessionId, variant);
    // Closing the page sends what is left by beacon; the lead's own event is the server's.
    await page.close({ runBeforeUnload: true });
    await expect.poll(async () => (await report()).variants.map((outcome) => outcome.leads), { timeout: 10_000 }).toEqual(experiment.variants.map((candidate) => (candidate.key === variant ? 1 : 0)));
    expect(await context.cookies()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("reports as assigned exactly the visits the browsers were served, and the split's test on them", async () => {
    const counts = tally();
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(VISITORS + 3);
    await expect.poll(async () => (await report()).variants.map((outcome) => outcome.assigned), { timeout: 10_000 }).toEqual(counts);
    const { sampleRatio, variants } = await report();
    const test = sampleRatioTest(counts, [1, 3]);
    expect(sampleRatio.pValue).toBeCloseTo(test.pValue, 12);
    expect(sampleRatio.chiSquare).toBeCloseTo(test.chiSquare, 12);
    expect(sampleRatio.mismatch).toBe(test.pValue < 0.001);
    expect(sampleRatio.mismatch).toBe(false);
    for (const outcome of variants) expect(outcome.exposed).toSatisfy((exposed: unknown) => typeof exposed === 'number' && exposed <= (outcome.assigned as number));
  });
});
