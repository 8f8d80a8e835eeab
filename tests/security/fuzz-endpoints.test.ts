/**
 * Property-based fuzzing of every API endpoint: for every GET, hostile query
 * strings and hostile headers; for every POST, hostile bodies, query strings and headers; and hostile
 * multipart uploads to /api/apply, and hostile bodies to the studio's writes from a signed-in admin. At least 1,000 generated cases per endpoint and dimension. Properties:
 * never a 5xx, every 4xx is the JSON error, a refused request stores nothing and an accepted one exactly
 * its rows (the tables of visitors' data are counted after every accepted write and at the end of every
 * property), nothing pollutes Object.prototype, and no upload lands outside the private uploads folder or
 * under a name the visitor chose.
 *
 * The app runs in process on PGlite behind one keep-alive socket, with TRUST_PROXY on (so X-Forwarded-*
 * headers are read, as behind a real proxy) and rate limits out of the way. Each run draws new cases; a
 * failure names its seed: `FUZZ_SEED=<seed> npx vitest run --project security tests/security/fuzz-endpoints.test.ts -t '<test>'`
 * replays it. `FUZZ_RUNS` raises the number of cases.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { hiringApplications, phoneVerifications, spentHumanCheckTokens } from '../../api/db/schema';
import { readDeliverySettings } from '../../api/delivery/delivery-settings';
import { freshPhone, humanCheckToken, purchaseLead, verifyPhoneAgain } from '../api/forms-support';
import { eq } from 'drizzle-orm';
import { createLogger } from '../../api/server/logger';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import { createTestApp } from '../support/test-app';
import { useTestDatabase } from '../support/test-database';
import {
  asHeaderValue,
  HOSTILE_WORDS,
  hostileHeaders,
  hostileJsonBody,
  hostileQuery,
  hostileSegment,
  hostileString,
  jsonContentType,
  mutatedBody,
  safeEncode,
  wrongType,
} from './hostile-arbitraries';
import {
  countChanges,
  errorShapeProblem,
  filesUnder,
  listen,
  multipartBody,
  storedCounts,
  tinyPdf,
  type ListeningApp,
  type MultipartPart,
  type RawRequest,
  type RawResponse,
  type StoredCounts,
  type StoredTable,
} from './security-support';
import { completedAnswers, leadConsent } from '../support/lead-bodies';

/** Cases per endpoint and dimension: the issue asks for at least 1,000. FUZZ_RUNS may raise it, never lower it. */
const RUNS = Math.max(1_000, Number(process.env.FUZZ_RUNS ?? 0) || 0);
/** No shrinking: the app's state moves on with every request, so the first failing case is the one to report. */
const fuzzOptions = (): fc.Parameters<unknown> => ({ numRuns: RUNS, endOnFailure: true, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) });

/* ---------------------------------------------------------------- the endpoints */

interface GetEndpoint {
  name: string;
  /** The path, given the (valid or hostile) path segment for the routes that have one. */
  path: (segment: string) => string;
  validSegment?: string;
  params: string[];
  valid: Record<string, string>;
  /** The 2xx answer is JSON (not for the validator module). */
  json: boolean;
}

const ESTIMATE_QUERY = {
  loanType: '1',
  downPayment: '60000',
  salesPrice: '400000',
  occupancyType: '1',
  propertyType: '22',
  numberOfUnits: '1',
  zipCode: '48067',
  creditScore: '720',
  firstTimeHomeBuyer: 'false',
};

