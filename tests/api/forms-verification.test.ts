import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../api/db/database';
import { phoneVerifications, smsOutbox } from '../../api/db/schema';
import { verificationMessages } from '../../api/services/phone-verification';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { codeSentTo, formsTestApp, freshPhone, type FormsTestApp } from './forms-support';

describe.each(databaseKinds())('phone verification over HTTP on %s', (kind) => {
  let database: DatabaseHandle;
  let forms: FormsTestApp;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    forms = formsTestApp(database.db);
  });
  afterAll(async () => {
    await database?.close();
    forms?.cleanUp();
  });

  const send = (phoneNumber: unknown, app = forms.app) => request(app.callback()).post('/api/sendVerificationCode').send({ phoneNumber });
  const verify = (phoneNumber: unknown, code: unknown) => request(forms.app.callback()).post('/api/verifyCode').send({ phoneNumber, code });

  it('sends a code ({ success: true }) and verifies it ({ verified: true }); only the hash is stored', async () => {
    const phone = freshPhone();
    await send(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`).expect(200, { success: true });
    const code = await codeSentTo(database.db, phone);
    const rows = await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    await verify(phone, code).expect(200, { verified: true });
  });

  it('answers verified: false for a wrong code, then refuses after five checks with the message', async () => {
    const phone = freshPhone();
    await send(phone).expect(200);
    const code = await codeSentTo(database.db, phone);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt++) await verify(phone, wrong).expect(200, { verified: false });
    const refused = await verify(phone, code).expect(429);
    expect(refused.body.error).toMatchObject({ code: 'too_many_checks', message: verificationMessages.tooManyChecks });
  });

  it('refuses an expired code', async () => {
    const phone = freshPhone();
    await send(phone).expect(200);
    const code = await codeSentTo(database.db, phone);
    await database.db.update(phoneVerifications).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(phoneVerifications.phone, phone));
    const refused = await verify(phone, code).expect(410);
    expect(refused.body.error).toMatchObject({ code: 'code_expired', message: verificationMessages.expired });
  });

  it('holds the 60 s cooldown (429 with Retry-After) and at most 5 sends an hour per phone', async () => {
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

  it('limits code sends per address per hour (RATE_LIMIT_CODE_SENDS_PER_HOUR)', async () => {
    // The address comes from X-Forwarded-For (TRUST_PROXY), so this test has a bucket of its own.
    const proxied = formsTestApp(database.db, { RATE_LIMIT_CODE_SENDS_PER_HOUR: '2', TRUST_PROXY: 'true' });
    const from = (address: string) =>
      request(proxied.app.callback()).post('/api/sendVerificationCode').set('X-Forwarded-For', address).send({ phoneNumber: freshPhone() });
    try {
      await from('203.0.113.9').expect(200);
      await from('203.0.113.9').expect(200);
      const limited = await from('203.0.113.9').expect(429);
      expect(limited.body.error.message).toBe('Too many verification codes were requested. Please try again later.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await from('203.0.113.10').expect(200);
    } finally {
      proxied.cleanUp();
    }
  });

  it('refuses a missing phone and a malformed code with the spec’s messages', async () => {
    const noPhone = await send('').expect(400);
    expect(noPhone.body.error.message).toBe('Please enter a phone number');
    const badCode = await verify(freshPhone(), '12345').expect(400);
    expect(badCode.body.error.message).toBe('Please enter a 6-digit verification code');
  });
});

describe('Twilio SMS provider, against a local fake of the Messages API', () => {
  let database: DatabaseHandle;
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
    database = await openTestDatabase('pglite');
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
    await database?.close();
    forms?.cleanUp();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('texts the code through the Messages API (basic auth, To in E.164, the Messaging Service), not the outbox', async () => {
    const phone = freshPhone();
    await request(forms.app.callback()).post('/api/sendVerificationCode').send({ phoneNumber: phone }).expect(200, { success: true });
    const message = received.at(-1)!;
    expect(message.path).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(message.authorization).toBe(`Basic ${Buffer.from('AC0123456789:secret-token').toString('base64')}`);
    expect(message.form.get('To')).toBe(`+1${phone}`);
    expect(message.form.get('MessagingServiceSid')).toBe('MG9876543210');
    const code = /\b(\d{6})\b/.exec(message.form.get('Body')!)![1]!;
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).toHaveLength(0);
    await request(forms.app.callback()).post('/api/verifyCode').send({ phoneNumber: phone, code }).expect(200, { verified: true });
  });

  it('answers the send-failure message when Twilio refuses', async () => {
    failNext = true;
    const response = await request(forms.app.callback()).post('/api/sendVerificationCode').send({ phoneNumber: freshPhone() }).expect(502);
    expect(response.body.error).toEqual({ code: 'sms_failed', message: 'Failed to send verification code' });
  });
});
