/**
 * npm run bench — the site's performance, as one report; exit 1 when a budget is passed or a server row
 * got an answer that was not 2xx, 2 when the bench itself could not run.
 *
 * 1. Server (loopback, autocannon, 20 keep-alive connections, a warm-up then 5 s per row): a bare Koa
 *    "hello" process, then the production server (`node dist/server/main.js`, NODE_ENV=production,
 *    LOG_LEVEL=warn, the write rate limit lifted) on PGlite and on a scratch PostgreSQL database
 *    (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test when something answers there):
 *    four public pages served from the page cache (home, a program, the directory, a profile: at least
 *    0.2× hello, the home's p99 under 25 ms), GET /api/questions, POST /api/recordQuoteLead (valid
 *    leads, each with its own e-mail, phone and Idempotency-Key: at least 0.009× hello on PGlite and
 *    0.025× with p99 under 150 ms on PostgreSQL) and POST /api/events (full batches of 50 funnel events;
 *    at least 1,000 events/s on PGlite). Requests/s, p50 and p99, each as a ratio to hello; a row that
 *    misses its target fails the bench.
 * 2. Browser: each route's first-load JavaScript from Vite's manifest, gzip -9, against a 150 kB budget.
 * 3. With --lighthouse: Lighthouse mobile scores (median of 3) of every public page, via
 *    scripts/bench-lighthouse.ts (minutes; a median under 95 fails the bench, as it does there).
 *
 *   npm run bench                        # server + browser
 *   npm run bench -- --quick             # 2 s per row (0.5 s warm-up)
 *   npm run bench -- --lighthouse        # and Lighthouse on every public page
 *   npm run bench -- --lighthouse=/,/agents
 *   npm run bench -- --no-server         # the JavaScript budgets only (seconds)
 *   npm run bench -- --duration=10 --connections=50
 *
 * Run it alone on the machine: other work on the same cores moves every figure.
 */
import { join } from 'node:path';
import { projectRoot } from '../../api/config/project-root';
import { benchPublishGate, GATE_TARGET_MS } from './publish-gate-bench';
import { ensureProductionBuild } from '../../tests/support/server-process';
import { sourcesNewerThanBuild } from './build-freshness';
import { FIRST_LOAD_BUDGET, measureRouteJs, type RouteJs } from './js-budget';
import { LIGHTHOUSE_CATEGORIES, LIGHTHOUSE_THRESHOLD, runLighthouse, type LighthouseScores } from './lighthouse';
import { stopRunningLoad } from './load';
import { LIGHTHOUSE_NOT_APPLICABLE, lighthouseUrls, routeTableDrift } from './public-routes';
import { benchServer, type ServerBench, type ServerRow } from './server-bench';
import { EVENTS_ROUTE_LABEL, EVENTS_TARGET_PER_SECOND } from './event-batches';
import { EVENT_BATCH_MAX } from '../../engine';
import { formatKb, formatNumber, formatTable, rightAligned } from './table';

interface Options {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  server: boolean;
  lighthouse: string[] | null;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { seconds: 5, warmupSeconds: 1, connections: 20, server: true, lighthouse: null };
  for (const arg of argv) {
    const [name, value] = arg.split(/=(.*)/s) as [string, string | undefined];
    if (name === '--quick') Object.assign(options, { seconds: 2, warmupSeconds: 0.5 });
    else if (name === '--duration' && Number(value) > 0) options.seconds = Number(value);
    else if (name === '--connections' && Number.isInteger(Number(value)) && Number(value) > 0) options.connections = Number(value);
    else if (name === '--no-server') options.server = false;
    else if (name === '--lighthouse') options.lighthouse = value ? value.split(',').filter(Boolean) : lighthouseUrls();
    else throw new Error(`unknown option ${arg} (see the top of scripts/bench/run-bench.ts)`);
  }
  return options;
}

