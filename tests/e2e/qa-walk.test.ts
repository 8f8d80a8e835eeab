import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import type { PathFixture } from '../../engine';
import { loadFixtureFiles } from '../../scripts/qa/walk/fixture-files';
import { runQaWalk, type QaWalkResult } from '../../scripts/qa/walk/walk-run';
import { sharedSiteUrl } from '../support/shared-site';
import { chromiumPath } from '../support/browser';

/**
 * npm run qa:walk against the built site (the e2e suites' server): two flows' generated fixtures walk in
 * Chromium and pass with their leads sent; a fixture expecting another question fails, naming itself and
 * the step; a fixture written for another definition version is stale and not walked; the CLI's exit
 * codes and output.
 */
const baseUrl = sharedSiteUrl();
const PATHS = join(projectRoot, 'tests/paths');
const FLOWS = ['purchase', 'vetlife-refinance'];
const fixturesFile = (flow: string) => `${flow}.generated.paths.json`;
const readFixtures = (file: string) => JSON.parse(readFileSync(join(PATHS, file), 'utf8')) as PathFixture[];

const original = readFixtures('purchase.paths.json')[0]!;
/** A copy whose second question is another one than the flow asks. */
const wrong: PathFixture = { ...original, name: 'a copy expecting the first-time question second', expected: ['propertyType', 'firstTimeBuyer', ...original.expected.slice(2)] };
const WRONG_STEP = 'step 1: expected the question "Is this your first home purchase?" (firstTimeBuyer), the page shows "How will the home be used?"';
const OTHER_VERSION = 'sha256-00000000000000000000000000000000';
const stale: PathFixture = { ...original, name: 'a copy written for another version', definitionVersion: OTHER_VERSION };

let scratch = '';
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'qa-walk-'));
});
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

function fixturesDir(name: string, files: Record<string, unknown>): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, fixtures] of Object.entries(files)) writeFileSync(join(dir, file), JSON.stringify(fixtures));
  return dir;
}

const unescapeXml = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('qa:walk in Chromium against the built site', () => {
  const generated = FLOWS.flatMap((flow) => readFixtures(fixturesFile(flow)));
  const lines: string[] = [];
  let walk: QaWalkResult;
  let reportDir = '';

  beforeAll(async () => {
    const dir = fixturesDir('walk', { ...Object.fromEntries(FLOWS.map((flow) => [fixturesFile(flow), readFixtures(fixturesFile(flow))])), 'copies.paths.json': [wrong, stale] });
    reportDir = join(scratch, 'report');
    const { fixtures, problems } = loadFixtureFiles(dir);
    expect(problems).toEqual([]);
    walk = await runQaWalk({ baseUrl, fixtures, workers: 2, submit: true, reportDir, log: (line) => lines.push(line) });
  }, 240_000);

  it("walks the generated fixtures of two flows as a visitor, sending each completed flow's lead to the thank-you", () => {
    const byName = new Map(walk.results.map((result) => [`${result.flow} › ${result.name}`, result]));
    const failed = generated.map((fixture) => byName.get(`${fixture.flow} › ${fixture.name}`)!).filter((result) => result.status !== 'passed');
    expect(failed.map((result) => `${result.flow} › ${result.name}: ${result.failure?.message ?? result.reason}`)).toEqual([]);
    expect(walk.submit).toBe(true);
    for (const fixture of generated.filter((item) => item.completed)) {
      const steps = byName.get(`${fixture.flow} › ${fixture.name}`)!.steps;
      expect(steps.at(-1)).toMatchObject({ step: fixture.answers.length + 1, expected: 'the thank-you', seen: '"Thank You!"', outcome: 'pass' });
    }
    // A refused value is either refused on the page with its message, or one the page cannot take at all.
    const refusals = walk.results.flatMap((result) => result.steps).filter((step) => step.expected.startsWith('the refusal'));
    expect(refusals.length).toBeGreaterThan(0);
    for (const step of refusals) expect(step.seen).toMatch(/ with "|input not accepted$/);
    expect(walk.counts).toEqual({ total: generated.length + 2, passed: generated.length, failed: 1, stale: 1, skipped: 0 });
    expect(walk.exitCode).toBe(1);
  });

  it('writes junit.xml (a testsuite per flow, a testcase per fixture) and a self-contained index.html with a screenshot per step', () => {
    const junit = readFileSync(join(reportDir, 'junit.xml'), 'utf8');
    const totals = /<testsuites name="qa-walk" tests="(\d+)" failures="(\d+)" errors="0" skipped="(\d+)"/.exec(junit);
    expect(totals?.slice(1).map(Number)).toEqual([generated.length + 2, 1, 1]);
    const suites = [...junit.matchAll(/<testsuite name="([^"]+)" tests="(\d+)" failures="(\d+)" errors="0" skipped="(\d+)"/g)].map((match) => [match[1], ...match.slice(2).map(Number)]);
    const count = (flow: string) => generated.filter((fixture) => fixture.flow === flow).length;
    expect(suites).toEqual([
      ['purchase', count('purchase') + 2, 1, 1],
      ['vetlife-refinance', count('vetlife-refinance'), 0, 0],
    ]);
    expect([...junit.matchAll(/<testcase /g)]).toHaveLength(generated.length + 2);
    expect(unescapeXml(/<failure message="([^"]*)"/.exec(junit)![1]!)).toBe(`${wrong.name} › ${WRONG_STEP}`);
    expect(unescapeXml(/<skipped message="([^"]*)"/.exec(junit)![1]!)).toMatch(/^stale \(written for sha256-0{32}, the site serves sha256-[0-9a-f]{32}\)$/);

    const html = readFileSync(join(reportDir, 'index.html'), 'utf8');
    expect(html).toContain(`<title>QA walk of ${new URL(baseUrl).origin}</title>`);
    expect(html).toContain(`${generated.length} passed</span>`);
    expect(html).toContain('Step 1: expected the question &quot;Is this your first home purchase?&quot; (firstTimeBuyer)');
    expect(html).not.toMatch(/<script/i);
    const shots = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]!);
    const steps = walk.results.reduce((sum, result) => sum + result.steps.length, 0);
    expect(shots).toHaveLength(steps);
    for (const shot of shots) {
      expect(shot).toMatch(/^screenshots\/(purchase|vetlife-refinance)\/[a-z0-9-]+\/\d{2}\.png$/);
      expect(existsSync(join(reportDir, shot)), shot).toBe(true);
    }
  });

  it('fails a fixture that expects another question, naming the fixture and the step', () => {
    const result = walk.results.find((item) => item.name === wrong.name)!;
    expect(result).toMatchObject({ status: 'failed', failure: { step: 1 } });
    expect(`step ${result.failure!.step}: ${result.failure!.message}`).toBe(WRONG_STEP);
    expect(lines).toContain(`FAIL purchase › ${wrong.name} › ${WRONG_STEP}`);
  });

  it('reports a fixture written for another definition version as stale, without walking it', async () => {
    const served = (await fetch(`${baseUrl}/api/flows/purchase`)).headers.get('x-definition-version');
    const result = walk.results.find((item) => item.name === stale.name)!;
    expect(result).toMatchObject({ status: 'stale', reason: `stale (written for ${OTHER_VERSION}, the site serves ${served})`, steps: [] });
    expect(lines).toContain(`stale purchase › ${stale.name}: ${result.reason}`);
    expect(existsSync(join(reportDir, 'screenshots/purchase/a-copy-written-for-another-version'))).toBe(false);
  });
});

