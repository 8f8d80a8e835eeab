/**
 * Limits that hold across addresses: a client rotating IPv6 addresses inside one /64 is counted as one
 * (writes, analytics events, code sends, resume bytes); many distinct addresses together meet the site-wide
 * budget of each kind of write (texts, removal requests, applications, leads, analytics events) and get 429
 * with Retry-After while the log says `budget exhausted` once per window; analytics count events rather
 * than batches per address, and stop storing (answering as usual) past the day's storage cap.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, like } from 'drizzle-orm';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents, phoneVerifications, rateLimits, removalRequests, smsOutbox } from '../../api/db/schema';
import { createLogger } from '../../api/server/logger';
import { budgetMessages, type BudgetKind } from '../../api/services/write-budgets';
import type { FunnelAnalyticsEvent } from '../../engine';
import { freshPhone, humanCheckToken } from '../api/forms-support';
import { removalRequester } from '../api/removal-support';
import { createTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { tinyPdf } from './security-support';

const hex = () => randomBytes(2).toString('hex');
/** A /64 of its own (IPv6 documentation space): its address with the interface id `host` (four groups, or fewer after `::`). */
const fresh64 = () => {
  const prefix = `2001:db8:${hex()}:${hex()}`;
  return (host: string) => (host.split(':').length === 4 ? `${prefix}:${host}` : `${prefix}::${host}`);
};
let ipv4Counter = 0;
/** A distinct IPv4 address per call (TEST-NET-3 and private space). */
const freshIpv4 = () => {
  const n = ++ipv4Counter;
  return `10.${(process.pid >> 8) & 0xff}.${(n >> 8) & 0xff}.${n & 0xff}`;
};

