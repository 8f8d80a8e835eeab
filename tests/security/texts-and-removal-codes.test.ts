/**
 * Texts cost money and removal codes guard erasure. Over a real HTTP socket:
 * - a NANP number outside the US (Jamaica, Toronto) or a premium-rate or toll-free one gets no text and a
 *   clear 422 naming the phone, from the verification send and from the removal request alike;
 * - a stranger who files request after request for someone's phone, from address after address, gets a
 *   few code guesses per phone per day in all, not a few per request; the e-mailed link still confirms;
 * - one phone gets a few removal requests a day, each texted; more are refused with a message, never
 *   stored without their text, and so is a request whose text could not be sent;
 * - the verification's per-requester limits count an IPv6 visitor by the /64, not by each address in it.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { removalRequests, smsOutbox } from '../../api/db/schema';
import { publishDefinition } from '../../api/definitions/definition-publisher';
import type { Executor } from '../../api/db/database';
import { codeSentTo, freshPhone } from '../api/forms-support';
import { linkSentFor } from '../api/removal-support';
import { suiteResource } from '../support/suite-resource';
import { createTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { listen, type ListeningApp } from './security-support';

const NOT_TEXTED = 'Please enter a 10-digit US phone number that can receive text messages (not toll-free or premium-rate).';
const PER_PHONE_REQUESTS = 'Too many removal requests were made for this phone number today. Please try again later.';

/** The site's API behind a real socket; each request may claim its own client address (TRUST_PROXY). */
async function site(db: Executor, env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'texts-'));
  const { app } = createTestApp(db, { DATA_DIR: dataDir, TRUST_PROXY: 'true', RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_CODE_SENDS_PER_HOUR: '100000', ...env });
  const http = await listen(app);
  let client = 0;
  const post = async (path: string, body: object, address = `198.51.100.${(client++ % 250) + 1}`) => {
    const response = await http.send({ method: 'POST', path, headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) });
    return { status: response.status, headers: response.headers, body: response.text ? JSON.parse(response.text) : null };
  };
  const token = async (address?: string) => (await post('/api/humanCheck/token', {}, address)).body.token as string;
  return {
    post,
    token,
    requestRemoval: async (phoneNumber: string, email = 'victim@example.com', address?: string) =>
      post('/api/requestRemoval', { name: 'Jo Smith', email, phoneNumber, confirmation: true, turnstileToken: await token(address) }, address),
    sendCode: async (phoneNumber: string, address?: string) => post('/api/sendVerificationCode', { phoneNumber, turnstileToken: await token(address) }, address),
    close: async () => {
      await http.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A site (see site) for the tests of the block it is called in, on the block's database. */
const useSite = (database: { db: Executor }, env: NodeJS.ProcessEnv = {}) => suiteResource('The site', () => site(database.db, env), (api) => api.close());

const textsTo = async (db: Executor, phone: string) => (await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).length;
const requestsFor = async (db: Executor, phone: string) => (await db.select().from(removalRequests).where(eq(removalRequests.phone, phone))).length;

describe.each(databaseKinds())('texts and removal codes, on %s', (kind) => {
  const database = useTestDatabase(kind);

  describe('numbers the site does not text', () => {
    const api = useSite(database);

    it.each([
      ['(876) 555-0147', '8765550147', 'Jamaica'],
      ['+1 900 555 0147', '9005550147', 'premium-rate'],
      ['416-555-0147', '4165550147', 'Toronto'],
      ['1-800-555-0147', '8005550147', 'toll-free'],
    ])('%s (%s) gets no text: 422 naming the phone on the verification send and on the removal request', async (typed, digits) => {
      const send = await api.sendCode(typed);
      expect(send.status).toBe(422);
      expect(send.body.error).toEqual({ code: 'phone_not_textable', message: NOT_TEXTED, fields: { phoneNumber: NOT_TEXTED } });

      const removal = await api.requestRemoval(typed);
      expect(removal.status).toBe(422);
      expect(removal.body.error.fields).toEqual({ phoneNumber: NOT_TEXTED });

      expect(await textsTo(database.db, digits)).toBe(0);
      expect(await requestsFor(database.db, digits)).toBe(0);
    });

    it('the verification send says so in Spanish to a Spanish page', async () => {
      const send = await api.post('/api/sendVerificationCode', { phoneNumber: '876-555-0147', language: 'es', turnstileToken: await api.token() });
      expect(send.status).toBe(422);
      expect(send.body.error.fields.phoneNumber).toBe(
        'Ingrese un número de teléfono de EE. UU. de 10 dígitos que pueda recibir mensajes de texto (no gratuito ni de tarifa especial).',
      );
    });

    it('a New York, a DC and a Puerto Rico number are texted', async () => {
      for (const phone of ['2125550147', '2025550147', '7875550147']) {
        expect((await api.sendCode(phone)).status).toBe(200);
        expect(await textsTo(database.db, phone)).toBe(1);
      }
    });
  });

  describe('removal codes guessed across many requests for one phone', () => {
    // Requests are not what stops the guessing here: the code tries of the phone are.
    const api = useSite(database, { RATE_LIMIT_REMOVAL_TEXTS_PER_DAY: '100' });

    it('stop after the phone’s daily tries, however many requests name it and from however many addresses', async () => {
      const victim = freshPhone();
      const requests: string[] = [];
      for (let index = 0; index < 10; index++) {
        const filed = await api.requestRemoval(victim, `attacker${index}@example.com`, `203.0.113.${index + 1}`);
        expect(filed.status).toBe(201);
        requests.push(filed.body.id);
      }
      // Five guesses at each request's code, all at once, each from its own address.
      const guesses = await Promise.all(
        requests.flatMap((request, r) =>
          Array.from({ length: 5 }, (_, g) => api.post('/api/confirmRemoval', { request, code: String(100_000 + r * 10 + g) }, `192.0.2.${r * 5 + g + 1}`)),
        ),
      );
      const compared = guesses.filter((answer) => answer.status === 422);
      const stopped = guesses.filter((answer) => answer.status === 429);
      expect(compared.length).toBeLessThanOrEqual(5);
      expect(compared.length + stopped.length).toBe(guesses.length);
      for (const answer of stopped) {
        expect(answer.body.error.code).toBe('too_many_attempts');
        expect(answer.body.error.fields.code).toBe('Too many codes were tried for this phone number today. Please confirm with the link we e-mailed to you instead.');
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }

      // The right code of a fresh request is not compared either today; the e-mailed link still confirms it.
      const owner = await api.requestRemoval(victim, 'owner@example.com');
      expect(owner.status).toBe(201);
      const right = await api.post('/api/confirmRemoval', { request: owner.body.id, code: await codeSentTo(database.db, victim) });
      expect(right.status).toBe(429);
      const link = await linkSentFor(database.db, owner.body.id, 'owner@example.com');
      const confirmed = await api.post('/api/confirmRemoval', { request: link.searchParams.get('request'), token: link.searchParams.get('token') });
      expect(confirmed).toMatchObject({ status: 200, body: { confirmed: 'email' } });
    });

    it('another phone’s code is still compared', async () => {
      const phone = freshPhone();
      const filed = await api.requestRemoval(phone);
      const answer = await api.post('/api/confirmRemoval', { request: filed.body.id, code: await codeSentTo(database.db, phone) });
      expect(answer).toMatchObject({ status: 200, body: { confirmed: 'phone' } });
    });
  });

  describe('removal requests for one phone', () => {
    const api = useSite(database);

    it('past the daily three are refused with a message, never stored untexted', async () => {
      const phone = freshPhone();
      const answers = [];
      for (let index = 0; index < 6; index++) answers.push(await api.requestRemoval(phone, `someone${index}@example.com`, `203.0.113.${index + 1}`));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429, 429]);
      for (const refused of answers.slice(3)) {
        expect(refused.body.error).toEqual({ code: 'removal_phone_limit', message: PER_PHONE_REQUESTS, fields: { phoneNumber: PER_PHONE_REQUESTS } });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await requestsFor(database.db, phone)).toBe(3);
      expect(await textsTo(database.db, phone)).toBe(3);
    });
  });

  describe('a removal request whose code cannot be texted', () => {
    let api: Awaited<ReturnType<typeof site>>;
    let twilio: Server;
    const received: string[] = [];
    beforeAll(async () => {
      // Twilio refusing every message (as it does an unreachable number).
      twilio = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          received.push(body);
          response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 21614, message: 'not a mobile number' }));
        });
      });
      await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
      const { port } = twilio.address() as AddressInfo;
      api = await site(database.db, { TWILIO_ACCOUNT_SID: 'AC0000', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+12485550100', TWILIO_BASE_URL: `http://127.0.0.1:${port}` });
    });
    afterAll(async () => {
      await api.close();
      await new Promise((resolve) => twilio.close(resolve));
    });

    it('is refused (502 naming the phone) and nothing is stored', async () => {
      const phone = freshPhone();
      const answer = await api.requestRemoval(phone);
      expect(answer.status).toBe(502);
      expect(answer.body.error).toMatchObject({ code: 'sms_failed', fields: { phoneNumber: 'We could not text a code to this phone number. Please check the number and try again.' } });
      expect(received).toHaveLength(1);
      expect(await requestsFor(database.db, phone)).toBe(0);
    });
  });

  describe('verification sends from one IPv6 /64', () => {
    const api = useSite(database);

    it('count as one requester: another address of the /64 meets the same cooldown', async () => {
      const phone = freshPhone();
      expect((await api.sendCode(phone, '2001:db8:7:9::1')).status).toBe(200);
      const again = await api.sendCode(phone, '2001:db8:7:9:ffff:1:2:3');
      expect(again.status).toBe(429);
      // Another /64 is another requester.
      expect((await api.sendCode(phone, '2001:db8:7:a::1')).status).toBe(200);
      expect(await textsTo(database.db, phone)).toBe(2);
    });
  });

  describe('a removal form published before its phone took only numbers the site texts', () => {
    const shipped = JSON.parse(readFileSync(join(projectRoot, 'definitions/forms/information-removal.json'), 'utf8'));
    let api: Awaited<ReturnType<typeof site>>;
    beforeAll(async () => {
      const earlier = structuredClone(shipped);
      earlier.version = '1.2.0';
      earlier.schema.properties.phoneNumber.format = 'us-phone';
      earlier.messages.fields.phoneNumber.format = 'Please enter a 10-digit phone number';
      await publishDefinition(database.db, { kind: 'form', definition: earlier, actor: 'test', now: new Date() });
      api = await site(database.db, {});
    });
    afterAll(async () => {
      await api.close();
      await publishDefinition(database.db, { kind: 'form', definition: shipped, actor: 'test', now: new Date() });
    });

    it('still texts no Jamaican number: the request is refused naming the phone', async () => {
      // The earlier version is the one serving: its own message for a number that is not a US one.
      expect((await api.requestRemoval('248-155-0142')).body.error.fields).toEqual({ phoneNumber: 'Please enter a 10-digit phone number' });
      const removal = await api.requestRemoval('876-555-0148');
      expect(removal.status).toBe(422);
      expect(removal.body.error.fields).toEqual({ phoneNumber: NOT_TEXTED });
      expect(await textsTo(database.db, '8765550148')).toBe(0);
      expect(await requestsFor(database.db, '8765550148')).toBe(0);
    });
  });
});