const plain = (path: string) => () => path;
const GET_ENDPOINTS: GetEndpoint[] = [
  { name: 'brokers', path: plain('/api/brokers'), params: [], valid: {}, json: true },
  { name: 'agent', path: plain('/api/agent/'), params: ['fields.brokerKey'], valid: { 'fields.brokerKey': 'sarah-okafor' }, json: true },
  { name: 'products', path: plain('/api/products'), params: [], valid: {}, json: true },
  { name: 'product', path: plain('/api/product/'), params: ['fields.productKey'], valid: { 'fields.productKey': 'FHA-loan' }, json: true },
  { name: 'getGoogleReviews', path: plain('/api/getGoogleReviews'), params: [], valid: {}, json: true },
  { name: 'getStats', path: plain('/api/getStats'), params: [], valid: {}, json: true },
  { name: 'openPositions', path: plain('/api/openPositions'), params: [], valid: {}, json: true },
  { name: 'getCombinedRates', path: plain('/api/getCombinedRates'), params: [], valid: {}, json: true },
  { name: 'disclosure', path: plain('/api/disclosure'), params: ['disclosureKey'], valid: { disclosureKey: 'privacy-policy' }, json: true },
  { name: 'aprFees', path: plain('/api/aprFees'), params: [], valid: {}, json: true },
  { name: 'featureFlags', path: plain('/api/featureFlags'), params: [], valid: {}, json: true },
  { name: 'siteConfig', path: plain('/api/siteConfig'), params: [], valid: {}, json: true },
  { name: 'verification/humanCheck', path: plain('/api/verification/humanCheck'), params: [], valid: {}, json: true },
  { name: 'questions', path: plain('/api/questions'), params: ['entryPath'], valid: { entryPath: 'purchase' }, json: true },
  { name: 'flows/:entryPath', path: (segment) => `/api/flows/${segment}`, validSegment: 'refinance', params: [], valid: {}, json: true },
  { name: 'estimateLoan', path: plain('/api/estimateLoan'), params: Object.keys(ESTIMATE_QUERY), valid: ESTIMATE_QUERY, json: true },
  { name: 'forms/:id', path: (segment) => `/api/forms/${segment}`, validSegment: 'brokered-rate', params: [], valid: {}, json: true },
  { name: 'forms/:id/validator.mjs', path: (segment) => `/api/forms/${segment}/validator.mjs`, validSegment: 'hiring', params: ['v'], valid: {}, json: false },
];

/** The rows one accepted write adds (without an Idempotency-Key; with one, idempotency_records +1 too, or nothing for a replay). */
type Increments = Partial<Record<StoredTable, number>>;

/** Each lead, application and request queues one e-mail, and a webhook too when LEAD_WEBHOOK_URL is set. */
const OUTBOX_PER_LEAD = readDeliverySettings().webhook ? 2 : 1;

interface PostEndpoint {
  name: string;
  path: string;
  /** The route's body limit (bytes), to generate bodies over it. */
  maxBytes: number;
  /** A valid body; `__PHONE__` and `__TOKEN__` are replaced per request by a fresh phone number and human-check token. */
  base: () => Record<string, unknown>;
  /** Nested objects of the body whose fields are mutated too. */
  nested?: string[];
  stores: Increments;
  /** Whether the route honours Idempotency-Key (a key adds an idempotency record, a repeated one stores nothing). */
  idempotent?: boolean;
}

let quoteAnswers: Record<string, unknown> = {};
let vetlifeAnswers: Record<string, unknown> = {};
let verifiedPhone = '';
let purchaseVersion = '';

/** A funnel's lead route: a lead of the same moment and browser, which stores the lead, its e-mail (and webhook), and the lead_stored event the server records. */
function funnelLeadRoute(path: string, lead: () => { contactInfo: Record<string, string>; loanType: string; answers: Record<string, unknown>; phoneVerified: boolean; consent: unknown }): PostEndpoint {
  return {
    name: path.slice('/api/'.length),
    path,
    maxBytes: 64 * 1024,
    base: () => {
      const { contactInfo, loanType, answers, phoneVerified, consent } = lead();
      return { contactInfo, loanType, answers, timestamp: '2026-11-22T15:00:00.000Z', userAgent: 'Mozilla/5.0', phoneVerified, consent };
    },
    nested: ['contactInfo', 'answers'],
    stores: { leads: 1, outbox: OUTBOX_PER_LEAD, analytics_events: 1 },
    idempotent: true,
  };
}