/** Budgets count in clock minutes: a test that crosses a minute's end would see its count start again. */
async function awaitRoomInWindow(marginMs = 20_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

const applicant = { firstName: 'Budget', lastName: 'Tester', position: 'Loan Officer', email: 'budget.tester@example.com', phone: '2485550166' };

describe.each(databaseKinds())('limits across addresses on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDirs: string[] = [];
  let logLines: string[] = [];
  let version = '';

  /** An app trusting X-Forwarded-For, per-address limits out of the way unless `env` sets them, its log kept. */
  const instance = (env: NodeJS.ProcessEnv = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'budgets-'));
    dataDirs.push(dataDir);
    const logger = createLogger('info', { write: (line: string) => void logLines.push(line) });
    return createTestApp(
      database.db,
      {
        DATA_DIR: dataDir,
        TRUST_PROXY: 'true',
        RATE_LIMIT_WRITES_PER_MINUTE: '100000',
        RATE_LIMIT_CODE_SENDS_PER_HOUR: '100000',
        RATE_LIMIT_REMOVAL_TEXTS_PER_DAY: '100000',
        ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '100000',
        UPLOAD_BYTES_PER_DAY_PER_ADDRESS: String(2 ** 30),
        ...env,
      },
      { logger },
    ).app;
  };
  const budgetLogs = (kind: BudgetKind) =>
    logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'budget exhausted' && entry.kind === kind);

  beforeAll(async () => {
    version = (await request(instance().callback()).get('/api/questions?entryPath=purchase').expect(200)).headers['x-definition-version']!;
  });
  beforeEach(async () => {
    await awaitRoomInWindow();
    // Each test starts with the site's budgets unspent (they are shared by every address, so by every test here).
    await database.db.delete(rateLimits).where(like(rateLimits.key, 'budget:%'));
    logLines = [];
  });
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const event = (sessionId: string, depth = 0): FunnelAnalyticsEvent => ({ type: 'question_view', flowId: 'purchase', version, sessionId, pathId: 'budget01', depth, device: 'phone', lang: 'en', question: 'propertyType' });
  const batch = (size: number, sessionId = randomUUID()) => ({ events: Array.from({ length: size }, (_, depth) => event(sessionId, depth)) });
  const sendEvents = (app: Koa, address: string, body: object) => request(app.callback()).post('/api/events').set('X-Forwarded-For', address).send(body);
  const sendCode = async (app: Koa, address: string, phone = freshPhone()) =>
    request(app.callback()).post('/api/sendVerificationCode').set('X-Forwarded-For', address).send({ phoneNumber: phone, turnstileToken: await humanCheckToken(app) });
  const apply = async (app: Koa, address: string) =>
    Object.entries(applicant)
      .reduce((call, [name, value]) => call.field(name, value), request(app.callback()).post('/api/apply').set('X-Forwarded-For', address))
      .field('turnstileToken', await humanCheckToken(app))
      .attach('resume', tinyPdf(), { filename: 'resume.pdf', contentType: 'application/pdf' });
  const storedFor = async (sessionIds: string[]) => (await database.db.select().from(analyticsEvents).where(inArray(analyticsEvents.sessionId, sessionIds))).length;

  function expectRefused(response: request.Response, message: string | RegExp, what: string): void {
    expect(response.status, `${what}: ${response.text}`).toBe(429);
    expect(response.body.error.code, what).toBe('rate_limited');
    expect(response.body.error.message, what).toMatch(message);
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `${what}: Retry-After ${response.headers['retry-after']}`).toBe(true);
  }

  describe('an IPv6 client is one client across its /64', () => {
    it('writes: addresses of one /64 share the write limit; another /64 has its own', async () => {
      const app = instance({ RATE_LIMIT_WRITES_PER_MINUTE: '3' });
      const within = fresh64();
      for (const host of ['1', '2', 'abcd:ef01:2345:6789']) await request(app.callback()).post('/api/humanCheck/token').set('X-Forwarded-For', within(host)).expect(200);
      expectRefused(await request(app.callback()).post('/api/humanCheck/token').set('X-Forwarded-For', within('ffff:ffff:ffff:fffe')), /Too many/, 'a fourth address of the /64');
      await request(app.callback()).post('/api/humanCheck/token').set('X-Forwarded-For', fresh64()('1')).expect(200);
    });

    it('analytics: events from addresses of one /64 count against one budget', async () => {
      const app = instance({ ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '4' });
      const within = fresh64();
      for (const host of ['1', '2', '3', '4']) await sendEvents(app, within(host), batch(1)).expect(204);
      expectRefused(await sendEvents(app, within('5'), batch(1)), 'Too many events. Please wait a moment.', 'a fifth address of the /64');
      await sendEvents(app, fresh64()('1'), batch(1)).expect(204);
    });

    it('code sends: the cooldown and the per-phone limit of a requester hold whichever address of its /64 asks', async () => {
      const app = instance();
      const within = fresh64();
      const phone = freshPhone();
      expect((await sendCode(app, within('1'), phone)).status).toBe(200);
      const again = await sendCode(app, within('2'), phone);
      expect(again.status, again.text).toBe(429);
      expect(again.body.error.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
      expect(await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone))).toHaveLength(1);
      // The per-address hourly count of sends is the /64's too.
      const limited = instance({ RATE_LIMIT_CODE_SENDS_PER_HOUR: '2' });
      const other = fresh64();
      expect((await sendCode(limited, other('a'))).status).toBe(200);
      expect((await sendCode(limited, other('b'))).status).toBe(200);
      expect((await sendCode(limited, other('c'))).status).toBe(429);
    });

    it('uploads: the daily upload budget of a /64 is one, whichever of its addresses sends', async () => {
      const app = instance({ UPLOAD_BYTES_PER_DAY_PER_ADDRESS: String(2 * tinyPdf().length) });
      const within = fresh64();
      expect((await apply(app, within('1'))).status).toBe(201);
      expect((await apply(app, within('2'))).status).toBe(201);
      const refused = await apply(app, within('3'));
      expect(refused.status, refused.text).toBe(429);
      expect(refused.body.error.fields).toHaveProperty('resume');
      expect((await apply(app, fresh64()('1'))).status).toBe(201);
    });
  });

  describe('the site-wide budgets: many addresses together', () => {
    it.each([
      ['removal requests', 'removals', 'BUDGET_REMOVALS_PER_MINUTE', (app: Koa, address: string) => request(app.callback()).post('/api/requestRemoval').set('X-Forwarded-For', address).send({})],
      ['applications', 'uploads', 'BUDGET_UPLOADS_PER_MINUTE', (app: Koa, address: string) => apply(app, address)],
      ['quote leads', 'leads', 'BUDGET_LEADS_PER_MINUTE', (app: Koa, address: string) => request(app.callback()).post('/api/recordQuoteLead').set('X-Forwarded-For', address).send({})],
      ['brokered-rate leads', 'leads', 'BUDGET_LEADS_PER_MINUTE', (app: Koa, address: string) => request(app.callback()).post('/api/recordBrokerLead').set('X-Forwarded-For', address).send({})],
      ['code sends', 'texts', 'BUDGET_TEXTS_PER_MINUTE', (app: Koa, address: string) => sendCode(app, address)],
    ] as const)('%s: past the budget from distinct IPv4 addresses, 429 with Retry-After, logged once', async (what, kind, variable, send) => {
      const first = instance({ [variable]: '3' });
      const second = instance({ [variable]: '3' });
      for (let n = 0; n < 3; n++) {
        const response = await send(n % 2 ? first : second, freshIpv4());
        expect(response.status, `${what} ${n + 1}: ${response.text}`).not.toBe(429);
      }
      const refusedAddresses = Array.from({ length: 4 }, freshIpv4);
      for (const [n, address] of refusedAddresses.entries()) expectRefused(await send(n % 2 ? first : second, address), budgetMessages[kind], `${what} past the budget`);
      // One line for the window, whichever instance refused, naming the kind and the budget and no address.
      const logged = budgetLogs(kind);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 40, kind, budget: 3 });
      for (const address of refusedAddresses) expect(JSON.stringify(logged[0])).not.toContain(address);
    });

    it('texts: a verification code or a removal request refused by the budget stores nothing and texts nothing', async () => {
      const app = instance({ BUDGET_TEXTS_PER_MINUTE: '1' });
      expect((await sendCode(app, freshIpv4())).status).toBe(200);
      const phone = freshPhone();
      expectRefused(await sendCode(app, freshIpv4(), phone), budgetMessages.texts, 'a send past the budget');
      expect(await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone))).toEqual([]);

      const removalPhone = freshPhone();
      const refused = await request(app.callback())
        .post('/api/requestRemoval')
        .set('X-Forwarded-For', freshIpv4())
        .send({ ...removalRequester, phoneNumber: removalPhone, turnstileToken: await humanCheckToken(app) });
      expectRefused(refused, budgetMessages.texts, 'a removal request past the texts budget');
      expect(await database.db.select().from(removalRequests).where(eq(removalRequests.phone, removalPhone))).toEqual([]);
      expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, removalPhone))).toEqual([]);
      expect(budgetLogs('texts')).toHaveLength(1);
    });

    it('analytics events: counted as events across addresses, 429 past the budget, logged once', async () => {
      const app = instance({ BUDGET_EVENTS_PER_MINUTE: '10' });
      await sendEvents(app, freshIpv4(), batch(4)).expect(204);
      await sendEvents(app, freshIpv4(), batch(6)).expect(204);
      for (let n = 0; n < 3; n++) expectRefused(await sendEvents(app, freshIpv4(), batch(1)), budgetMessages.events, 'events past the budget');
      expect(budgetLogs('events')).toEqual([expect.objectContaining({ kind: 'events', budget: 10 })]);
    });
  });

  describe('analytics volume', () => {
    it('counts events, not batches, per address: a full batch can spend the minute', async () => {
      const app = instance({ ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '10' });
      const address = freshIpv4();
      await sendEvents(app, address, batch(10)).expect(204);
      expectRefused(await sendEvents(app, address, batch(1)), 'Too many events. Please wait a moment.', 'one more event');
      expectRefused(await sendEvents(app, freshIpv4(), batch(11)), 'Too many events. Please wait a moment.', 'a batch larger than the budget');
    });

    it("stops storing past the day's cap: batches are still answered 204, the drop is logged once", async () => {
      const app = instance({ ANALYTICS_EVENTS_STORED_PER_DAY: '5' });
      const sessions = [randomUUID(), randomUUID(), randomUUID()];
      for (const session of sessions) await sendEvents(app, freshIpv4(), batch(3, session)).expect(204);
      expect(await storedFor(sessions.slice(0, 1))).toBe(3);
      expect(await storedFor(sessions.slice(1))).toBe(0);
      expect(budgetLogs('storedEvents')).toEqual([expect.objectContaining({ kind: 'storedEvents', budget: 5, windowSeconds: 86_400 })]);
      // A malformed batch is still refused for what it is.
      expect((await sendEvents(app, freshIpv4(), { events: [] })).status).toBe(422);
    });
  });
});
