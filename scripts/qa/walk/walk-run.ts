import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { walkContact } from './contact-submit';
import { walkFixtureInPage } from './fixture-walk';
import { htmlReport } from './html-report';
import { junitReport } from './junit-report';
import { fixtureSlugs, seconds, slug } from './report-text';
import { fetchServedFlow, type ServedFlow } from './served-flow';
import { visitorTab, type VisitorTab } from './visitor-tab';
import { launchWalkBrowser } from './walk-browser';
import { flowsToFetch, planFixtures, selectFixtures, type Planned } from './walk-plan';
import { walkTarget, type WalkTarget } from './walk-target';
import type { FixtureResult, LoadedFixture, SmsCodeSource, WalkCounts } from './walk-types';

export interface QaWalkOptions {
  /** The site (http://localhost:3000), or a studio draft's preview link. */
  baseUrl: string;
  fixtures: LoadedFixture[];
  flow?: string;
  /** A fixture's name, or a part of it. */
  fixture?: string;
  /** Browser contexts walking at once (one Chromium). Default 2. */
  workers?: number;
  /** Send the contact step of completed flows. Default: only on localhost, 127.0.0.1 and ::1. */
  submit?: boolean;
  /** Where junit.xml, index.html and screenshots/ go. Default qa-report/ in the current folder. */
  reportDir?: string;
  /** Where phone verification codes are read (the server's log); without one a flow that verifies phones fails. */
  sms?: SmsCodeSource | null;
  /** One line per fixture as it ends. Default console.log. */
  log?: (line: string) => void;
}

export interface QaWalkResult {
  target: WalkTarget;
  submit: boolean;
  results: FixtureResult[];
  counts: WalkCounts;
  /** 0 all walked fixtures passed and none is stale; 1 a failure; 2 no failure but stale fixtures. */
  exitCode: 0 | 1 | 2;
  report: { dir: string; junit: string; html: string };
  durationMs: number;
}

const flowFolder = (flow: string) => (/^[\w-]+$/.test(flow) ? flow : slug(flow));

/** The console line of a fixture that ended (skipped ones are summed up per flow instead). */
export function resultLine(result: FixtureResult): string {
  const where = `${result.flow} › ${result.name}`;
  if (result.status === 'passed') return `pass  ${where} (${seconds(result.durationMs)})`;
  if (result.status === 'failed') return `FAIL ${where} › step ${result.failure?.step ?? 0}: ${result.failure?.message ?? result.reason}`;
  return `${result.status === 'stale' ? 'stale' : 'skip '} ${where}: ${result.reason}`;
}

/** A fixture's result before (or instead of) its walk: stale, skipped, or failed because its flow is not served. */
function unwalked(planned: Planned): FixtureResult {
  const base = { flow: planned.fixture.flow, name: planned.fixture.name, file: planned.file, steps: [], notes: [], durationMs: 0 };
  switch (planned.action) {
    case 'walk':
      return { ...base, status: 'failed', reason: 'not walked', failure: { step: 0, message: 'the walk ended before this fixture' } };
    case 'stale':
      return { ...base, status: 'stale', reason: planned.reason };
    case 'skip':
      return { ...base, status: 'skipped', reason: planned.reason };
    case 'fail':
      return { ...base, status: 'failed', reason: planned.reason, failure: { step: 0, message: planned.reason } };
  }
}