const POST_ENDPOINTS: PostEndpoint[] = [
  funnelLeadRoute('/api/recordQuoteLead', () => ({
    contactInfo: { fullName: 'Fuzz Visitor', email: 'fuzz.visitor@example.com', phoneNumber: '248-555-0199' },
    loanType: 'purchase',
    answers: quoteAnswers,
    phoneVerified: false,
    consent: leadConsent('purchase'),
  })),
  funnelLeadRoute('/api/recordWebLead/VetLife', () => ({
    contactInfo: { fullName: 'Fuzz Veteran', email: 'fuzz.veteran@example.com', phoneNumber: '248-555-0198' },
    loanType: 'cashOut',
    answers: vetlifeAnswers,
    phoneVerified: true,
    consent: leadConsent('cashOut', '/quote-landing-vetlife'),
  })),
  {
    name: 'recordBrokerLead',
    path: '/api/recordBrokerLead',
    maxBytes: 32 * 1024,
    base: () => ({ ...purchaseLead(verifiedPhone), verificationId: '__PROOF__', turnstileToken: '__TOKEN__' }),
    // With lead_stored and phone_verified: a brokered-rate lead always proves its phone.
    stores: { leads: 1, outbox: OUTBOX_PER_LEAD, spent_human_check_tokens: 1, analytics_events: 2 },
    idempotent: true,
  },
  {
    name: 'sendVerificationCode',
    path: '/api/sendVerificationCode',
    maxBytes: 4 * 1024,
    base: () => ({ phoneNumber: '__PHONE__', turnstileToken: '__TOKEN__' }),
    stores: { phone_verifications: 1, sms_outbox: 1, spent_human_check_tokens: 1 },
  },
  {
    name: 'verifyCode',
    path: '/api/verifyCode',
    maxBytes: 2 * 1024,
    base: () => ({ phoneNumber: '__PHONE__', code: '123456', verificationId: '0190a8b2-7c3e-7d4f-8a1b-2c3d4e5f6a7b' }),
    stores: {},
  },
  { name: 'humanCheck/token', path: '/api/humanCheck/token', maxBytes: 2 * 1024, base: () => ({}), stores: {} },
  {
    name: 'requestRemoval',
    path: '/api/requestRemoval',
    maxBytes: 4 * 1024,
    base: () => ({ name: 'Fuzz Visitor', email: 'fuzz.visitor@example.com', phoneNumber: '__PHONE__', confirmation: true, turnstileToken: '__TOKEN__' }),
    // The link to the requester and the notice to the privacy inbox; the code texted to the phone.
    stores: { removal_requests: 1, outbox: 2, sms_outbox: 1, spent_human_check_tokens: 1 },
    idempotent: true,
  },
  {
    name: 'events',
    path: '/api/events',
    maxBytes: 50 * 4096 + 1024,
    base: () => ({ events: [{ type: 'answer', flowId: 'purchase', version: purchaseVersion, sessionId: 'fuzz-session-1', pathId: 'abcd0123', depth: 1, device: 'phone', lang: 'en', question: 'propertyType', option: 'condo', next: 'propertyUse' }] }),
    stores: { analytics_events: 1 },
  },
  {
    name: 'confirmRemoval',
    path: '/api/confirmRemoval',
    maxBytes: 1024,
    base: () => ({ request: '00000000-0000-4000-8000-000000000000', code: '123456' }),
    stores: {},
  },
];

const APPLY_STORES: Increments = { hiring_applications: 1, outbox: 1, spent_human_check_tokens: 1 };

/* ---------------------------------------------------------------- the app and its checks */

