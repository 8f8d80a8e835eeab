/**
 * Lighthouse 12 (mobile: the default config, simulated slow 4G and a 4x slower CPU) against the production
 * build, served by a fresh server on the sample content. Each page is run 3 times; the median of each
 * category is printed, and the process exits with 1 when any median is under 95.
 *
 *   npm run bench:lighthouse                 # the four marketing pages
 *   npm run bench:lighthouse -- /agents      # only the paths given
 *
 * Scores vary by about ±2 between runs; run it alone on the machine. Not part of `npm test`.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fullChromiumPath } from '../tests/support/browser';
import { startServerProcess } from '../tests/support/server-process';

const DEFAULT_PATHS = ['/', '/agents', '/agent/sarah-okafor', '/mortgage-types/FHA-loan'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = 3;
const THRESHOLD = 95;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number>;

interface AuditLike {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Audits that cost points in a category, for the log when a score is low. */
function failingAudits(lhr: { categories: Record<string, { auditRefs: { id: string; weight: number }[] }>; audits: Record<string, AuditLike> }, category: Category): string[] {
  return lhr.categories[category]!.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'informative' && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit.id} (${audit.score})${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
}

/** One Lighthouse run; a run whose trace could not be recorded (NO_NAVSTART and the like, now and then) is retried twice. */
async function audit(url: string, port: number) {
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (result && !result.lhr.runtimeError) return result.lhr;
    lastError = result?.lhr.runtimeError?.message ?? 'no result';
    process.stdout.write(`  (retrying ${url}: ${lastError})\n`);
  }
  throw new Error(`Lighthouse failed on ${url}: ${lastError}`);
}

async function main(): Promise<number> {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const targets = paths.length > 0 ? paths : DEFAULT_PATHS;
  const server = await startServerProcess();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? fullChromiumPath, chromeFlags: CHROME_FLAGS });
  const results: { path: string; scores: Scores; runs: Scores[] }[] = [];
  try {
    for (const path of targets) {
      const runs: Scores[] = [];
      const notes = new Set<string>();
      for (let run = 0; run < RUNS; run++) {
        const lhr = await audit(server.baseUrl + path, chrome.port);
        const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Scores;
        runs.push(scores);
        for (const category of CATEGORIES) {
          if (scores[category] < 100) for (const note of failingAudits(lhr as never, category)) notes.add(`${category}: ${note}`);
        }
        process.stdout.write(`  ${path} run ${run + 1}: ${CATEGORIES.map((category) => `${category} ${scores[category]}`).join(', ')}\n`);
      }
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((run) => run[category]))])) as Scores;
      results.push({ path, scores, runs });
      for (const note of notes) process.stdout.write(`    - ${note}\n`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const header = ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO'];
  const rows = results.map(({ path, scores }) => [path, ...CATEGORIES.map((category) => String(scores[category]))]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  process.stdout.write(`\nLighthouse ${RUNS}-run medians (mobile):\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);

  const below = results.flatMap(({ path, scores }) => CATEGORIES.filter((category) => scores[category] < THRESHOLD).map((category) => `${path} ${category} ${scores[category]}`));
  if (below.length > 0) {
    process.stderr.write(`\nBelow ${THRESHOLD}: ${below.join('; ')}\n`);
    return 1;
  }
  process.stdout.write(`\nEvery score is ${THRESHOLD} or more.\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
