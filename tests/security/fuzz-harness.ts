/**
 * The harness of the fuzzing files (fuzz-get-endpoints, fuzz-post-endpoints, fuzz-studio-and-uploads), which
 * run in separate lanes. Property-based fuzzing of every API endpoint: for every GET, hostile query
 * strings and hostile headers; for every POST, hostile bodies, query strings and headers; and hostile
 * multipart uploads to /api/apply, and hostile bodies to the studio's writes from a signed-in admin. At least 1,000 generated cases per endpoint and dimension. Properties:
 * never a 5xx, every 4xx is the JSON error, a refused request stores nothing and an accepted one exactly
 * its rows (the tables of visitors' data are counted after every accepted write and at the end of every
 * property), nothing pollutes Object.prototype, and no upload lands outside the private uploads folder or
 * under a name the visitor chose.
 *
 * Each file runs the app in process on its own PGlite database behind one keep-alive socket, with TRUST_PROXY on (so X-Forwarded-*
 * headers are read, as behind a real proxy), content cached as in production (no case changes content; reading the
 * same rows afresh for every request was half the GET fuzzing's time) and rate limits out of the way. Each run draws new cases; a
 * failure names its seed: `FUZZ_SEED=<seed> npx vitest run --project security tests/security/fuzz-<kind>.test.ts -t '<test>'`
 * replays it. `FUZZ_RUNS` raises the number of cases.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type Koa from 'koa';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { phoneVerifications, spentHumanCheckTokens } from '../../api/db/schema';
import { createLogger } from '../../api/server/logger';
import { freshPhone, verifyPhoneAgain } from '../api/forms-support';
import { createTestApp } from '../support/test-app';
import { useTestDatabase } from '../support/test-database';
import {
  countChanges,
  errorShapeProblem,
  listen,
  storedCounts,
  type ListeningApp,
  type RawRequest,
  type RawResponse,
  type StoredCounts,
  type StoredTable,
} from './security-support';

/** Cases per endpoint and dimension: at least 1,000. FUZZ_RUNS may raise it, never lower it. */
export const RUNS = Math.max(1_000, Number(process.env.FUZZ_RUNS ?? 0) || 0);
/** No shrinking: the app's state moves on with every request, so the first failing case is the one to report. */
const fuzzOptions = (): fc.Parameters<unknown> => ({ numRuns: RUNS, endOnFailure: true, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) });

/** The rows one accepted write adds (without an Idempotency-Key; with one, idempotency_records +1 too, or nothing for a replay). */
export type Increments = Partial<Record<StoredTable, number>>;

export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/**
 * The app a fuzzing file drives and the checks its properties make. Called at the top level of a test file,
 * it opens that file's own database, scratch DATA_DIR and listening app before its tests and closes them
 * after; the getters are read from hooks and tests, once they are open.
 */
