import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { latestOutboxMessage } from '../../api/db/repositories/verification-repository';
import { removalRequests, smsOutbox } from '../../api/db/schema';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { removalRules } from './forms-rules';
import { formsTestApp, freshPhone, useFormsApp } from './forms-support';
import { linkSentFor, postRemoval, removalEmails, removalRequester as requester } from './removal-support';

describe.each(databaseKinds())('POST /api/requestRemoval on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database, { PUBLIC_URL: 'https://www.harborpointmortgage.com' });


  const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) => postRemoval(forms.app, body, headers);
  const without = (patch: Record<string, unknown>) => {
    const body: Record<string, unknown> = { ...requester, ...patch };
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete body[key];
    return body;
  };
  const rowOf = async (id: string) => (await database.db.select().from(removalRequests).where(eq(removalRequests.id, id)))[0];

  it.each(removalRules)('$rule: refused with its message, accepted when it holds', async ({ valid, invalid, field, message }) => {
    const refused = await post(without(invalid)).expect(422);
    expect(refused.body.error).toEqual({ code: 'validation_failed', message: 'Please correct the highlighted fields.', fields: { [field]: message } });
    await post(without(valid)).expect(201);
  });

  it('stores an unconfirmed request, e-mails a single-use link to the address, texts a code to the phone and tells the privacy inbox', async () => {
    const phone = freshPhone();
    const started = Date.now();
    const response = await post({ ...requester, phoneNumber: phone }).expect(201);
    expect(response.body).toEqual({ success: true, id: expect.any(String) });
    const id = response.body.id as string;
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({ name: 'Jo Anne Smith-Lee', email: 'jo.smith@example.com', phone, status: 'unconfirmed', processedAt: null, emailConfirmedAt: null, phoneConfirmedAt: null, phoneCodeAttempts: 0 });
    const sevenDays = 7 * 24 * 60 * 60_000;
    expect(row.expiresAt!.getTime() - row.createdAt.getTime()).toBe(sevenDays);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);

    const emails = await removalEmails(database.db, id);
    expect(emails.map((email) => email.to).sort()).toEqual(['jo.smith@example.com', 'privacy@harborpointmortgage.com']);
    const link = emails.find((email) => email.to === 'jo.smith@example.com');
    const notice = emails.find((email) => email.to === 'privacy@harborpointmortgage.com');
    expect(link!.subject).toBe('Confirm your information removal request');
    const url = await linkSentFor(database.db, id, 'jo.smith@example.com');
    expect(url.origin + url.pathname).toBe('https://www.harborpointmortgage.com/information-removal/confirm');
    expect(url.searchParams.get('request')).toBe(id);
    const token = url.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only keyed hashes are stored, never the token or the code.
    const code = /\b(\d{6})\b/.exec((await latestOutboxMessage(database.db, phone))!.body)![1]!;
    expect(row.emailTokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.phoneCodeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(code);
    // Nothing the requester typed reaches their own inbox; the privacy inbox's subject names no one.
    expect(JSON.stringify(link)).not.toMatch(/Jo Anne|Smith-Lee/);
    expect(notice!.to).toBe('privacy@harborpointmortgage.com');
    expect(notice!.subject).toBe(`Information removal request (unconfirmed): ${id}`);
    expect(notice!.text).toContain('unconfirmed');
  });

  it('writes to a Spanish requester in Spanish: the e-mail, the link to the Spanish confirmation page and the text', async () => {
    const phone = freshPhone();
    const id = (await post({ ...requester, phoneNumber: phone, language: 'es' }).expect(201)).body.id as string;
    const link = (await removalEmails(database.db, id)).find((email) => email.to === 'jo.smith@example.com')!;
    expect(link.subject).toBe('Confirme su solicitud de eliminación de información');
    expect(link.html).toContain('<html lang="es">');
    expect(link.text).toMatch(/El enlace funciona una sola vez, hasta el \d{1,2} de [a-z]+ de \d{4}\./);
    const url = await linkSentFor(database.db, id, 'jo.smith@example.com');
    expect(url.origin + url.pathname).toBe('https://www.harborpointmortgage.com/es/information-removal/confirm');
    expect((await latestOutboxMessage(database.db, phone))!.body).toMatch(/^Su código de Harborpoint Mortgage para confirmar su solicitud de eliminación de información es \d{6}\. Es válido por 7 días\.$/);
  });

  it('the link is built from the configured site origin, never the request Host', async () => {
    const response = await request(forms.app.callback())
      .post('/api/requestRemoval')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .send({ ...requester, turnstileToken: (await request(forms.app.callback()).post('/api/humanCheck/token')).body.token })
      .expect(201);
    const url = await linkSentFor(database.db, response.body.id, 'jo.smith@example.com');
    expect(url.host).toBe('www.harborpointmortgage.com');
  });

  it('without a passed human check: 403 naming turnstileToken, and nothing is stored or sent', async () => {
    const count = async () => (await database.db.select().from(removalRequests)).length;
    const before = await count();
    const phone = freshPhone();
    const missing = await request(forms.app.callback()).post('/api/requestRemoval').send({ ...requester, phoneNumber: phone }).expect(403);
    expect(missing.body.error).toMatchObject({ code: 'human_check_required', fields: { turnstileToken: expect.any(String) } });
    await request(forms.app.callback()).post('/api/requestRemoval').send({ ...requester, phoneNumber: phone, turnstileToken: 'forged.token' }).expect(403);
    expect(await count()).toBe(before);
    expect(await latestOutboxMessage(database.db, phone)).toBeNull();
  });

  it('a spent human-check token is refused', async () => {
    const body = { ...requester, turnstileToken: (await request(forms.app.callback()).post('/api/humanCheck/token')).body.token };
    await request(forms.app.callback()).post('/api/requestRemoval').send(body).expect(201);
    await request(forms.app.callback()).post('/api/requestRemoval').send(body).expect(403);
  });

  it('takes at most its daily requests for one number, each texted; past them a request is refused (429 naming the phone) and nothing is stored or sent', async () => {
    const capped = formsTestApp(database.db, { RATE_LIMIT_REMOVAL_TEXTS_PER_DAY: '2' });
    try {
      const phone = freshPhone();
      const body = (index: number) => ({ ...requester, email: `someone${index}.${phone}@example.com`, phoneNumber: phone });
      const stored = [];
      for (let index = 0; index < 2; index++) stored.push((await postRemoval(capped.app, body(index)).expect(201)).body.id as string);
      const countRows = async () => (await database.db.select().from(removalRequests).where(eq(removalRequests.phone, phone))).length;
      for (let index = 2; index < 4; index++) {
        const refused = await postRemoval(capped.app, body(index)).expect(429);
        expect(refused.headers['retry-after']).toMatch(/^\d+$/);
        expect(refused.body.error).toEqual({
          code: 'removal_phone_limit',
          message: 'Too many removal requests were made for this phone number today. Please try again later.',
          fields: { phoneNumber: 'Too many removal requests were made for this phone number today. Please try again later.' },
        });
      }
      expect(await countRows()).toBe(2);
      expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).toHaveLength(2);
      for (const id of stored) expect(await removalEmails(database.db, id)).toHaveLength(2);
      // Another number is not held back.
      await postRemoval(capped.app, { ...requester, phoneNumber: freshPhone() }).expect(201);
    } finally {
      capped.cleanUp();
    }
  });

  it('answers a repeated Idempotency-Key with the first answer, storing and texting once', async () => {
    const phone = freshPhone();
    const body = { ...requester, phoneNumber: phone, turnstileToken: (await request(forms.app.callback()).post('/api/humanCheck/token')).body.token };
    const send = () => request(forms.app.callback()).post('/api/requestRemoval').set('Idempotency-Key', `removal-${phone}`).send(body);
    const first = await send().expect(201);
    const again = await send().expect(201);
    expect(again.body).toEqual(first.body);
    expect(await database.db.select().from(removalRequests).where(eq(removalRequests.id, first.body.id))).toHaveLength(1);
    expect(await removalEmails(database.db, first.body.id)).toHaveLength(2);
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).toHaveLength(1);
  });
});
