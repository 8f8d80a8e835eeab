import { availableParallelism, loadavg } from 'node:os';
import { runLoad, type LoadResult, type LoadTarget } from './load';
import { startHelloServer, startProductionServer } from './processes';
import { quoteLeadSource } from './quote-leads';
import { eventBatchSource, EVENTS_ROUTE_LABEL } from './event-batches';
import { createScratchDatabase, findPostgres } from './scratch-postgres';

export interface ServerBenchOptions {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** Registers work to undo if the bench is interrupted; returns the function that unregisters it. */
  onInterrupt: (cleanup: () => Promise<void>) => () => void;
  log: (line: string) => void;
}

export interface ServerRow {
  label: string;
  database: string;
  result: LoadResult;
  /** Why the row fails the bench (a non-2xx answer, an error, a timeout), or null. */
  problem: string | null;
  /** What the row must reach on its database, if anything. */
  target?: RowTarget;
}

export interface ServerBench {
  hello: ServerRow;
  rows: ServerRow[];
  notes: string[];
}

/** What a browser sends: the compress middleware answers brotli, as it would to a visitor. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (bench) Chrome/156' };

/** What a row must reach, as a ratio of hello's requests/s and a ceiling on p99, on every database or one. */
export interface RowTarget {
  minRatio: number;
  maxP99Ms?: number;
  database?: 'PGlite' | 'PostgreSQL';
}

interface Route {
  label: string;
  target: (baseUrl: string) => Promise<LoadTarget>;
  /** Checks one answer before the load, so a wrong setup fails with the reason rather than a count. */
  check: (response: Response, body: string) => string | null;
  targets?: RowTarget[];
}