export function useFuzzApp() {
  const database = useTestDatabase('pglite');
  let app: Koa;
  let dataDir = '';
  const serverErrors: string[] = [];
  let live: ListeningApp;
  /** The stored counts after the last checked request (each check compares against it). */
  let counts: StoredCounts;
  const figures: string[] = [];
  /** The phone number brokered-rate leads prove their phone with (fresh for each file). */
  let verifiedPhone = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fuzz-'));
    // Errors the app logs (a 5xx's cause) are kept to explain a failing case.
    const logger = createLogger('error', { write: (line: string) => void serverErrors.push(line) });
    app = createTestApp(database.db, { DATA_DIR: dataDir, TRUST_PROXY: 'true', CONTENT_CACHE_SECONDS: '5', RATE_LIMIT_WRITES_PER_MINUTE: '1000000000', RATE_LIMIT_CODE_SENDS_PER_HOUR: '1000000000', RATE_LIMIT_REMOVAL_TEXTS_PER_DAY: '1000000000', ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '1000000000' }, { logger }).app;
    live = await listen(app);
    verifiedPhone = freshPhone();
    counts = await storedCounts(database.db);
  });

  afterAll(async () => {
    await live?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (figures.length > 0) console.info(`fuzz figures (cases per property, seconds):\n${figures.join('\n')}`);
  });

  /** The verification a brokered-rate lead proves its phone with: one proves one lead, so a used one is replaced. */
  let proof: string | null = null;
  async function usableProof(): Promise<string> {
    if (proof) {
      const [row] = await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.id, proof));
      if (row && !row.consumedAt && row.verifiedAt && row.verifiedAt.getTime() > Date.now() - 20 * 60_000) return proof;
    }
    proof = await verifyPhoneAgain(app, database.db, verifiedPhone);
    // The rows the verification added are not the request's: the count moves past them.
    counts = { ...counts, phone_verifications: counts.phone_verifications + 1, sms_outbox: counts.sms_outbox + 1, spent_human_check_tokens: counts.spent_human_check_tokens + 1 };
    return proof;
  }

  /** Replaces the placeholders of a body with a fresh phone number, a usable phone verification and a fresh human-check token. */
  async function fillPlaceholders(body: string | Buffer): Promise<string | Buffer> {
    if (typeof body !== 'string') return body;
    let filled = body;
    if (filled.includes('__PHONE__')) filled = filled.replaceAll('__PHONE__', freshPhone());
    if (filled.includes('__PROOF__')) filled = filled.replaceAll('__PROOF__', await usableProof());
    if (filled.includes('__TOKEN__')) {
      const token = await live.send({ method: 'POST', path: '/api/humanCheck/token' });
      filled = filled.replaceAll('__TOKEN__', (JSON.parse(token.text) as { token: string }).token);
    }
    return filled;
  }

  function describeRequest(request: RawRequest): string {
    const body = request.body === undefined ? '' : ` body(${request.body.length}): ${typeof request.body === 'string' ? request.body.slice(0, 1_500) : String(request.body.subarray(0, 1_500))}`;
    const headerBytes = Object.entries(request.headers ?? {}).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    return `${request.method} ${request.path.slice(0, 300)} (${request.path.length} characters) headers (${headerBytes} bytes): ${JSON.stringify(request.headers ?? {}).slice(0, 300)}${body}`;
  }

  /** The properties every answer keeps, whatever was sent. */
  function expectSafeAnswer(request: RawRequest, response: RawResponse, json: boolean): void {
    // The failure message is built only on failure: describing a 1 MB body for every case would cost more than the request.
    const fail = (problem: string) =>
      expect.fail(`${problem}\n${describeRequest(request)}\n-> ${response.status} ${response.text.slice(0, 300)}${serverErrors.length > 0 ? `\nserver log: ${serverErrors.slice(-2).join('').slice(0, 2_000)}` : ''}`);
    if (response.status < 200 || response.status >= 500) fail(`status ${response.status}: expected 2xx to 4xx`);
    if (response.status >= 400) {
      const problem = errorShapeProblem(response);
      if (problem) fail(`not the JSON error: ${problem}`);
    } else if (json && response.status !== 304 && response.status !== 204) {
      try {
        JSON.parse(response.text);
      } catch {
        fail('a 2xx answer that is not JSON');
      }
    }
    if (response.headers['x-powered-by'] !== undefined) fail('an X-Powered-By header');
    if (Object.keys(Object.prototype).length > 0 || ({} as Record<string, unknown>).polluted !== undefined) fail(`Object.prototype was polluted: ${Object.keys(Object.prototype).join(', ')}`);
  }

  /**
   * After a write: a refused request stores nothing, an accepted one stores exactly its rows. Counting
   * after every request would cost a query each, so the count is taken after each accepted request (the
   * rows since the previous count must be exactly that request's: a refused request in between that
   * stored anything breaks the equality) and at the end of each property (`expectNothingSinceLastCount`).
   */
  let uncountedRefusals = 0;
  async function expectStoredOnlyOnSuccess(request: RawRequest, response: RawResponse, stores: Increments, idempotent: boolean): Promise<'stored' | 'refused' | 'answered'> {
    if (response.status >= 400) {
      uncountedRefusals += 1;
      return 'refused';
    }
    // A route that stores nothing is counted with the refusals: a row it added shows at the next count.
    if (Object.keys(stores).length === 0) return 'answered';
    const after = await storedCounts(database.db);
    const changes = countChanges(counts, after);
    counts = after;
    const what = `${describeRequest(request)}\n-> ${response.status} ${response.text.slice(0, 300)}\nrows added: ${JSON.stringify(changes)} (since the count before it and ${uncountedRefusals} refused requests)`;
    uncountedRefusals = 0;
    const expected = { ...stores };
    // HTTP drops a header value's edge whitespace; the routes ignore an empty key.
    const key = idempotent && String(request.headers?.['idempotency-key'] ?? '').trim() !== '';
    if (key && Object.keys(changes).length === 0) return 'answered'; // a replay of the first answer: nothing new
    if (key) expected.idempotency_records = 1;
    await allowSweptTokens(request, changes, expected);
    expect(changes, what).toEqual(expected);
    return 'stored';
  }

  /**
   * The human check forgets spent tokens past their five-minute life while it checks a new one, so on a
   * long run a request that spends a token can leave the spent-token count flat, or lower. Then the
   * request's own token must be among the spent ones, and the count is not compared.
   */
  async function allowSweptTokens(request: RawRequest, changes: Partial<StoredCounts>, expected: Increments): Promise<void> {
    const spends = expected.spent_human_check_tokens ?? 0;
    const counted = changes.spent_human_check_tokens ?? 0;
    if (spends === 0 || counted >= spends) return;
    const token = String(request.body ?? '').match(/turnstileToken"?[^A-Za-z0-9_-]+([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+/)?.[1];
    const tokenId = token ? (JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { id?: string }).id : undefined;
    expect(tokenId, `the spent-token count fell by a sweep, and the request names no token: ${describeRequest(request)}`).toBeTruthy();
    const [spent] = await database.db.select().from(spentHumanCheckTokens).where(eq(spentHumanCheckTokens.tokenId, tokenId!));
    expect(spent, `the request's token ${tokenId} was not recorded as spent`).toBeTruthy();
    if (counted === 0) delete expected.spent_human_check_tokens;
    else expected.spent_human_check_tokens = counted;
  }

  /** The end of a property: nothing was stored since the last accepted request was counted. */
  async function expectNothingSinceLastCount(): Promise<void> {
    const after = await storedCounts(database.db);
    expect(countChanges(counts, after), `${uncountedRefusals} refused requests stored something`).toEqual({});
    uncountedRefusals = 0;
  }

  /** Starts a property's bookkeeping from the current counts. */
  async function startCounting(): Promise<void> {
    counts = await storedCounts(database.db);
    uncountedRefusals = 0;
  }

  async function runProperty<T>(label: string, arbitrary: fc.Arbitrary<T>, check: (value: T) => Promise<void>): Promise<void> {
    await startCounting();
    const started = performance.now();
    let cases = 0;
    const details = await fc.check(
      fc.asyncProperty(arbitrary, async (value) => {
        cases += 1;
        await check(value);
      }),
      fuzzOptions(),
    );
    figures.push(`  ${label}: ${cases} cases, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (details.failed) {
      // The counterexample can be megabytes (huge strings): report the assertion, which names the request, and the seed to replay it.
      const message = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      throw new Error(`${label} failed after ${details.numRuns} cases (FUZZ_SEED=${details.seed} replays it, path ${details.counterexamplePath}):\n${message.slice(0, 2_000)}`);
    }
    expect(cases).toBeGreaterThanOrEqual(RUNS);
    await expectNothingSinceLastCount();
  }

  return {
    get live() {
      return live;
    },
    get app() {
      return app;
    },
    database,
    get dataDir() {
      return dataDir;
    },
    get verifiedPhone() {
      return verifiedPhone;
    },
    runProperty,
    expectSafeAnswer,
    expectStoredOnlyOnSuccess,
    fillPlaceholders,
    describeRequest,
  };
}
