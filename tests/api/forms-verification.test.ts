import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerifications, smsOutbox } from '../../api/db/schema';
import { verificationMessages } from '../../api/services/phone-verification';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { codeSentTo, formsTestApp, freshPhone, humanCheckToken, sendCode, type FormsTestApp, useFormsApp } from './forms-support';

describe.each(databaseKinds())('phone verification over HTTP on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);
  /** Trusts X-Forwarded-For, so a test can send from several addresses. */
  const proxied = useFormsApp(database, { TRUST_PROXY: 'true' });


  /** A send as the dialog makes it (a fresh human-check token unless `token` says otherwise); `.expect(status)` checks the answer. */
  const send = (phoneNumber: unknown, options: { app?: FormsTestApp; address?: string; token?: string | null } = {}) => {
    const answer = (async () => {
      const app = (options.app ?? forms).app;
      const turnstileToken = options.token === undefined ? await humanCheckToken(app) : options.token;
      const call = request(app.callback()).post('/api/sendVerificationCode');
      if (options.address) call.set('X-Forwarded-For', options.address);
      return call.send({ phoneNumber, ...(turnstileToken === null ? {} : { turnstileToken }) });
    })();
    return {
      expect: async (status: number) => {
        const response = await answer;
        expect(response.status, JSON.stringify(response.body)).toBe(status);
        return response;
      },
    };
  };
  const verify = (phoneNumber: unknown, code: unknown, verificationId?: unknown) =>
    request(forms.app.callback()).post('/api/verifyCode').send({ phoneNumber, code, verificationId });
  const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');
  const textsTo = async (phone: string) => (await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).length;

  it('sends a code ({ success: true, verificationId }) and verifies it for that id; only hashes are stored', async () => {
    const phone = freshPhone();
    const sent = await send(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`).expect(200);
    expect(sent.body).toEqual({ success: true, verificationId: expect.any(String) });
    const code = await codeSentTo(database.db, phone);
    const rows = await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(sent.body.verificationId);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
    expect(rows[0]!.requester).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await verify(phone, code, sent.body.verificationId).expect(200, { verified: true });
  });

  it('sends nothing without a passed human check (403 naming the token), and spends the token only after the other checks', async () => {
    const phone = freshPhone();
    const missing = await send(phone, { token: null }).expect(403);
    expect(missing.body.error).toMatchObject({ code: 'human_check_required', fields: { turnstileToken: expect.any(String) } });
    await send(phone, { token: 'eyJpZCI6IngiLCJleHAiOjF9.forged' }).expect(403);
    expect(await textsTo(phone)).toBe(0);
    expect(await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone))).toHaveLength(0);

    await send(phone).expect(200);
    const token = await humanCheckToken(forms.app);
    await send('', { token }).expect(400);
    await send(phone, { token }).expect(429);
    // Neither refusal spent it: the token still works once the cooldown has passed.
    await database.db.update(phoneVerifications).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(phoneVerifications.phone, phone));
    await send(phone, { token }).expect(200);
    await send(freshPhone(), { token }).expect(403);
  });

  it('answers verified: false for a wrong code, then refuses that id after five checks with the message', async () => {
    const phone = freshPhone();
    const { verificationId } = (await send(phone).expect(200)).body;
    const code = await codeSentTo(database.db, phone);
    for (let attempt = 0; attempt < 5; attempt++) await verify(phone, otherThan(code), verificationId).expect(200, { verified: false });
    const refused = await verify(phone, code, verificationId).expect(429);
    expect(refused.body.error).toMatchObject({ code: 'too_many_checks', message: verificationMessages.tooManyChecks });
  });

  it('a stranger’s wrong guesses, with another id or none, leave the owner’s code working', async () => {
    const phone = freshPhone();
    const { verificationId } = (await send(phone).expect(200)).body;
    const code = await codeSentTo(database.db, phone);
    const strangers = await send(phone, { app: proxied, address: '203.0.113.77' }).expect(200);
    for (let attempt = 0; attempt < 6; attempt++) {
      await verify(phone, otherThan(code)).expect(410);
      await verify(phone, otherThan(code), randomUUID()).expect(410);
      await verify(phone, otherThan(code), strangers.body.verificationId).expect(attempt < 5 ? 200 : 429);
    }
    await verify(phone, code, verificationId).expect(200, { verified: true });
  });

  it('never answers verified for a wrong code, also once the id is verified', async () => {
    const phone = freshPhone();
    const { verificationId } = (await send(phone).expect(200)).body;
    const code = await codeSentTo(database.db, phone);
    await verify(phone, code, verificationId).expect(200, { verified: true });
    await verify(phone, otherThan(code), verificationId).expect(200, { verified: false });
    await verify(phone, code, verificationId).expect(200, { verified: true });
  });

  it('answers an unknown id, another phone’s id, a missing id and an expired code alike (410)', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    const { verificationId } = (await send(phone).expect(200)).body;
    const code = await codeSentTo(database.db, phone);
    const idle = freshPhone();
    const answers = [
      await verify(phone, code, randomUUID()),
      await verify(other, code, verificationId),
      await verify(phone, code),
      await verify(idle, code, randomUUID()),
    ];
    await database.db.update(phoneVerifications).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(phoneVerifications.phone, phone));
    answers.push(await verify(phone, code, verificationId));
    for (const answer of answers) {
      expect(answer.status).toBe(410);
      expect(answer.body).toEqual({ error: { code: 'code_expired', message: verificationMessages.expired, fields: { code: verificationMessages.expired } } });
    }
  });

  it('holds the 60 s cooldown (429 with Retry-After) and at most 5 sends an hour per phone from one requester', async () => {
    const phone = freshPhone();
    await send(phone).expect(200);
    const cooldown = await send(phone).expect(429);
    expect(cooldown.headers['retry-after']).toMatch(/^(59|60)$/);
    expect(cooldown.body.error.message).toMatch(/^Please wait (59|60) seconds before requesting a new code\.$/);
    for (let sent = 1; sent < 5; sent++) {
      await database.db.update(phoneVerifications).set({ createdAt: new Date(Date.now() - (61 + sent) * 1000) }).where(eq(phoneVerifications.phone, phone));
      await send(phone).expect(200);
    }
    await database.db.update(phoneVerifications).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(phoneVerifications.phone, phone));
    const limited = await send(phone).expect(429);
    expect(limited.body.error.message).toBe(verificationMessages.tooManySends);
  });

  it('a stranger’s five sends from one address do not stop the owner sending from another', async () => {
    const phone = freshPhone();
    for (let sent = 0; sent < 5; sent++) {
      await database.db.update(phoneVerifications).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(phoneVerifications.phone, phone));
      await send(phone, { app: proxied, address: '203.0.113.5' }).expect(200);
    }
    await database.db.update(phoneVerifications).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(phoneVerifications.phone, phone));
    await send(phone, { app: proxied, address: '203.0.113.5' }).expect(429);
    const owner = await send(phone, { app: proxied, address: '198.51.100.20' }).expect(200);
    const code = await codeSentTo(database.db, phone);
    await verify(phone, code, owner.body.verificationId).expect(200, { verified: true });
  });

  it('limits code sends per address per hour (RATE_LIMIT_CODE_SENDS_PER_HOUR)', async () => {
    // The address comes from X-Forwarded-For (TRUST_PROXY), so this test has a bucket of its own.
    const limitedApp = formsTestApp(database.db, { RATE_LIMIT_CODE_SENDS_PER_HOUR: '2', TRUST_PROXY: 'true' });
    const from = (address: string) => send(freshPhone(), { app: limitedApp, address });
    try {
      await from('203.0.113.9').expect(200);
      await from('203.0.113.9').expect(200);
      const limited = await from('203.0.113.9').expect(429);
      expect(limited.body.error.message).toBe('Too many verification codes were requested. Please try again later.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await from('203.0.113.10').expect(200);
    } finally {
      limitedApp.cleanUp();
    }
  });

  it('refuses a missing phone and a malformed code with the dialog’s messages', async () => {
    const noPhone = await send('').expect(400);
    expect(noPhone.body.error.message).toBe('Please enter a phone number');
    const badCode = await verify(freshPhone(), '12345', randomUUID()).expect(400);
    expect(badCode.body.error.message).toBe('Please enter a 6-digit verification code');
  });

  it('tells the dialog which human check to show', async () => {
    const response = await request(forms.app.callback()).get('/api/verification/humanCheck').expect(200);
    expect(response.body).toEqual({ provider: 'local' });
  });
});

describe('Twilio SMS provider, against a local fake of the Messages API', () => {
  const database = useTestDatabase('pglite');
  let forms: FormsTestApp;
  const received: { path: string; authorization: string; form: URLSearchParams }[] = [];
  let failNext = false;
  const fake = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', authorization: req.headers.authorization ?? '', form: new URLSearchParams(body) });
      if (failNext) {
        failNext = false;
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 21211, message: 'Invalid To' }));
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    forms = formsTestApp(database.db, {
      TWILIO_ACCOUNT_SID: 'AC0123456789',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: 'MG9876543210',
      TWILIO_BASE_URL: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    forms?.cleanUp();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('texts the code through the Messages API (basic auth, To in E.164, the Messaging Service), not the outbox', async () => {
    const phone = freshPhone();
    const verificationId = await sendCode(forms.app, phone);
    const message = received.at(-1)!;
    expect(message.path).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(message.authorization).toBe(`Basic ${Buffer.from('AC0123456789:secret-token').toString('base64')}`);
    expect(message.form.get('To')).toBe(`+1${phone}`);
    expect(message.form.get('MessagingServiceSid')).toBe('MG9876543210');
    const code = /\b(\d{6})\b/.exec(message.form.get('Body')!)![1]!;
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).toHaveLength(0);
    await request(forms.app.callback()).post('/api/verifyCode').send({ phoneNumber: phone, code, verificationId }).expect(200, { verified: true });
  });

  it('answers the send-failure message when Twilio refuses', async () => {
    failNext = true;
    const turnstileToken = await humanCheckToken(forms.app);
    const response = await request(forms.app.callback()).post('/api/sendVerificationCode').send({ phoneNumber: freshPhone(), turnstileToken }).expect(502);
    expect(response.body.error).toEqual({ code: 'sms_failed', message: 'Failed to send verification code' });
  });
});
