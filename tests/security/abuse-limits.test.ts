/**
 * Abuse limits: each route's body size limit (413 with the JSON error naming
 * the limit, whether the length is declared or streamed), the verification send and check limits, and
 * the per-address write limit: 429 with Retry-After on every write endpoint, counted in the database so
 * two server instances on one database share it (on PGlite, and on PostgreSQL when DATABASE_URL is set).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leads, outbox, phoneVerifications, rateLimits } from '../../api/db/schema';
import { addressGroup } from '../../api/http/address-group';
import { verificationMessages } from '../../api/services/phone-verification';
import { codeSentTo, freshPhone, humanCheckToken, verifyPhone } from '../api/forms-support';
import { completedAnswers, quoteLeadBody } from '../support/lead-bodies';
import { createTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { countChanges, errorShapeProblem, listen, multipartBody, storedCounts, tinyPdf, type ListeningApp } from './security-support';

const HOUR_MS = 60 * 60_000;

/** Every write endpoint, with a request that gets past the rate limit to the route (whatever it then answers). */
const WRITES: Array<{ name: string; send: (app: Koa, address: string) => request.Test }> = [
  { name: 'recordQuoteLead', send: (app, address) => request(app.callback()).post('/api/recordQuoteLead').set('X-Forwarded-For', address).send({}) },
  { name: 'recordWebLead/VetLife', send: (app, address) => request(app.callback()).post('/api/recordWebLead/VetLife').set('X-Forwarded-For', address).send({}) },
  { name: 'recordBrokerLead', send: (app, address) => request(app.callback()).post('/api/recordBrokerLead').set('X-Forwarded-For', address).send({}) },
  { name: 'sendVerificationCode', send: (app, address) => request(app.callback()).post('/api/sendVerificationCode').set('X-Forwarded-For', address).send({}) },
  { name: 'verifyCode', send: (app, address) => request(app.callback()).post('/api/verifyCode').set('X-Forwarded-For', address).send({}) },
  { name: 'humanCheck/token', send: (app, address) => request(app.callback()).post('/api/humanCheck/token').set('X-Forwarded-For', address) },
  { name: 'apply', send: (app, address) => request(app.callback()).post('/api/apply').set('X-Forwarded-For', address).field('firstName', 'A') },
  { name: 'requestRemoval', send: (app, address) => request(app.callback()).post('/api/requestRemoval').set('X-Forwarded-For', address).send({}) },
  { name: 'confirmRemoval', send: (app, address) => request(app.callback()).post('/api/confirmRemoval').set('X-Forwarded-For', address).send({}) },
];

let ipv6Counter = 0;
/** An IPv6 documentation address in a /64 of its own per call (limits count IPv6 clients by /64; never repeats within a run). */
const freshIpv6 = () => `2001:db8:${(process.pid & 0xffff).toString(16)}:${(++ipv6Counter).toString(16)}::1`;

/**
 * The limiter counts in fixed one-minute windows aligned to the clock: a test that crosses a minute's end
 * would see its count start again. Waits for a fresh window when less than `marginMs` is left in this one.
 */
async function awaitRoomInWindow(marginMs = 20_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

function expectRateLimited(response: request.Response, what: string): void {
  expect(response.status, what).toBe(429);
  expect(response.body.error, what).toMatchObject({ code: 'rate_limited' });
  expect(response.body.error.message, what).toMatch(/Too many/);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `${what}: Retry-After ${response.headers['retry-after']}`).toBe(true);
}