const interruptCleanups = new Set<() => Promise<void>>();
function onInterrupt(cleanup: () => Promise<void>): () => void {
  interruptCleanups.add(cleanup);
  return () => interruptCleanups.delete(cleanup);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopRunningLoad();
    process.stderr.write(`\n${signal}: stopping the servers and dropping the scratch database\n`);
    void Promise.allSettled([...interruptCleanups].map((cleanup) => cleanup())).then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

const log = (line: string) => process.stderr.write(`${line}\n`);

/** value / base: '0.0022×', '0.087×', '9.6×', '303×'. */
function ratio(value: number, base: number): string {
  if (!(base > 0) || !Number.isFinite(value)) return '-';
  const r = value / base;
  return `${r >= 100 ? r.toFixed(0) : r >= 1 ? r.toFixed(1) : Number(r.toPrecision(2)).toString()}×`;
}

/** The row's target as printed, and whether the run missed it. */
function targetOf(row: ServerRow, hello: ServerRow): { text: string; missed: string | null } {
  if (!row.target) return { text: '-', missed: null };
  const { minRatio, maxP99Ms } = row.target;
  const reached = row.result.requestsPerSecond / hello.result.requestsPerSecond;
  const misses = [
    ...(reached < minRatio ? [`${ratio(row.result.requestsPerSecond, hello.result.requestsPerSecond)} of hello < ${minRatio}×`] : []),
    ...(maxP99Ms !== undefined && !(row.result.p99 < maxP99Ms) ? [`p99 ${formatNumber(row.result.p99)} ms ≥ ${maxP99Ms} ms`] : []),
  ];
  return { text: `≥ ${minRatio}×${maxP99Ms !== undefined ? `, p99 < ${maxP99Ms} ms` : ''} ${misses.length > 0 ? 'MISSED' : 'ok'}`, missed: misses.length > 0 ? misses.join(', ') : null };
}

function serverSection(bench: ServerBench, options: Options): string[] {
  const { hello } = bench;
  const row = (serverRow: ServerRow, isHello = false): string[] => {
    const { label, database, result, problem } = serverRow;
    return [
    label,
    database,
    formatNumber(result.requestsPerSecond),
    isHello ? '1' : ratio(result.requestsPerSecond, hello.result.requestsPerSecond),
    `${formatNumber(result.p50)} ms`,
    isHello ? '1' : ratio(result.p50, hello.result.p50),
    `${formatNumber(result.p99)} ms`,
    isHello ? '1' : ratio(result.p99, hello.result.p99),
    result.total.toLocaleString('en-US'),
    problem ? 'FAIL' : 'ok',
    isHello ? '' : targetOf(serverRow, hello).text,
    ];
  };
  const lines = [
    `Server: loopback, autocannon, ${options.connections} connections, ${options.seconds} s per row after a ${options.warmupSeconds} s warm-up; "vs hello" = the row's figure ÷ bare Koa "hello"'s`,
    ...formatTable(
      [
        { title: 'Route' },
        { title: 'Database' },
        ...rightAligned('req/s', 'vs hello', 'p50', 'vs hello', 'p99', 'vs hello', 'requests'),
        { title: 'all 2xx' },
        { title: 'target' },
      ],
      [row(hello, true), ...bench.rows.map((serverRow) => row(serverRow))],
    ),
  ];
  for (const note of bench.notes) lines.push(`  ${note}`);
  for (const events of eventRows(bench)) {
    const perSecond = events.result.requestsPerSecond * EVENT_BATCH_MAX;
    lines.push(`  Analytics ingest on ${events.database}: ${formatNumber(perSecond)} events/s (target on PGlite ≥ ${EVENTS_TARGET_PER_SECOND}) ${events.database !== 'PGlite' || perSecond >= EVENTS_TARGET_PER_SECOND ? 'ok' : 'MISSED'}`);
  }
  return lines;
}

const eventRows = (bench: ServerBench) => bench.rows.filter((row) => row.label === EVENTS_ROUTE_LABEL);

function browserSection(routes: RouteJs[]): string[] {
  const lines = [
    `Browser: JavaScript of each route's first load (entry + page chunk + their static imports), gzip -9, budget ${formatKb(FIRST_LOAD_BUDGET)}`,
    ...formatTable(
      [
        { title: 'Route' },
        { title: 'Path' },
        ...rightAligned('shared', '+ page', '= first load', 'budget', 'left', 'served (br)', 'files', 'on demand', 'CSS'),
        { title: 'status' },
      ],
      routes.map((route) => [
        route.id,
        route.pattern,
        formatKb(route.sharedGzip),
        formatKb(route.pageGzip),
        formatKb(route.firstLoadGzip),
        formatKb(route.budget),
        formatKb(route.budget - route.firstLoadGzip),
        formatKb(route.firstLoadServed),
        String(route.files),
        route.onDemandGzip > 0 ? formatKb(route.onDemandGzip) : '-',
        formatKb(route.cssGzip),
        route.firstLoadGzip > route.budget ? 'OVER' : 'ok',
      ]),
    ),
    '  shared: the entry chunk and its imports (React, the router, the layout), fetched on every route. served (br): the same files',
    '  as the server compresses them (brotli quality 4). on demand: chunks the page imports later when used (a chart, a dialog).',
  ];
  return lines;
}

/** The categories of a page's scores under the threshold, leaving out those that do not apply to it. */
function lowCategories({ path, scores }: LighthouseScores): (typeof LIGHTHOUSE_CATEGORIES)[number][] {
  const exempt = new Set((LIGHTHOUSE_NOT_APPLICABLE[path] ?? []).map(({ category }) => category));
  return LIGHTHOUSE_CATEGORIES.filter((category, index) => !exempt.has(category) && scores[index]! < LIGHTHOUSE_THRESHOLD);
}

function lighthouseSection(results: LighthouseScores[]): string[] {
  const lines = [
    `Lighthouse (mobile: simulated slow 4G, 4x CPU slowdown; median of 3 runs; each category at least ${LIGHTHOUSE_THRESHOLD})`,
    ...formatTable(
      [{ title: 'Page' }, ...rightAligned(...LIGHTHOUSE_CATEGORIES), { title: 'status' }],
      results.map((result) => {
        const exempt = new Set((LIGHTHOUSE_NOT_APPLICABLE[result.path] ?? []).map(({ category }) => category));
        const cells = result.scores.map((score, index) => (exempt.has(LIGHTHOUSE_CATEGORIES[index]!) ? `(${score})` : String(score)));
        const low = lowCategories(result);
        return [result.path, ...cells, low.length > 0 ? `LOW: ${low.join(', ')}` : 'ok'];
      }),
    ),
  ];
  for (const [path, exemptions] of Object.entries(LIGHTHOUSE_NOT_APPLICABLE)) {
    if (!results.some((result) => result.path === path)) continue;
    for (const { category, reason } of exemptions) lines.push(`  (${category}) on ${path}: not applicable, ${reason}.`);
  }
  return lines;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  ensureProductionBuild();
  const failures: string[] = [];
  const stale = sourcesNewerThanBuild();
  const staleWarning =
    stale.length > 0
      ? `Warning: ${stale.length} source file(s) changed after dist/ was built (${stale.slice(0, 3).join(', ')}${stale.length > 3 ? ', ...' : ''}); run npm run build to measure them.\n\n`
      : '';
  if (staleWarning) log(staleWarning.trim());

  const drift = routeTableDrift();
  if (drift.missing.length > 0 || drift.stale.length > 0) {
    throw new Error(`scripts/bench/public-routes.ts is out of step with app/routes.tsx: missing ${drift.missing.join(', ') || '-'}; stale ${drift.stale.join(', ') || '-'}`);
  }

  const routes = measureRouteJs(join(projectRoot, 'dist/client'));
  for (const route of routes) {
    if (route.firstLoadGzip > route.budget) failures.push(`JavaScript budget: ${route.id} first load ${formatKb(route.firstLoadGzip)} > ${formatKb(route.budget)}`);
  }

  const gate = benchPublishGate();
  if (gate.medianMs > GATE_TARGET_MS) failures.push(`Studio publish gate: ${gate.medianMs.toFixed(0)} ms > ${GATE_TARGET_MS} ms`);

  const server = options.server ? await benchServer({ ...options, onInterrupt, log }) : null;
  if (server) {
    for (const row of [server.hello, ...server.rows]) if (row.problem) failures.push(`${row.label} on ${row.database}: ${row.problem}`);
    for (const row of server.rows) {
      const { missed } = targetOf(row, server.hello);
      if (missed) failures.push(`${row.label} on ${row.database}: ${missed}`);
    }
    for (const row of eventRows(server)) {
      const perSecond = row.result.requestsPerSecond * EVENT_BATCH_MAX;
      if (row.database === 'PGlite' && perSecond < EVENTS_TARGET_PER_SECOND) failures.push(`Analytics ingest on PGlite: ${formatNumber(perSecond)} events/s < ${EVENTS_TARGET_PER_SECOND}`);
    }
  }

  let lighthouse: LighthouseScores[] | null = null;
  if (options.lighthouse) {
    log(`Lighthouse: ${options.lighthouse.length} pages, 3 runs each`);
    lighthouse = await runLighthouse(options.lighthouse);
    for (const result of lighthouse) {
      for (const category of lowCategories(result)) {
        failures.push(`Lighthouse: ${result.path} ${category} ${result.scores[LIGHTHOUSE_CATEGORIES.indexOf(category)]} < ${LIGHTHOUSE_THRESHOLD}`);
      }
    }
    const missing = options.lighthouse.filter((path) => !lighthouse!.some((result) => result.path === path));
    if (missing.length > 0) failures.push(`Lighthouse: no scores for ${missing.join(', ')}`);
  }

  const sections = [
    ...(server ? [serverSection(server, options)] : []),
    browserSection(routes),
    [
      `Studio: the publish gate (schema, linter and paths, ${gate.fixtures} QA fixture walked, diff against the live version) on a generated ${gate.questions}-question flow`,
      `  median of 5: ${gate.medianMs.toFixed(0)} ms (target < ${GATE_TARGET_MS} ms) ${gate.medianMs <= GATE_TARGET_MS ? 'ok' : 'MISSED'}; ${gate.findings} findings`,
    ],
    ...(lighthouse ? [lighthouseSection(lighthouse)] : []),
  ];
  process.stdout.write(`\nnpm run bench — ${new Date().toISOString()}, Node ${process.version}\n\n${staleWarning}${sections.map((lines) => lines.join('\n')).join('\n\n')}\n\n`);
  if (failures.length > 0) {
    process.stdout.write(`FAILED (${failures.length}):\n${failures.map((failure) => `  - ${failure}`).join('\n')}\n`);
    return 1;
  }
  process.stdout.write(`Every budget holds${server ? ' and every server answer was 2xx' : ''}.\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    void Promise.allSettled([...interruptCleanups].map((cleanup) => cleanup())).then(() => process.exit(2));
  },
);