/** tsx's loader, found from the project (the command runs in a scratch folder, where `--import tsx` would not resolve). */
const tsxLoader = pathToFileURL(createRequire(join(projectRoot, 'package.json')).resolve('tsx')).href;

/** Runs a QA command as `npm run qa:… -- …` would, and returns its exit code and output. */
function qaCommand(command: 'qa-walk' | 'qa-generate', args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', tsxLoader, join(projectRoot, `scripts/qa/${command}.ts`), ...args], { cwd: scratch, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CHROMIUM_PATH: chromiumPath } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
const qaWalk = (args: string[]) => qaCommand('qa-walk', args);

describe('the qa:walk command', () => {
  it('walks fixtures generated from what the site serves (qa:generate --base-url), the same as the committed ones', async () => {
    const out = join(scratch, 'from-site');
    const generate = await qaCommand('qa-generate', ['--base-url', baseUrl, '--flow', 'purchase', '--out', out]);
    expect(generate.stderr).toBe('');
    expect(generate.code).toBe(0);
    expect(readFileSync(join(out, 'purchase.generated.paths.json'), 'utf8')).toBe(readFileSync(join(PATHS, 'purchase.generated.paths.json'), 'utf8'));
  }, 60_000);

  it('exits 1 for a failing fixture and prints it as FAIL <flow> › <fixture> › step N', async () => {
    const fixtures = fixturesDir('cli-fail', { 'purchase.paths.json': [wrong] });
    const run = await qaWalk(['--base-url', baseUrl, '--fixtures', fixtures, '--workers', '2']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`FAIL purchase › ${wrong.name} › ${WRONG_STEP}\n`);
    expect(run.stdout).toMatch(/: 0 passed, 1 failed, 0 stale, 0 skipped of 1 in [\d.]+ s; completed flows submitted\./);
    // The report goes to qa-report/ in the folder it runs in.
    expect(existsSync(join(scratch, 'qa-report/junit.xml'))).toBe(true);
    expect(existsSync(join(scratch, 'qa-report/index.html'))).toBe(true);
  }, 60_000);

  it('exits 2 when nothing failed but a fixture is stale, 1 for fixtures off their schema, 64 for usage errors', async () => {
    const report = join(scratch, 'cli-report');
    const [stalled, invalid, noBase, badWorkers, noMatch, help] = await Promise.all([
      qaWalk(['--base-url', baseUrl, '--fixtures', fixturesDir('cli-stale', { 'purchase.paths.json': [stale] }), '--report', report]),
      qaWalk(['--base-url', baseUrl, '--fixtures', fixturesDir('cli-invalid', { 'purchase.paths.json': [{ ...original, answers: 'none' }] }), '--report', report]),
      qaWalk(['--fixtures', PATHS]),
      qaWalk(['--base-url', baseUrl, '--workers', '0']),
      qaWalk(['--base-url', baseUrl, '--fixtures', PATHS, '--fixture', 'no fixture has this name']),
      qaWalk(['--help']),
    ]);
    expect(stalled.code).toBe(2);
    expect(stalled.stdout).toContain(`stale purchase › ${stale.name}: stale (written for ${OTHER_VERSION}`);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('purchase.paths.json: /0/answers must be array');
    expect([noBase, badWorkers, noMatch].map((run) => run.code)).toEqual([64, 64, 64]);
    expect(noBase.stderr).toContain('--base-url is required.');
    expect(badWorkers.stderr).toContain('--workers must be a whole number from 1 to 16, not "0".');
    expect(noMatch.stderr).toContain('No fixture is named like "no fixture has this name".');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Exit codes:\n {2}0 {3}every walked fixture passed, and none is stale\n {2}1 {3}a fixture failed/);
  }, 60_000);
});