describe.each(databaseKinds())('abuse limits on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDirs: string[] = [];
  /** An app instance as a separate server process would be: its own Koa app and limiter, the shared database. */
  const instance = (env: NodeJS.ProcessEnv = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'abuse-'));
    dataDirs.push(dataDir);
    return createTestApp(database.db, { DATA_DIR: dataDir, TRUST_PROXY: 'true', RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_CODE_SENDS_PER_HOUR: '100000', RATE_LIMIT_REMOVAL_TEXTS_PER_DAY: '100000', ...env }).app;
  };

  afterAll(async () => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  describe('per-address write limit', () => {
    beforeEach(() => awaitRoomInWindow());

    it.each(WRITES.map((write) => [write.name, write] as const))('POST %s: the limit-th write passes, the next is 429 with Retry-After', async (name, write) => {
      const app = instance({ RATE_LIMIT_WRITES_PER_MINUTE: '3' });
      const address = freshIpv6();
      for (let attempt = 1; attempt <= 3; attempt++) {
        const response = await write.send(app, address);
        expect(response.status, `${name} attempt ${attempt}: ${JSON.stringify(response.body)}`).not.toBe(429);
      }
      expectRateLimited(await write.send(app, address), name);
      // Another address is not affected.
      expect((await write.send(app, freshIpv6())).status).not.toBe(429);
    });

    it('is one budget for all writes of an address, shared by two server instances on the database', async () => {
      const first = instance({ RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES.length) });
      const second = instance({ RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES.length) });
      const address = freshIpv6();
      // One write to each endpoint, alternating instances: together exactly the limit.
      for (const [index, write] of WRITES.entries()) {
        const response = await write.send(index % 2 === 0 ? first : second, address);
        expect(response.status, write.name).not.toBe(429);
      }
      for (const write of WRITES) {
        expectRateLimited(await write.send(first, address), `${write.name} on the first instance`);
        expectRateLimited(await write.send(second, address), `${write.name} on the second instance`);
      }
      // The count lives in the database, one row per address (an IPv6 one by its /64) and window.
      const rows = await database.db.select().from(rateLimits).where(eq(rateLimits.key, `write:${addressGroup(address)}`));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.hits).toBe(WRITES.length * 3);
    });

    it('refuses a valid lead over the limit before anything of it is stored: no lead, no delivery, its phone proof unused', async () => {
      const app = instance({ RATE_LIMIT_WRITES_PER_MINUTE: '2' });
      const version = (await request(app.callback()).get('/api/questions?entryPath=purchase')).headers['x-definition-version'];
      const address = freshIpv6();
      const send = (body: object, key: string) => request(app.callback()).post('/api/recordQuoteLead').set('X-Forwarded-For', address).set('Idempotency-Key', `over-limit-${key}-${randomUUID()}`).send(body);
      const lead = (phone: string) => ({ ...quoteLeadBody(0, completedAnswers('purchase'), version), contactInfo: { fullName: 'Over Limit', email: `over.limit.${randomUUID()}@example.com`, phoneNumber: phone } });
      // The address's two writes: a lead that does not check, and a stored one.
      expect((await send({ ...lead(freshPhone()), answers: {} }, 'invalid')).status).toBe(422);
      expect((await send(lead(freshPhone()), 'stored')).status).toBe(201);

      const refused = lead(freshPhone());
      const verificationId = await verifyPhone(app, database.db, refused.contactInfo.phoneNumber, { headers: { 'X-Forwarded-For': freshIpv6() } });
      expectRateLimited(await send({ ...refused, verificationId }, 'refused'), 'a valid lead over the limit');
      expect(await database.db.select().from(leads).where(eq(leads.email, refused.contactInfo.email))).toEqual([]);
      expect(await database.db.select().from(outbox).where(sql`${outbox.payload}->>'replyTo' = ${refused.contactInfo.email}`)).toEqual([]);
      const [proof] = await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.id, verificationId));
      expect(proof).toMatchObject({ consumedAt: null, consumedBy: null });
    });

    it('counts concurrent writes from two instances exactly (no lost update): limit passes, the rest are 429', async () => {
      const limit = 10;
      const first = instance({ RATE_LIMIT_WRITES_PER_MINUTE: String(limit) });
      const second = instance({ RATE_LIMIT_WRITES_PER_MINUTE: String(limit) });
      const address = freshIpv6();
      const responses = await Promise.all(Array.from({ length: 30 }, (_, index) => WRITES[5]!.send(index % 2 === 0 ? first : second, address)));
      expect(responses.filter((response) => response.status === 429)).toHaveLength(30 - limit);
      expect(responses.filter((response) => response.status === 200)).toHaveLength(limit);
    });

    it('trusts only the address the proxy appends: forged X-Forwarded-For entries before it do not open new buckets', async () => {
      const app = instance({ RATE_LIMIT_WRITES_PER_MINUTE: '2' });
      const client = freshIpv6();
      const forged = (index: number) => `10.${index}.0.1, 198.51.100.${index}, ${client}`;
      await request(app.callback()).post('/api/humanCheck/token').set('X-Forwarded-For', forged(1)).expect(200);
      await request(app.callback()).post('/api/humanCheck/token').set('X-Forwarded-For', forged(2)).expect(200);
      expectRateLimited(await request(app.callback()).post('/api/humanCheck/token').set('X-Forwarded-For', forged(3)), 'a forged first entry');
    });

    it('counts a forwarded value that is no address (forged, kilobytes long) against the connection instead: no 500, no way around the limit', async () => {
      const app = instance({ RATE_LIMIT_WRITES_PER_MINUTE: '2' });
      const live = await listen(app);
      try {
        // The bucket of the connection itself (127.0.0.1) is shared with the rest of this file: start from a clean one.
        await database.db.delete(rateLimits).where(sql`${rateLimits.key} like 'write:%127.0.0.1' or ${rateLimits.key} = 'write:::1'`);
        const garbage = (index: number) => `${index}${'x9Zq/+'.repeat(700)}${Math.random().toString(36).repeat(40)}`;
        const statuses: number[] = [];
        for (let index = 0; index < 3; index++) {
          const response = await live.send({ method: 'POST', path: '/api/humanCheck/token', headers: { 'x-forwarded-for': garbage(index) } });
          if (response.status >= 400) expect(errorShapeProblem(response)).toBeNull();
          statuses.push(response.status);
        }
        expect(statuses).toEqual([200, 200, 429]);
      } finally {
        await live.close();
      }
    });

    it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick its bucket', async () => {
      const app = createTestApp(database.db, { DATA_DIR: mkdtempSync(join(tmpdir(), 'abuse-')), RATE_LIMIT_WRITES_PER_MINUTE: '100000' }).app;
      await request(app.callback()).post('/api/humanCheck/token').set('X-Forwarded-For', '192.0.2.77').expect(200);
      const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
      expect(keys.some((key) => key.includes('192.0.2.77'))).toBe(false);
    });
  });

  describe('body size limits per route', () => {
    let live: ListeningApp;
    beforeAll(async () => {
      live = await listen(instance());
    });
    afterAll(async () => {
      await live?.close();
    });

    /** A JSON object of exactly `size` bytes. */
    const jsonOfSize = (size: number) => {
      const shell = '{"name":""}';
      return `{"name":"${'x'.repeat(size - shell.length)}"}`;
    };

    it.each([
      ['/api/recordQuoteLead', 64],
      ['/api/recordWebLead/VetLife', 64],
      ['/api/recordBrokerLead', 32],
      ['/api/sendVerificationCode', 4],
      ['/api/verifyCode', 2],
      ['/api/requestRemoval', 4],
      ['/api/confirmRemoval', 1],
    ])('POST %s reads up to %i KB: one byte more is 413 naming the limit, declared or streamed, and nothing is stored', async (path, kilobytes) => {
      const limit = kilobytes * 1024;
      const before = await storedCounts(database.db);
      const atLimit = await live.send({ method: 'POST', path, headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIpv6() }, body: jsonOfSize(limit) });
      expect(atLimit.status, atLimit.text).not.toBe(413);
      expect(atLimit.status).toBeLessThan(500);
      for (const chunked of [false, true]) {
        for (const size of [limit + 1, limit * 50]) {
          const response = await live.send({ method: 'POST', path, headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIpv6() }, body: jsonOfSize(size), chunked });
          const what = `${path} ${size} bytes ${chunked ? 'chunked' : 'with Content-Length'}`;
          expect(response.status, what).toBe(413);
          expect(errorShapeProblem(response), what).toBeNull();
          expect(JSON.parse(response.text).error, what).toEqual({ code: 'payload_too_large', message: `The body is larger than ${kilobytes} KB.` });
        }
      }
      expect(countChanges(before, await storedCounts(database.db))).toEqual({});
    });

    const applicant = { firstName: 'Limit', lastName: 'Tester', position: 'Loan Officer', email: 'limit.tester@example.com', phone: '2485550166' };
    const application = (resume: Buffer, extra: Array<{ name: string; value: string }> = []) =>
      multipartBody([...Object.entries(applicant).map(([name, value]) => ({ name, value })), ...extra, { name: 'resume', filename: 'resume.pdf', value: resume, contentType: 'application/pdf' }]);
    const pdfOfSize = (size: number) => Buffer.concat([tinyPdf(), Buffer.alloc(size - tinyPdf().length, 0x20)]);

    it('POST /api/apply takes a resume up to 4 MiB − 1 byte; one byte more is 413 "Resume must be less than 4MB", streamed or declared', async () => {
      const minted = await live.send({ method: 'POST', path: '/api/humanCheck/token', headers: { 'x-forwarded-for': freshIpv6() } });
      const accepted = application(pdfOfSize(4 * 1024 * 1024 - 1), [{ name: 'turnstileToken', value: JSON.parse(minted.text).token }]);
      const ok = await live.send({ method: 'POST', path: '/api/apply', headers: { 'content-type': accepted.contentType, 'x-forwarded-for': freshIpv6() }, body: accepted.body });
      expect(ok.status, ok.text).toBe(201);
      const before = await storedCounts(database.db);
      for (const chunked of [false, true]) {
        const refused = application(pdfOfSize(4 * 1024 * 1024));
        const response = await live.send({ method: 'POST', path: '/api/apply', headers: { 'content-type': refused.contentType, 'x-forwarded-for': freshIpv6() }, body: refused.body, chunked });
        expect(response.status).toBe(413);
        expect(errorShapeProblem(response)).toBeNull();
        expect(JSON.parse(response.text).error).toEqual({ code: 'payload_too_large', message: 'Resume must be less than 4MB', fields: { resume: 'Resume must be less than 4MB' } });
      }
      expect(countChanges(before, await storedCounts(database.db))).toEqual({});
    });

    it('POST /api/apply refuses an oversized text field and too many parts with 400, storing nothing', async () => {
      const before = await storedCounts(database.db);
      // 2,048 characters is the longest text field (a Turnstile token's longest); one more is refused.
      const longField = application(tinyPdf(), [{ name: 'linkedin', value: 'x'.repeat(2049) }]);
      const manyParts = application(tinyPdf(), Array.from({ length: 30 }, (_, index) => ({ name: `extra${index}`, value: 'x' })));
      for (const body of [longField, manyParts]) {
        const response = await live.send({ method: 'POST', path: '/api/apply', headers: { 'content-type': body.contentType, 'x-forwarded-for': freshIpv6() }, body: body.body });
        expect(response.status).toBe(400);
        expect(JSON.parse(response.text).error).toEqual({ code: 'bad_request', message: 'The application has unexpected or oversized parts.' });
      }
      expect(countChanges(before, await storedCounts(database.db))).toEqual({});
    });
  });

  describe('phone verification limits', () => {
    /** A send as the dialog makes it: a fresh human-check token each time. */
    const send = async (app: Koa, phone: string, address: string) =>
      request(app.callback()).post('/api/sendVerificationCode').set('X-Forwarded-For', address).send({ phoneNumber: phone, turnstileToken: await humanCheckToken(app) });
    const verify = (app: Koa, phone: string, code: string, verificationId?: string) =>
      request(app.callback()).post('/api/verifyCode').set('X-Forwarded-For', freshIpv6()).send({ phoneNumber: phone, code, verificationId });
    const idOf = (response: request.Response) => {
      expect(response.status, response.text).toBe(200);
      return response.body.verificationId as string;
    };
    /** Moves a phone's codes back in time, as if `seconds` had passed. */
    const age = async (phone: string, seconds: number) => {
      await database.db
        .update(phoneVerifications)
        .set({ createdAt: sql`${phoneVerifications.createdAt} - make_interval(secs => ${seconds})`, expiresAt: sql`${phoneVerifications.expiresAt} - make_interval(secs => ${seconds})` })
        .where(eq(phoneVerifications.phone, phone));
    };
    const expectStatus = async (response: Promise<request.Response>, status: number) => {
      const answer = await response;
      expect(answer.status, answer.text).toBe(status);
      return answer;
    };

    it('sends nothing without a human-check token: 403 naming it, nothing stored or texted', async () => {
      const app = instance();
      const before = await storedCounts(database.db);
      for (const body of [{ phoneNumber: freshPhone() }, { phoneNumber: freshPhone(), turnstileToken: 'x'.repeat(2000) }]) {
        const refused = await request(app.callback()).post('/api/sendVerificationCode').set('X-Forwarded-For', freshIpv6()).send(body).expect(403);
        expect(refused.body.error).toMatchObject({ code: 'human_check_required', fields: { turnstileToken: expect.any(String) } });
      }
      expect(countChanges(before, await storedCounts(database.db))).toEqual({});
    });

    it('sends one code a minute and five an hour per phone to one requester, however the number is written and whichever instance is asked; another requester is not locked out', async () => {
      const first = instance();
      const second = instance();
      const digits = freshPhone();
      const requester = freshIpv6();
      const spellings = [digits, `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`, `+1 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`, `1-${digits}`];
      await expectStatus(send(first, spellings[0]!, requester), 200);
      for (const [index, spelling] of spellings.entries()) {
        const cooldown = await expectStatus(send(index % 2 === 0 ? second : first, spelling, requester), 429);
        expect(cooldown.body.error.message).toMatch(/^Please wait (59|60) seconds before requesting a new code\.$/);
        expect(Number(cooldown.headers['retry-after'])).toBeGreaterThanOrEqual(59);
      }
      for (let sent = 2; sent <= 5; sent++) {
        await age(digits, 61);
        await expectStatus(send(sent % 2 === 0 ? second : first, spellings[sent % spellings.length]!, requester), 200);
      }
      await age(digits, 61);
      const hourly = await expectStatus(send(first, spellings[1]!, requester), 429);
      expect(hourly.body.error).toMatchObject({ code: 'rate_limited', message: verificationMessages.tooManySends });
      expect(hourly.headers['retry-after']).toBe('3600');
      expect(await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, digits))).toHaveLength(5);
      // The phone's owner, asking from another address, still gets a code and can verify it.
      const owner = idOf(await send(second, digits, freshIpv6()));
      await verify(first, digits, await codeSentTo(database.db, digits), owner).expect(200, { verified: true });
    });

    it('sends at most RATE_LIMIT_CODE_SENDS_PER_HOUR codes per address, to any numbers, across instances', async () => {
      // The limit counts per clock hour: the sends must fall in one, and Retry-After is what is left of it.
      const secondsLeftOfHour = (at: number) => Math.ceil((HOUR_MS - (at % HOUR_MS)) / 1000);
      if (secondsLeftOfHour(Date.now()) < 15) await new Promise((resolve) => setTimeout(resolve, secondsLeftOfHour(Date.now()) * 1000 + 50));
      const first = instance({ RATE_LIMIT_CODE_SENDS_PER_HOUR: '3' });
      const second = instance({ RATE_LIMIT_CODE_SENDS_PER_HOUR: '3' });
      const address = freshIpv6();
      await expectStatus(send(first, freshPhone(), address), 200);
      await expectStatus(send(second, freshPhone(), address), 200);
      await expectStatus(send(first, freshPhone(), address), 200);
      const asked = Date.now();
      const limited = await expectStatus(send(second, freshPhone(), address), 429);
      const answered = Date.now();
      expect(limited.body.error).toMatchObject({ code: 'rate_limited', message: 'Too many verification codes were requested. Please try again later.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(Math.max(1, secondsLeftOfHour(answered)));
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(secondsLeftOfHour(asked));
      await expectStatus(send(first, freshPhone(), freshIpv6()), 200);
    });

    it('allows five checks of a verification, then refuses even the right code (429) across instances; a new code starts over', async () => {
      const first = instance();
      const second = instance();
      const phone = freshPhone();
      const requester = freshIpv6();
      const verificationId = idOf(await send(first, phone, requester));
      const code = await codeSentTo(database.db, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 5; attempt++) {
        await verify(attempt % 2 === 0 ? first : second, phone, wrong, verificationId).expect(200, { verified: false });
      }
      for (const app of [first, second]) {
        const locked = await verify(app, phone, code, verificationId).expect(429);
        expect(locked.body.error).toEqual({ code: 'too_many_checks', message: verificationMessages.tooManyChecks, fields: { code: verificationMessages.tooManyChecks } });
      }
      await age(phone, 61);
      const again = idOf(await send(second, phone, requester));
      await verify(first, phone, await codeSentTo(database.db, phone), again).expect(200, { verified: true });
    });

    it('a stranger’s wrong guesses, without the owner’s id or with their own, leave the owner’s code working', async () => {
      const app = instance();
      const phone = freshPhone();
      const owner = idOf(await send(app, phone, freshIpv6()));
      const code = await codeSentTo(database.db, phone);
      const stranger = idOf(await send(app, phone, freshIpv6()));
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 6; attempt++) {
        expect((await verify(app, phone, wrong)).status).toBe(410);
        expect((await verify(app, phone, wrong, randomUUID())).status).toBe(410);
        expect((await verify(app, phone, wrong, stranger)).status).toBe(attempt <= 5 ? 200 : 429);
      }
      await verify(app, phone, code, owner).expect(200, { verified: true });
    });

    it('refuses an expired code (410) and a brute force over all codes is cut off after five guesses', async () => {
      const app = instance();
      const phone = freshPhone();
      const verificationId = idOf(await send(app, phone, freshIpv6()));
      const code = await codeSentTo(database.db, phone);
      const wrongCodes = Array.from({ length: 21 }, (_, index) => String(index).padStart(6, '0')).filter((guess) => guess !== code).slice(0, 20);
      const guesses = await Promise.all(wrongCodes.map((guess) => verify(app, phone, guess, verificationId)));
      expect(guesses.filter((response) => response.status === 200)).toHaveLength(5);
      expect(guesses.filter((response) => response.status === 429)).toHaveLength(15);
      const other = freshPhone();
      const otherId = idOf(await send(app, other, freshIpv6()));
      await age(other, 601);
      const expired = await verify(app, other, await codeSentTo(database.db, other), otherId).expect(410);
      expect(expired.body.error.code).toBe('code_expired');
    });
  });
});
