import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { leads, phoneVerifications } from '../../api/db/schema';
import { humanCheckMessages } from '../../api/providers/human-check/human-check-provider';
import { brokerLeadMessages } from '../../api/services/broker-lead-service';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consentFieldOf } from '../../app/domain/forms/consent-field';
import type { FormDefinition } from '../../app/domain/forms/form-types';
import { localizeForm } from '../../app/domain/forms/localize-form';
import { formsFolder } from '../../api/definitions/definition-kinds';
import { consentTextHash } from '../../api/services/lead-consent';
import { brokeredRateRules, leadFor } from './forms-rules';
import { freshPhone, humanCheckToken, purchaseLead, refinanceLead, sendCode, verifyPhone, verifyPhoneAgain, useFormsApp } from './forms-support';

const brokeredRateDefinition = () => JSON.parse(readFileSync(join(formsFolder, 'brokered-rate.json'), 'utf8')) as FormDefinition;

describe.each(databaseKinds())('POST /api/recordBrokerLead on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);


  const post = (body: unknown, headers: Record<string, string> = {}) => request(forms.app.callback()).post('/api/recordBrokerLead').set(headers).send(body as object);

  it.each(brokeredRateRules)('$rule: refused with its message, and accepted when it holds', async ({ base, valid, invalid, field, message }) => {
    const phone = freshPhone();
    const refused = await post(leadFor(base, phone, invalid)).expect(422);
    expect(refused.body.error.code).toBe('validation_failed');
    expect(refused.body.error.message).toBe('Please correct the highlighted fields.');
    expect(refused.body.error.fields[field]).toBe(message);

    const passed = await post(leadFor(base, phone, valid));
    // Every rule passes: what stops it now is the unverified phone, not a field.
    expect(passed.status).toBe(403);
    expect(passed.body.error.code).toBe('phone_not_verified');
  });

  it('reports every broken field at once', async () => {
    const response = await post({ loanType: 'purchase', email: 'x' }).expect(422);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(
      ['city', 'creditScore', 'downPayment', 'email', 'firstName', 'lastName', 'phoneNumber', 'primaryResidence', 'propertyPrice', 'realtor', 'referralSource', 'state', 'streetAddress', 'zipCode'].sort(),
    );
  });

  it('refuses an unverified phone even when the client claims phoneVerified: true', async () => {
    const phone = freshPhone();
    const response = await post({ ...purchaseLead(phone), phoneVerified: true, turnstileToken: await humanCheckToken(forms.app) }).expect(403);
    expect(response.body.error).toEqual({ code: 'phone_not_verified', message: brokerLeadMessages.phoneNotVerified, fields: { phoneNumber: brokerLeadMessages.phoneNotVerified } });
    expect(await database.db.select().from(leads).where(eq(leads.phone, phone))).toHaveLength(0);
  });

  it('refuses a lead without a valid human-check token, and a spent or expired one', async () => {
    const phone = freshPhone();
    const verificationId = await verifyPhone(forms.app, database.db, phone);
    const missing = await post({ ...purchaseLead(phone), phoneVerified: true, verificationId }).expect(403);
    expect(missing.body.error).toEqual({ code: 'human_check_required', message: humanCheckMessages.required, fields: { turnstileToken: humanCheckMessages.required } });
    const forged = await post({ ...purchaseLead(phone), verificationId, turnstileToken: 'eyJpZCI6IngiLCJleHAiOjF9.forged' }).expect(403);
    expect(forged.body.error.message).toBe('Please complete the security verification');
    const expiredToken = `${Buffer.from(JSON.stringify({ id: 'old', exp: Date.now() - 1000 })).toString('base64url')}.sig`;
    const expired = await post({ ...purchaseLead(phone), verificationId, turnstileToken: expiredToken }).expect(403);
    expect(expired.body.error.code).toBe('human_check_required');

    const token = await humanCheckToken(forms.app);
    await post({ ...purchaseLead(phone), verificationId, turnstileToken: token }).expect(201);
    const again = await verifyPhoneAgain(forms.app, database.db, phone);
    const spent = await post({ ...purchaseLead(phone), verificationId: again, turnstileToken: token }).expect(403);
    expect(spent.body.error.message).toBe(humanCheckMessages.required);
  });

  it('stores a verified purchase lead before answering, with attribution, origin, source, time zone and appointment', async () => {
    const phone = freshPhone();
    const verificationId = await verifyPhone(forms.app, database.db, phone);
    const body = { ...purchaseLead(phone, { firstName: '  Dana ', unknownField: 'dropped', currentLoanSize: 5 }), phoneVerified: true, verificationId, turnstileToken: await humanCheckToken(forms.app) };
    const response = await post(body, { 'User-Agent': 'forms-test/1.0' }).expect(201);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, response.body.id));
    // The answer names the loan officer the lead was routed to (public profile facts), for the confirmation.
    expect(response.body).toEqual({ success: true, id: expect.any(String), loanOfficer: row!.ownerType === 'broker' ? expect.objectContaining({ brokerKey: row!.ownerId, nmlsId: expect.any(String), phoneNumber: expect.any(String) }) : null });
    expect(row).toMatchObject({
      kind: 'brokered-rate',
      fullName: 'Dana Whitfield-Ross',
      email: 'dana.whitfield@example.com',
      phone,
      loanType: 'purchase',
      phoneVerified: true,
      definitionId: 'brokered-rate',
      definitionHash: expect.stringMatching(/^sha256-[0-9a-f]{32}$/),
      needsReview: false,
      userAgent: 'forms-test/1.0',
    });
    expect(row!.payload).toMatchObject({
      firstName: 'Dana',
      smsOptOut: false,
      brokerFirstName: 'Sarah',
      brokerLastName: 'Okafor',
      brokerEmail: 'sarah.okafor@harborpointmortgage.com',
      from: 'broker-profile',
      source: '/get-brokered-rate/',
      timeZone: 'America/Detroit',
      appointmentDate: '2026-12-01',
      appointmentTime: '10:30',
      propertyPrice: 450000,
      downPayment: 90000,
      realtor: true,
      creditScore: 'Good',
      phoneVerifiedClaimed: true,
    });
    expect(row!.payload).not.toHaveProperty('unknownField');
    expect(row!.payload).not.toHaveProperty('currentLoanSize');
    expect(row!.payload).not.toHaveProperty('turnstileToken');
    expect(row!.payload).not.toHaveProperty('verificationId');
    const [proof] = await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.id, verificationId));
    expect(proof).toMatchObject({ consumedBy: response.body.id, consumedAt: expect.any(Date) });
  });

  it('records the text-message consent when the box is ticked (its text’s hash, when, where), requires its record, and records none when it is not ticked', async () => {
    const phone = freshPhone();
    const verificationId = await verifyPhone(forms.app, database.db, phone);
    const text = consentFieldOf(brokeredRateDefinition())!.text;
    const ticked = await post({ ...purchaseLead(phone), verificationId, turnstileToken: await humanCheckToken(forms.app) }).expect(201);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, ticked.body.id));
    expect(row).toMatchObject({ consentTextHash: consentTextHash(text), consentPageUrl: 'https://www.harborpointmortgage.com/get-brokered-rate/' });
    expect(Date.now() - row!.consentAt!.getTime()).toBeLessThan(60_000);

    const { consent: _none, ...withoutRecord } = purchaseLead(phone);
    const second = await verifyPhoneAgain(forms.app, database.db, phone);
    const refused = await post({ ...withoutRecord, verificationId: second, turnstileToken: await humanCheckToken(forms.app) }).expect(422);
    expect(refused.body.error.fields).toHaveProperty('consent');

    const optedOut = await post({ ...withoutRecord, smsOptOut: true, verificationId: second, turnstileToken: await humanCheckToken(forms.app) }).expect(201);
    const [quiet] = await database.db.select().from(leads).where(eq(leads.id, optedOut.body.id));
    expect(quiet).toMatchObject({ consentTextHash: null, consentAt: null, consentPageUrl: null });
  });

  it('records the text-message consent in the language of the page the box was ticked on', async () => {
    const phone = freshPhone();
    const verificationId = await verifyPhone(forms.app, database.db, phone);
    const spanish = consentFieldOf(localizeForm(brokeredRateDefinition(), 'es'))!.text;
    expect(spanish).toMatch(/^Sí, envíenme mensajes de texto/);
    const consent = { at: new Date().toISOString(), pageUrl: 'https://www.harborpointmortgage.com/es/get-brokered-rate/' };
    const ticked = await post({ ...purchaseLead(phone), consent, verificationId, turnstileToken: await humanCheckToken(forms.app) }).expect(201);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, ticked.body.id));
    expect(row).toMatchObject({ consentTextHash: consentTextHash(spanish), consentPageUrl: consent.pageUrl });
  });

  it('records a lead from /vet-rate (origin veteran-life) as a vet-rate lead, and a refinance with its own fields', async () => {
    const phone = freshPhone();
    const verificationId = await verifyPhone(forms.app, database.db, phone);
    const response = await post({ ...refinanceLead(phone, { from: 'veteran-life' }), verificationId, turnstileToken: await humanCheckToken(forms.app) }).expect(201);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, response.body.id));
    expect(row).toMatchObject({ kind: 'vet-rate', loanType: 'refinance' });
    expect(row!.payload).toMatchObject({ propertyValue: 500000, currentRate: 6.875, from: 'veteran-life' });
    expect(row!.payload).not.toHaveProperty('propertyPrice');
  });

  it('answers a repeated Idempotency-Key with the first answer and stores one lead (the spent token is not checked again)', async () => {
    const phone = freshPhone();
    const verificationId = await verifyPhone(forms.app, database.db, phone);
    const body = { ...purchaseLead(phone), verificationId, turnstileToken: await humanCheckToken(forms.app) };
    const first = await post(body, { 'Idempotency-Key': `lead-${phone}` }).expect(201);
    const again = await post(body, { 'Idempotency-Key': `lead-${phone}` }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await database.db.select().from(leads).where(eq(leads.phone, phone))).toHaveLength(1);
    const other = await post({ ...body, city: 'Troy' }, { 'Idempotency-Key': `lead-${phone}` }).expect(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
  });

  it('does not take a verification older than 30 minutes', async () => {
    const phone = freshPhone();
    const verificationId = await verifyPhone(forms.app, database.db, phone);
    await database.db.update(phoneVerifications).set({ verifiedAt: new Date(Date.now() - 31 * 60_000) }).where(eq(phoneVerifications.phone, phone));
    const response = await post({ ...purchaseLead(phone), verificationId, turnstileToken: await humanCheckToken(forms.app) }).expect(403);
    expect(response.body.error.code).toBe('phone_not_verified');
  });

  it('takes a verified id as proof for one lead only, of its own phone, and refuses one without an id', async () => {
    const phone = freshPhone();
    const verificationId = await verifyPhone(forms.app, database.db, phone);
    const noId = await post({ ...purchaseLead(phone), turnstileToken: await humanCheckToken(forms.app) }).expect(403);
    expect(noId.body.error).toEqual({ code: 'phone_not_verified', message: brokerLeadMessages.phoneNotVerified, fields: { phoneNumber: brokerLeadMessages.phoneNotVerified } });
    const otherPhone = freshPhone();
    await post({ ...purchaseLead(otherPhone, { firstName: 'Mallory' }), verificationId, turnstileToken: await humanCheckToken(forms.app) }).expect(403);

    await post({ ...purchaseLead(phone), verificationId, turnstileToken: await humanCheckToken(forms.app) }).expect(201);
    const token = await humanCheckToken(forms.app);
    const reused = await post({ ...purchaseLead(phone, { firstName: 'Someone', lastName: 'Else' }), verificationId, turnstileToken: token }).expect(403);
    expect(reused.body.error.code).toBe('phone_not_verified');
    expect(await database.db.select().from(leads).where(eq(leads.phone, phone))).toHaveLength(1);
    expect(await database.db.select().from(leads).where(eq(leads.phone, otherPhone))).toHaveLength(0);
    // The refusals came before the human check: that token still works with a proof of its own.
    const fresh = await verifyPhoneAgain(forms.app, database.db, phone);
    await post({ ...purchaseLead(phone), verificationId: fresh, turnstileToken: token }).expect(201);
  });

  it('refuses a verification whose code was never verified', async () => {
    const phone = freshPhone();
    const verificationId = await sendCode(forms.app, phone);
    const response = await post({ ...purchaseLead(phone), verificationId, turnstileToken: await humanCheckToken(forms.app) }).expect(403);
    expect(response.body.error.code).toBe('phone_not_verified');
  });
});