const database = useTestDatabase('pglite');
let app: Koa;
let dataDir = '';
const serverErrors: string[] = [];
let live: ListeningApp;
/** The stored counts after the last checked request (each check compares against it). */
let counts: StoredCounts;
const figures: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fuzz-'));
  // Errors the app logs (a 5xx's cause) are kept to explain a failing case.
  const logger = createLogger('error', { write: (line: string) => void serverErrors.push(line) });
  app = createTestApp(database.db, { DATA_DIR: dataDir, TRUST_PROXY: 'true', RATE_LIMIT_WRITES_PER_MINUTE: '1000000000', RATE_LIMIT_CODE_SENDS_PER_HOUR: '1000000000', RATE_LIMIT_REMOVAL_TEXTS_PER_DAY: '1000000000', ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '1000000000' }, { logger }).app;
  live = await listen(app);
  quoteAnswers = completedAnswers('purchase');
  vetlifeAnswers = completedAnswers('vetlife-cashOut');
  verifiedPhone = freshPhone();
  purchaseVersion = (await live.send({ method: 'GET', path: '/api/questions?entryPath=purchase' })).headers['x-definition-version'] as string;
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

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/* ---------------------------------------------------------------- GET endpoints */

describe('GET endpoints under hostile input', () => {
  for (const endpoint of GET_ENDPOINTS) {
    const validPath = () => endpoint.path(endpoint.validSegment ?? '');

    it(`GET ${endpoint.name}: ${RUNS} hostile query strings${endpoint.validSegment ? ' and path segments' : ''}`, async () => {
      const segment = endpoint.validSegment ? fc.oneof({ weight: 1, arbitrary: fc.constant(endpoint.validSegment) }, { weight: 2, arbitrary: hostileSegment }) : fc.constant('');
      await runProperty(`GET ${endpoint.name} query`, fc.tuple(segment, hostileQuery(endpoint.params, endpoint.valid)), async ([pathSegment, query]) => {
        const request: RawRequest = { method: 'GET', path: withQuery(endpoint.path(pathSegment), query), headers: { accept: 'application/json' } };
        expectSafeAnswer(request, await live.send(request), endpoint.json);
      });
    });

    it(`GET ${endpoint.name}: ${RUNS} hostile header sets`, async () => {
      const validQuery = new URLSearchParams(endpoint.valid).toString();
      await runProperty(`GET ${endpoint.name} headers`, hostileHeaders, async (headers) => {
        const request: RawRequest = { method: 'GET', path: withQuery(validPath(), validQuery), headers };
        expectSafeAnswer(request, await live.send(request), endpoint.json);
      });
    });
  }
});

/* ---------------------------------------------------------------- POST endpoints with JSON bodies */

function bodyArbitrary(endpoint: PostEndpoint): fc.Arbitrary<string | Buffer> {
  const base = endpoint.base();
  const nestedMutations = (endpoint.nested ?? []).map((key) =>
    mutatedBody(base[key] as Record<string, unknown>).map((inner) => JSON.stringify({ ...base, [key]: inner })),
  );
  return nestedMutations.length > 0 ? fc.oneof({ weight: 3, arbitrary: hostileJsonBody(base, endpoint.maxBytes) }, ...nestedMutations) : hostileJsonBody(base, endpoint.maxBytes);
}

/** The valid body (a fifth of the time) or an empty object (refused by every write but the token): hostile queries and headers go with either. */
const plainBody = (endpoint: PostEndpoint) => fc.oneof({ weight: 1, arbitrary: fc.constant(JSON.stringify(endpoint.base())) }, { weight: 4, arbitrary: fc.constant('{}') });