async function walkOne(tab: VisitorTab, planned: Planned & { action: 'walk' }, options: { target: WalkTarget; submit: boolean; sms: SmsCodeSource | null; reportDir: string; folder: string; ordinal: number }): Promise<FixtureResult> {
  const started = Date.now();
  const page = await tab.fresh(options.target.origin);
  const screenshot = async (step: number) => {
    const relative = `screenshots/${options.folder}/${String(step).padStart(2, '0')}.png`;
    try {
      await page.screenshot({ path: join(options.reportDir, relative) });
      return relative;
    } catch {
      return undefined;
    }
  };
  const walk = await walkFixtureInPage({ page, target: options.target, flow: planned.flow, fixture: planned.fixture, submit: options.submit, contact: walkContact(options.ordinal), sms: options.sms, screenshot }).catch((error: Error) => ({
    steps: [],
    notes: [],
    failure: { step: 0, message: `the walk stopped: ${error.message.split('\n')[0]}` },
  }));
  const status = walk.failure ? 'failed' : 'passed';
  return { flow: planned.fixture.flow, name: planned.fixture.name, file: planned.file, status, steps: walk.steps, notes: walk.notes, durationMs: Date.now() - started, ...(walk.failure ? { failure: walk.failure } : {}) };
}

/**
 * Walks the selected fixtures in Chromium against a running site, `workers` at a time (each worker a tab
 * of its own, emptied between fixtures), and writes junit.xml, index.html and the screenshots.
 * Throws QaWalkUsageError when the selection names nothing to walk.
 */
export async function runQaWalk(options: QaWalkOptions): Promise<QaWalkResult> {
  const started = Date.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const target = walkTarget(options.baseUrl);
  const submit = options.submit ?? target.local;
  const reportDir = resolve(options.reportDir ?? 'qa-report');
  const selected = selectFixtures(options.fixtures, target, options.flow, options.fixture);
  const served = new Map<string, ServedFlow>();
  await Promise.all(flowsToFetch(selected, target).map(async (flow) => served.set(flow, await fetchServedFlow(target, flow))));
  const planned = planFixtures(selected, target, served);
  const slugs = fixtureSlugs(planned.map(({ fixture }) => fixture));

  for (const stale of ['screenshots', 'index.html', 'junit.xml']) rmSync(join(reportDir, stale), { recursive: true, force: true });
  const results = planned.map(unwalked);
  for (const [index, item] of planned.entries()) if (item.action === 'stale' || item.action === 'fail') log(resultLine(results[index]!));
  for (const flow of new Set(results.filter((result) => result.status === 'skipped').map((result) => result.flow))) {
    const skipped = results.filter((result) => result.flow === flow && result.status === 'skipped');
    log(`skip  ${flow}: ${skipped.length} ${skipped.length === 1 ? 'fixture' : 'fixtures'} (${skipped[0]!.reason})`);
  }

  const queue = planned.flatMap((item, index) => (item.action === 'walk' ? [{ item, index }] : []));
  if (queue.length > 0) {
    const browser = await launchWalkBrowser();
    try {
      const worker = async () => {
        const tab = visitorTab(browser);
        try {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const { item, index } = next;
            const folder = `${flowFolder(item.fixture.flow)}/${slugs[index]}`;
            mkdirSync(join(reportDir, 'screenshots', folder), { recursive: true });
            results[index] = await walkOne(tab, item, { target, submit, sms: options.sms ?? null, reportDir, folder, ordinal: index });
            log(resultLine(results[index]!));
          }
        } finally {
          await tab.close();
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, Math.min(options.workers ?? 2, queue.length)) }, worker));
    } finally {
      await browser.close();
    }
  }

  const counts: WalkCounts = { total: results.length, passed: 0, failed: 0, stale: 0, skipped: 0 };
  for (const result of results) counts[result.status] += 1;
  const durationMs = Date.now() - started;
  const versions = Object.fromEntries([...served].flatMap(([flow, answer]) => (answer.ok ? [[flow, answer.version]] : [])));
  mkdirSync(reportDir, { recursive: true });
  const report = { dir: reportDir, junit: join(reportDir, 'junit.xml'), html: join(reportDir, 'index.html') };
  writeFileSync(report.junit, junitReport(results));
  writeFileSync(report.html, htmlReport({ site: target.origin, startedAt: new Date(started), durationMs, submit, counts, served: versions, results }));
  const exitCode = counts.failed > 0 ? 1 : counts.stale > 0 ? 2 : 0;
  return { target, submit, results, counts, exitCode, report, durationMs };
}
