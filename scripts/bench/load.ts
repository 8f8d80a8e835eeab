import { createRequire } from 'node:module';

/**
 * autocannon's programmatic API, typed here for what the bench uses (the package ships no types; a local
 * interface keeps a global `declare module` out of the project).
 */
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
}

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: AutocannonRequest[];
}

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  requests: { average: number; total: number };
  statusCodeStats: Record<string, { count: number }>;
}

interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
  stop(): void;
}

type Autocannon = (options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance;

const load = createRequire(import.meta.url);
const autocannon = load('autocannon') as Autocannon;

/**
 * autocannon appends every response body to a string, and decoding a compressed (binary) body as UTF-8
 * costs the client several times what the server spends answering a cached page: the client, not the
 * server, would set the figure. Nothing here reads the bodies (each row checks one answer with fetch
 * first), so the queue keeps none.
 */
const requestsQueue = load('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: Buffer): void } };
requestsQueue.prototype.addBody = () => undefined;

export interface LoadTarget {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A new body and extra headers for every request (unique e-mails, Idempotency-Keys). */
  nextRequest?: () => { body: string; headers: Record<string, string> };
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Latencies of every response, in milliseconds (autocannon's own histogram has 1 ms resolution). */
  p50: number;
  p99: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCounts: Record<string, number>;
}

let running: AutocannonInstance | null = null;

/** Stops a run in progress (on Ctrl-C). */
export function stopRunningLoad(): void {
  running?.stop();
}

/** Keeps `connections` requests in flight against baseUrl + target.path for `seconds`, on keep-alive connections. */
export function runLoad(baseUrl: string, target: LoadTarget, options: { connections: number; seconds: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  const request: AutocannonRequest = { method: target.method, path: target.path, headers: target.headers ?? {} };
  if (target.nextRequest) {
    const next = target.nextRequest;
    request.setupRequest = (built) => {
      const { body, headers } = next();
      return { ...built, body, headers: { ...built.headers, ...headers } };
    };
  }
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections: options.connections, duration: options.seconds, timeout: 10, requests: [request] },
      (error, result) => {
        running = null;
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: result.requests.total / result.duration,
          p50: percentile(latencies, 0.5),
          p99: percentile(latencies, 0.99),
          total: result.requests.total,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statusCounts: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)])),
        });
      },
    );
    running = instance;
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}