describe('POST endpoints under hostile input', () => {
  for (const endpoint of POST_ENDPOINTS) {
    const post = async (body: string | Buffer, headers: Record<string, string>, query = '', chunked = false) => {
      const request: RawRequest = { method: 'POST', path: withQuery(endpoint.path, query), headers, body: await fillPlaceholders(body), chunked };
      const response = await live.send(request);
      expectSafeAnswer(request, response, true);
      return expectStoredOnlyOnSuccess(request, response, endpoint.stores, endpoint.idempotent ?? false);
    };

    it(`POST ${endpoint.name}: ${RUNS} hostile bodies (malformed JSON, wrong types, huge, deep, __proto__, unicode)`, async () => {
      const outcomes: Record<string, number> = {};
      // A quarter of the bodies are streamed (chunked, no Content-Length to refuse them by).
      const chunked = fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
      await runProperty(`POST ${endpoint.name} body`, fc.tuple(bodyArbitrary(endpoint), jsonContentType, chunked), async ([body, contentType, streamed]) => {
        const outcome = await post(body, contentType ? { 'content-type': contentType } : {}, '', streamed);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      });
      // Most bodies are refused (the token route reads no body and answers every one).
      if (Object.keys(endpoint.stores).length > 0) expect(outcomes.refused ?? 0).toBeGreaterThan(RUNS / 2);
      else if (endpoint.name === 'humanCheck/token') expect(outcomes.answered).toBe(RUNS);
    });

    it(`POST ${endpoint.name}: ${RUNS} hostile query strings`, async () => {
      await runProperty(`POST ${endpoint.name} query`, fc.tuple(plainBody(endpoint), hostileQuery(['id', 'loanType', 'phoneNumber', 'redirect'], {})), async ([body, query]) => {
        await post(body, { 'content-type': 'application/json' }, query);
      });
    });

    it(`POST ${endpoint.name}: ${RUNS} hostile header sets`, async () => {
      await runProperty(`POST ${endpoint.name} headers`, fc.tuple(plainBody(endpoint), hostileHeaders), async ([body, headers]) => {
        await post(body, { 'content-type': 'application/json', ...headers });
      });
    });
  }
});

/* ---------------------------------------------------------------- the studio's writes, signed in */

