import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { hiringApplications, leads, phoneVerifications, removalRequests, smsOutbox } from '../../api/db/schema';
import { completedAnswers, leadConsent } from '../support/lead-bodies';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { codeSentTo, humanCheckToken, purchaseLead, verifyPhoneAgain, useFormsApp } from './forms-support';

/**
 * Every API that takes a phone accepts any common typing of a US number and stores its 10 digits; a
 * number the rule refuses (here one whose exchange starts with 1) is a 422 naming the field. The APIs that
 * text the phone (verification, removal) also refuse a NANP number the site does not text (Caribbean,
 * Canadian, premium-rate, toll-free), which leads, whose phones are called, still take.
 */
const TYPINGS = ['(415) 555-0199', '415.555.0199', '+1 415 555 0199'];
const DIGITS = '4155550199';
const REFUSED = '248-155-0142';
const NOT_TEXTED = ['(876) 555-0199', '+1 416 555 0199', '900-555-0199', '1-800-555-0199'];
const NOT_TEXTED_MESSAGE = 'Please enter a 10-digit US phone number that can receive text messages (not toll-free or premium-rate).';
const pdf = readFileSync(join(projectRoot, 'tests/fixtures/uploads/resume.pdf'));

describe.each(databaseKinds())('phones typed any common way, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);
  const versions: Record<string, string> = {};

  beforeAll(async () => {
    for (const id of ['purchase', 'vetlife-cashOut']) {
      versions[id] = (await request(forms.app.callback()).get(`/api/questions?entryPath=${id}`)).headers['x-definition-version']!;
    }
  });

  const post = (path: string, body: object) => request(forms.app.callback()).post(path).send(body);
  const expectRefused = (response: request.Response, field: string) => {
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error.fields)).toContain(field);
  };

  it.each(TYPINGS)('POST /api/apply stores %j as its 10 digits', async (typed) => {
    const fields = { firstName: 'Jane', lastName: 'Applicant', position: 'Processor', email: 'jane@example.com', phone: typed };
    const apply = async (phone: string) => {
      let call = request(forms.app.callback()).post('/api/apply').field('turnstileToken', await humanCheckToken(forms.app));
      for (const [name, value] of Object.entries({ ...fields, phone })) call = call.field(name, value);
      return call.attach('resume', pdf, 'resume.pdf');
    };
    const response = await apply(typed);
    expect(response.status, response.text).toBe(201);
    const [row] = await database.db.select().from(hiringApplications).where(eq(hiringApplications.id, response.body.id));
    expect(row!.phone).toBe(DIGITS);
    expectRefused(await apply(REFUSED), 'phone');
  });

  it.each(TYPINGS)('POST /api/requestRemoval stores %j as its 10 digits', async (typed) => {
    const body = { name: 'Jo Smith', email: 'jo@example.com', confirmation: true };
    const response = await post('/api/requestRemoval', { ...body, phoneNumber: typed, turnstileToken: await humanCheckToken(forms.app) }).expect(201);
    const [row] = await database.db.select().from(removalRequests).where(eq(removalRequests.id, response.body.id));
    expect(row!.phone).toBe(DIGITS);
    expectRefused(await post('/api/requestRemoval', { ...body, phoneNumber: REFUSED }), 'phoneNumber');
  });

  it.each(NOT_TEXTED)('POST /api/requestRemoval and /api/sendVerificationCode refuse %j (422 naming the phone), texting nothing', async (typed) => {
    const digits = typed.replace(/\D/g, '').slice(-10);
    const removal = await post('/api/requestRemoval', { name: 'Jo Smith', email: 'jo@example.com', confirmation: true, phoneNumber: typed, turnstileToken: await humanCheckToken(forms.app) });
    expectRefused(removal, 'phoneNumber');
    expect(removal.body.error.fields.phoneNumber).toBe(NOT_TEXTED_MESSAGE);
    const send = await post('/api/sendVerificationCode', { phoneNumber: typed, turnstileToken: await humanCheckToken(forms.app) });
    expectRefused(send, 'phoneNumber');
    expect(send.body.error).toEqual({ code: 'phone_not_textable', message: NOT_TEXTED_MESSAGE, fields: { phoneNumber: NOT_TEXTED_MESSAGE } });
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, digits))).toHaveLength(0);
    expect(await database.db.select().from(removalRequests).where(eq(removalRequests.phone, digits))).toHaveLength(0);
  });

  it('POST /api/apply stores a Caribbean or Canadian number: an applicant is called, not texted', async () => {
    for (const typed of NOT_TEXTED.slice(0, 2)) {
      let call = request(forms.app.callback()).post('/api/apply').field('turnstileToken', await humanCheckToken(forms.app));
      for (const [name, value] of Object.entries({ firstName: 'Jane', lastName: 'Applicant', position: 'Processor', email: 'jane@example.com', phone: typed })) call = call.field(name, value);
      const response = await call.attach('resume', pdf, 'resume.pdf').expect(201);
      const [row] = await database.db.select().from(hiringApplications).where(eq(hiringApplications.id, response.body.id));
      expect(row!.phone).toBe(typed.replace(/\D/g, '').slice(-10));
    }
  });

  it.each([
    ['/api/recordQuoteLead', 'purchase', 'purchase'],
    ['/api/recordWebLead/VetLife', 'vetlife-cashOut', 'cashOut'],
  ])('%s stores each typing as its 10 digits', async (path, flowId, loanType) => {
    const body = (phoneNumber: string) => ({
      contactInfo: { fullName: 'Dana Whitfield', email: 'dana@example.com', phoneNumber },
      loanType,
      answers: completedAnswers(flowId),
      timestamp: '2026-11-22T15:00:00.000Z',
      userAgent: 'Mozilla/5.0',
      phoneVerified: false,
      definitionVersion: versions[flowId],
      consent: leadConsent(loanType),
    });
    for (const typed of TYPINGS) {
      const response = await post(path, body(typed)).expect(201);
      const [row] = await database.db.select().from(leads).where(eq(leads.id, response.body.id));
      expect(row!.phone).toBe(DIGITS);
    }
    // A lead's phone is called, not texted: a Caribbean number is stored as any other.
    const caribbean = await post(path, body(NOT_TEXTED[0]!)).expect(201);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, caribbean.body.id));
    expect(row!.phone).toBe('8765550199');
    expectRefused(await post(path, body(REFUSED)), 'contactInfo.phoneNumber');
  });

  it('POST /api/sendVerificationCode and /api/verifyCode take any typing of one number as that number', async () => {
    const sent = await post('/api/sendVerificationCode', { phoneNumber: TYPINGS[0]!, turnstileToken: await humanCheckToken(forms.app) }).expect(200);
    const { verificationId } = sent.body;
    const rows = await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, DIGITS));
    expect(rows).toHaveLength(1);
    // The same number typed another way meets the same number's cooldown.
    await post('/api/sendVerificationCode', { phoneNumber: TYPINGS[1]!, turnstileToken: await humanCheckToken(forms.app) }).expect(429);
    const code = await codeSentTo(database.db, DIGITS);
    await post('/api/verifyCode', { phoneNumber: TYPINGS[2]!, code, verificationId }).expect(200, { verified: true });
    await post('/api/verifyCode', { phoneNumber: TYPINGS[1]!, code, verificationId }).expect(200, { verified: true });
    const [verified] = await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, DIGITS));
    expect(verified!.verifiedAt).not.toBeNull();

    const refusedSend = await post('/api/sendVerificationCode', { phoneNumber: REFUSED, turnstileToken: await humanCheckToken(forms.app) });
    expectRefused(refusedSend, 'phoneNumber');
    expect(refusedSend.body.error.message).toBe('Please enter a valid 10-digit US phone number');
    expectRefused(await post('/api/verifyCode', { phoneNumber: REFUSED, code: '123456', verificationId }), 'phoneNumber');
    // A missing phone is still a 400.
    await post('/api/sendVerificationCode', { phoneNumber: ' ' }).expect(400);
  });

  it('POST /api/recordBrokerLead stores each typing of the verified phone as its 10 digits', async () => {
    const phone = '2125550147';
    for (const typed of ['(212) 555-0147', '212.555.0147', '+1 212 555 0147']) {
      const verificationId = await verifyPhoneAgain(forms.app, database.db, phone);
      const response = await post('/api/recordBrokerLead', { ...purchaseLead(typed), verificationId, turnstileToken: await humanCheckToken(forms.app) }).expect(201);
      const [row] = await database.db.select().from(leads).where(eq(leads.id, response.body.id));
      expect(row!.phone).toBe(phone);
      expect((row!.payload as { phoneNumber: string }).phoneNumber).toBe(phone);
    }
    expectRefused(await post('/api/recordBrokerLead', { ...purchaseLead(REFUSED), turnstileToken: await humanCheckToken(forms.app) }), 'phoneNumber');
  });
});