const PAGE_HEADERS = { ...BROWSER_HEADERS, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const renderedPage = (response: Response, body: string) => (/<div id="root">.*<main/s.test(body) ? null : `no rendered page in the HTML (${response.status})`);

/** A public page, served from the page cache after its first rendering (the preflight renders it). */
const cachedPage = (path: string, targets: RowTarget[]): Route => ({
  label: `GET ${path} (cached)`,
  target: async () => ({ method: 'GET', path, headers: PAGE_HEADERS }),
  check: renderedPage,
  targets,
});

const ROUTES: Route[] = [
  cachedPage('/', [{ minRatio: 0.2, maxP99Ms: 25 }]),
  cachedPage('/mortgage-types/FHA-loan', [{ minRatio: 0.2 }]),
  cachedPage('/agents', [{ minRatio: 0.2 }]),
  cachedPage('/agent/sarah-okafor', [{ minRatio: 0.2 }]),
  {
    label: 'GET /api/questions?entryPath=purchase',
    target: async () => ({ method: 'GET', path: '/api/questions?entryPath=purchase', headers: { ...BROWSER_HEADERS, accept: 'application/json' } }),
    check: (response, body) => (Array.isArray(JSON.parse(body)) ? null : `not a list of questions (${response.status})`),
  },
  {
    label: 'POST /api/recordQuoteLead',
    target: async (baseUrl) => {
      const next = await quoteLeadSource(baseUrl);
      return { method: 'POST', path: '/api/recordQuoteLead', headers: { ...BROWSER_HEADERS, accept: 'application/json' }, nextRequest: next };
    },
    check: (response, body) => (response.status === 201 && typeof (JSON.parse(body) as { id?: unknown }).id === 'string' ? null : `not a stored lead: ${response.status} ${body.slice(0, 300)}`),
    targets: [
      { database: 'PGlite', minRatio: 0.009 },
      { database: 'PostgreSQL', minRatio: 0.025, maxP99Ms: 150 },
    ],
  },
  {
    label: EVENTS_ROUTE_LABEL,
    target: async (baseUrl) => ({ method: 'POST', path: '/api/events', headers: { ...BROWSER_HEADERS }, nextRequest: await eventBatchSource(baseUrl) }),
    check: (response, body) => (response.status === 204 ? null : `events not stored: ${response.status} ${body.slice(0, 300)}`),
  },
];

/**
 * The hello baseline, then the three routes on the production server on PGlite and, when PostgreSQL is
 * there, on a scratch database of it. One thing runs at a time; each row has an unmeasured warm-up.
 */
export async function benchServer(options: ServerBenchOptions): Promise<ServerBench> {
  const { log } = options;
  const [load1] = loadavg();
  const notes: string[] = [
    `Machine: ${availableParallelism()} cores, load average ${load1!.toFixed(1)} at the start (other work on these cores moves every figure).`,
    'Requests carry a browser\'s Accept-Encoding, so the server\'s compression (brotli 4 above 1 kB) is in the figures; 2xx is checked on every answer.',
  ];

  log('hello: bare Koa baseline');
  const helloServer = await startHelloServer();
  const unregisterHello = options.onInterrupt(() => helloServer.stop());
  let hello: ServerRow;
  try {
    const target: LoadTarget = { method: 'GET', path: '/', headers: { ...BROWSER_HEADERS, accept: '*/*' } };
    hello = await measure('GET / (bare Koa "hello")', '-', helloServer.baseUrl, target, options);
  } finally {
    await helloServer.stop();
    unregisterHello();
  }

  const rows: ServerRow[] = [];
  rows.push(...(await benchDatabase('PGlite', '', options)));

  const postgres = await findPostgres();
  if (!postgres) {
    notes.push('PostgreSQL rows skipped: DATABASE_URL is not set and nothing answers at the default URL.');
  } else {
    const scratch = await createScratchDatabase(postgres.adminUrl);
    const unregister = options.onInterrupt(() => scratch.drop());
    notes.push(`PostgreSQL (${postgres.reason}): scratch database ${scratch.name}, dropped afterwards.`);
    try {
      rows.push(...(await benchDatabase('PostgreSQL', scratch.url, options)));
    } finally {
      await scratch.drop();
      unregister();
    }
  }
  return { hello, rows, notes };
}

/** The site-wide budgets far above what the bench sends (one loopback address, thousands of writes a second). */
const UNBUDGETED = {
  BUDGET_LEADS_PER_MINUTE: '1000000000',
  BUDGET_EVENTS_PER_MINUTE: '1000000000',
  ANALYTICS_EVENTS_STORED_PER_DAY: '2000000000',
  BUDGET_TEXTS_PER_MINUTE: '1000000000',
  BUDGET_UPLOADS_PER_MINUTE: '1000000000',
  BUDGET_REMOVALS_PER_MINUTE: '1000000000',
};

async function benchDatabase(database: string, databaseUrl: string, options: ServerBenchOptions): Promise<ServerRow[]> {
  options.log(`${database}: starting the production server`);
  const server = await startProductionServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', RATE_LIMIT_WRITES_PER_MINUTE: '100000000', ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '1000000000', MAX_CONNECTIONS_PER_ADDRESS: '0', ...UNBUDGETED });
  const unregister = options.onInterrupt(() => server.stop());
  const rows: ServerRow[] = [];
  try {
    for (const route of ROUTES) {
      const target = await route.target(server.baseUrl);
      const preflight = await request(server.baseUrl, target);
      const wrong = preflight.response.ok ? route.check(preflight.response, preflight.body) : `${preflight.response.status} ${preflight.body.slice(0, 300)}`;
      if (wrong) throw new Error(`${route.label} on ${database}: ${wrong}`);
      const rowTarget = route.targets?.find((candidate) => !candidate.database || candidate.database === database);
      rows.push({ ...(await measure(route.label, database, server.baseUrl, target, options)), ...(rowTarget ? { target: rowTarget } : {}) });
    }
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nserver output:\n${server.output().slice(-3000)}`);
  } finally {
    await server.stop();
    unregister();
  }
  return rows;
}

/** A warm-up run (its answers checked too), then the measured run. */
async function measure(label: string, database: string, baseUrl: string, target: LoadTarget, options: ServerBenchOptions): Promise<ServerRow> {
  options.log(`  ${label} on ${database}: ${options.warmupSeconds} s warm-up, ${options.seconds} s measured, ${options.connections} connections`);
  const warmup = await runLoad(baseUrl, target, { connections: options.connections, seconds: options.warmupSeconds });
  const result = await runLoad(baseUrl, target, { connections: options.connections, seconds: options.seconds });
  const problem = problemOf(result, 'measured') ?? problemOf(warmup, 'warm-up');
  return { label, database, result, problem };
}

function problemOf(result: LoadResult, phase: string): string | null {
  if (result.total === 0) return `${phase}: no answer at all`;
  if (result.non2xx === 0 && result.errors === 0 && result.timeouts === 0) return null;
  const statuses = Object.entries(result.statusCounts).map(([status, count]) => `${count}× ${status}`).join(', ');
  return `${phase}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts (statuses: ${statuses})`;
}

async function request(baseUrl: string, target: LoadTarget): Promise<{ response: Response; body: string }> {
  const extra = target.nextRequest?.();
  const response = await fetch(baseUrl + target.path, {
    method: target.method,
    headers: { ...target.headers, ...extra?.headers },
    body: extra?.body,
  });
  return { response, body: await response.text() };
}