describe('studio writes under hostile bodies, from a signed-in publisher', () => {
  const studio = { cookie: '', csrf: '', draftId: '', liveHash: '' };
  const flow = () => JSON.parse(readFileSync(join(projectRoot, 'definitions/flows/purchase.json'), 'utf8'));

  beforeAll(async () => {
    const accounts = createStaffAccounts({ db: database.db });
    await accounts.add({ email: 'fuzz.admin@harborpoint.test', name: 'Fuzz Admin', role: 'admin', password: 'correct horse battery staple' }, 'test');
    const signedIn = await live.send({ method: 'POST', path: '/api/studio/session', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'fuzz.admin@harborpoint.test', password: 'correct horse battery staple' }) });
    studio.cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    studio.csrf = (JSON.parse(signedIn.text) as { csrfToken: string }).csrfToken;
    const detail = await live.send({ method: 'GET', path: '/api/studio/definitions/purchase', headers: { cookie: studio.cookie } });
    studio.liveHash = (JSON.parse(detail.text) as { published: { hash: string } }).published.hash;
    const draft = await live.send({ method: 'POST', path: '/api/studio/definitions/purchase/drafts', headers: { cookie: studio.cookie, 'x-csrf-token': studio.csrf, 'content-type': 'application/json' }, body: JSON.stringify({ definition: flow(), baseHash: studio.liveHash }) });
    studio.draftId = (JSON.parse(draft.text) as { draftId: string }).draftId;
  });

  const endpoints: Array<{ name: string; method: string; path: () => string; maxBytes: number; base: () => Record<string, unknown> }> = [
    { name: 'session (sign-in)', method: 'POST', path: () => '/api/studio/session', maxBytes: 4 * 1024, base: () => ({ email: 'fuzz.admin@harborpoint.test', password: 'not the password at all' }) },
    { name: 'definitions/:id/drafts', method: 'POST', path: () => '/api/studio/definitions/purchase/drafts', maxBytes: 2 * 1024 * 1024, base: () => ({ definition: flow(), baseHash: studio.liveHash }) },
    { name: 'drafts/:id', method: 'PUT', path: () => `/api/studio/drafts/${studio.draftId}`, maxBytes: 2 * 1024 * 1024, base: () => ({ definition: flow() }) },
    { name: 'drafts/:id/publish', method: 'POST', path: () => `/api/studio/drafts/${studio.draftId}/publish`, maxBytes: 4 * 1024, base: () => ({ at: '2099-01-01T00:00:00Z', acknowledgeBreaking: false }) },
    { name: 'definitions/:id/rollback', method: 'POST', path: () => '/api/studio/definitions/purchase/rollback', maxBytes: 4 * 1024, base: () => ({ hash: studio.liveHash }) },
    { name: 'experiments', method: 'POST', path: () => '/api/studio/experiments', maxBytes: 4 * 1024, base: () => ({ flowId: 'purchase', name: 'Fuzz', variants: [{ version: studio.liveHash, weight: 50 }, { version: studio.liveHash, weight: 50 }] }) },
    { name: 'staff', method: 'POST', path: () => '/api/studio/staff', maxBytes: 4 * 1024, base: () => ({ email: 'fuzz.editor@harborpoint.test', name: 'Fuzz Editor', role: 'editor', password: 'another long password' }) },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.method} studio ${endpoint.name}: ${RUNS} hostile bodies`, async () => {
      await runProperty(`studio ${endpoint.name} body`, fc.tuple(hostileJsonBody(endpoint.base(), endpoint.maxBytes), jsonContentType), async ([body, contentType]) => {
        const headers = { cookie: studio.cookie, 'x-csrf-token': studio.csrf, ...(contentType ? { 'content-type': contentType } : {}) };
        const request: RawRequest = { method: endpoint.method, path: endpoint.path(), headers, body };
        const response = await live.send(request);
        expectSafeAnswer(request, response, true);
        // The studio stores no visitor's data: whatever it accepts, the visitors' tables stay as they were.
        await expectStoredOnlyOnSuccess(request, response, {}, false);
      });
    });
  }
});

/* ---------------------------------------------------------------- POST /api/apply (multipart) */

const APPLICANT: Record<string, string> = {
  firstName: 'Fuzz',
  lastName: 'Applicant',
  position: 'Loan Officer',
  email: 'fuzz.applicant@example.com',
  phone: '2485550177',
  linkedin: 'linkedin.com/in/fuzz',
  nmls: '123456',
};

/** Marks every file name this run generates, so a file that escaped the uploads folder can be found by name. */
const MARKER = `fz${process.pid}x${Date.now().toString(36)}`;

const TRAVERSAL_NAMES = [
  `../../${MARKER}.pdf`,
  `../../../../../../tmp/${MARKER}.pdf`,
  `..\\..\\${MARKER}.pdf`,
  `/tmp/${MARKER}.pdf`,
  `C:\\Windows\\${MARKER}.pdf`,
  `%2e%2e%2f%2e%2e%2f${MARKER}.pdf`,
  `....//....//${MARKER}.pdf`,
  `${MARKER}\u0000.pdf`,
  `${MARKER}.pdf\u0000.exe`,
  `\u0000`,
  `${MARKER}\u202Efdp.exe`,
  `${MARKER}.PDF`,
  `.${MARKER}.pdf`,
  `${MARKER}.pdf/`,
  `${MARKER}.pdf%00.html`,
  `../../${MARKER}.docx`,
  // Longer than the 255 characters kept of a name: the cut must not split an emoji.
  `${MARKER}${'😀'.repeat(140)}.pdf`,
  `${MARKER}x${'😀'.repeat(140)}.pdf`,
  '',
];

const fileName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRAVERSAL_NAMES) },
  { weight: 2, arbitrary: hostileString.map((text) => `${MARKER}${text.slice(0, 200)}.pdf`) },
  { weight: 1, arbitrary: fc.constantFrom('resume.pdf', 'resume.docx', 'resume.doc') },
);

/** A file name quoted as raw UTF-8 (what browsers send), or as RFC 5987's `filename*=UTF-8''…` (percent-encoded): both are read as UTF-8. */
const filenameForm = fc.constantFrom('quoted' as const, 'rfc5987' as const);

const fileBytes = fc.oneof(
  { weight: 3, arbitrary: fc.constant(tinyPdf()) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: fc.constant(Buffer.from('<html><script>window.__pwned=1</script></html>')) },
  { weight: 1, arbitrary: fc.constant(Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(64, 1)])) },
);

const fieldName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...Object.keys(APPLICANT)) },
  { weight: 1, arbitrary: fc.constantFrom('resume', '__proto__', 'constructor', 'prototype', '__proto__[polluted]', 'firstName[]', 'a[b][c]', '', '"', 'x\u0000y', '../resume') },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** A multipart application: usually the valid fields with one to three changed or added and one resume with a hostile name; sometimes anything. */
const applicationParts: fc.Arbitrary<MultipartPart[]> = fc
  .tuple(
    fc.array(fc.tuple(fieldName, fc.oneof(hostileString.map((text) => text.slice(0, 2_000)), fc.constantFrom(...HOSTILE_WORDS))), { minLength: 1, maxLength: 3 }),
    fc.oneof(
      { weight: 3, arbitrary: fc.tuple(fc.constant('resume'), fileName, fc.constant(tinyPdf()), fc.constant('application/pdf'), filenameForm).map((file) => [file]) },
      {
        weight: 1,
        arbitrary: fc.array(fc.tuple(fc.constantFrom('resume', 'file', '../resume', '__proto__'), fileName, fileBytes, fc.constantFrom('application/pdf', 'text/html', 'application/octet-stream', '../../x', ''), filenameForm), { maxLength: 2 }),
      },
    ),
    fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  )
  .map(([changes, files, keepValid]) => {
    const fields: Array<[string, string]> = keepValid ? Object.entries(APPLICANT) : [];
    for (const [name, value] of changes) {
      const at = fields.findIndex(([existing]) => existing === name);
      if (at >= 0) fields[at] = [name, value];
      else fields.push([name, value]);
    }
    return [
      ...fields.map(([name, value]) => ({ name: name.replace(/["\r\n]/g, ''), value })),
      ...files.map(([name, filename, value, contentType, form]) => ({ name, filename: form === 'quoted' ? filename.replace(/["\r\n]/g, '') : filename, filenameForm: form, value, contentType: contentType || undefined })),
    ];
  });

const STORED_RESUME = /^resumes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx?)$/;

describe('POST /api/apply under hostile multipart input', () => {
  const uploadsDir = () => join(dataDir, 'uploads');
  const apply = async (parts: MultipartPart[], headers: Record<string, string> = {}, query = '') => {
    // With a human-check token, so a valid application is stored (the check runs after every other one).
    const { body, contentType } = multipartBody([{ name: 'turnstileToken', value: await humanCheckToken(app) }, ...parts]);
    const request: RawRequest = { method: 'POST', path: withQuery('/api/apply', query), headers: { 'content-type': contentType, ...headers }, body };
    const response = await live.send(request);
    expectSafeAnswer(request, response, true);
    const outcome = await expectStoredOnlyOnSuccess(request, response, APPLY_STORES, true);
    if (outcome !== 'refused') await expectOnlyStoredResumes(() => describeRequest(request));
    return outcome;
  };

  /** Every file under DATA_DIR is a resume stored under a random name, one per distinct file the application rows name (identical resumes share one). */
  const expectOnlyStoredResumes = async (context: () => string) => {
    const files = await filesUnder(dataDir);
    const strays = files.filter((file) => !STORED_RESUME.test(file.replace(/^uploads\//, '')));
    if (strays.length > 0) expect.fail(`files that are not stored resumes: ${strays.join(', ')}\n${context()}`);
    const named = (await database.db.selectDistinct({ file: hiringApplications.resumeFile }).from(hiringApplications)).map((row) => `uploads/resumes/${row.file}`);
    expect(files.sort(), `resume files against application rows, after ${context()}`).toEqual(named.sort());
  };

  const expectNothingEscaped = async () => {
    await expectOnlyStoredResumes(() => 'the last request of the property');
    const escaped = [tmpdir(), projectRoot, join(dataDir, '..'), join(uploadsDir(), '..', '..', '..')].flatMap((folder) => {
      try {
        return readdirSync(folder).filter((name) => name.includes(MARKER));
      } catch {
        return [];
      }
    });
    expect(escaped, 'an upload was written under the name the visitor gave').toEqual([]);
  };

  afterAll(() => {
    for (const folder of [tmpdir(), projectRoot]) {
      for (const name of readdirSync(folder).filter((entry) => entry.includes(MARKER))) rmSync(join(folder, name), { recursive: true, force: true });
    }
  });

  it(`POST apply: ${RUNS} hostile multipart bodies (field names and values, path-traversal and NUL file names, wrong bytes)`, async () => {
    const outcomes: Record<string, number> = {};
    const junk = fc.tuple(fc.oneof(hostileString, wrongType.map((value) => JSON.stringify(value) ?? '')), jsonContentType).map(([text, type]) => ({ text, type }));
    await runProperty('POST apply body', fc.oneof({ weight: 5, arbitrary: applicationParts.map((parts) => ({ parts })) }, { weight: 1, arbitrary: junk }), async (generated) => {
      if ('parts' in generated) {
        const outcome = await apply(generated.parts);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        return;
      }
      const request: RawRequest = { method: 'POST', path: '/api/apply', headers: generated.type ? { 'content-type': generated.type } : {}, body: generated.text };
      const response = await live.send(request);
      expectSafeAnswer(request, response, true);
      await expectStoredOnlyOnSuccess(request, response, APPLY_STORES, true);
    });
    await expectNothingEscaped();
    // Some generated applications are valid (stored under a random name) and most are refused.
    expect(outcomes.stored ?? 0).toBeGreaterThan(0);
    expect(outcomes.refused ?? 0).toBeGreaterThan(RUNS / 3);
  });

  const validParts = (): MultipartPart[] => [
    ...Object.entries(APPLICANT).map(([name, value]) => ({ name, value })),
    { name: 'resume', filename: `../../${MARKER}.pdf`, value: tinyPdf(), contentType: 'application/pdf' },
  ];

  /** A valid application a fifth of the time (stored), else a refused one. */
  const validOrNot = fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 4, arbitrary: fc.constant(false) });

  it(`POST apply: ${RUNS} hostile query strings`, async () => {
    await runProperty('POST apply query', fc.tuple(validOrNot, hostileQuery(['filename', 'resume', 'dir'], {})), async ([valid, query]) => {
      await apply(valid ? validParts() : [{ name: 'firstName', value: 'A' }], {}, query);
    });
    await expectNothingEscaped();
  });

  it(`POST apply: ${RUNS} hostile header sets`, async () => {
    await runProperty('POST apply headers', fc.tuple(validOrNot, hostileHeaders), async ([valid, headers]) => {
      const { ['content-type']: _type, ...others } = headers;
      await apply(valid ? validParts() : [{ name: 'firstName', value: 'A' }], others);
    });
    await expectNothingEscaped();
  });
});

/** The header helper must not smuggle controls (a test of the test's own generator). */
it('sends header values as latin1 text without controls', () => {
  expect(asHeaderValue('a\u0000b\r\nc😀')).toBe(`abc${Buffer.from('😀').toString('latin1')}`);
  expect(safeEncode('\uD800')).toBe('%ED%A0%80');
});
