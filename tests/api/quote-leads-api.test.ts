import { eq } from 'drizzle-orm';
import type Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads, phoneVerifications } from '../../api/db/schema';
import { createLogger } from '../../api/server/logger';
import { exportLeads } from '../../api/services/export-leads';
import { consentTextHash } from '../../api/services/lead-consent';
import { createTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { completedAnswers } from '../support/lead-bodies';
import { verifyPhone } from './forms-support';

const contactInfo = { fullName: 'Dana Whitfield', email: 'Dana.Whitfield@example.com', phoneNumber: '248-555-0199' };

describe.each(databaseKinds())('funnel lead endpoints on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: Koa;
  let versions: Record<string, string>;
  const logLines: string[] = [];

  beforeAll(async () => {
    app = createTestApp(database.db, { RATE_LIMIT_WRITES_PER_MINUTE: '1000' }, { logger: createLogger('info', { write: (line: string) => void logLines.push(line) }) }).app;
    versions = {};
    for (const id of ['purchase', 'refinance', 'cashOut', 'vetlife-purchase', 'vetlife-refinance', 'vetlife-cashOut']) {
      versions[id] = (await request(app.callback()).get(`/api/questions?entryPath=${id}`)).headers['x-definition-version']!;
    }
  });

  const post = (path: string, body: unknown, key?: string) => {
    const call = request(app.callback()).post(path).set('User-Agent', 'lead-test/1.0').send(body as object);
    return key ? call.set('Idempotency-Key', key) : call;
  };
  const leadRow = async (id: string) => (await database.db.select().from(leads).where(eq(leads.id, id)))[0];
  const leadBody = (id: string, loanType: string, extra: Record<string, unknown> = {}) => ({
    contactInfo,
    loanType,
    answers: completedAnswers(id),
    timestamp: '2026-11-22T15:00:00.000Z',
    userAgent: 'Mozilla/5.0',
    phoneVerified: false,
    definitionVersion: versions[id],
    consent: { at: new Date().toISOString(), pageUrl: `https://www.harborpointmortgage.com/quote-landing?type=${loanType}` },
    ...extra,
  });

  it.each([
    ['/api/recordQuoteLead', 'purchase', 'purchase', 'quote'],
    ['/api/recordQuoteLead', 'refinance', 'refinance', 'quote'],
    ['/api/recordQuoteLead', 'cashOut', 'cashOut', 'quote'],
    ['/api/recordWebLead/VetLife', 'vetlife-purchase', 'purchase', 'vetlife'],
    ['/api/recordWebLead/VetLife', 'vetlife-refinance', 'refinance', 'vetlife'],
    ['/api/recordWebLead/VetLife', 'vetlife-cashOut', 'cashOut', 'vetlife'],
  ])('%s stores a valid %s lead before answering 201', async (path, flowId, loanType, leadKind) => {
    const response = await post(path, leadBody(flowId, loanType)).expect(201);
    const row = await leadRow(response.body.id);
    expect(row).toMatchObject({
      kind: leadKind,
      fullName: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      phone: '2485550199',
      loanType,
      phoneVerified: false,
      definitionId: flowId,
      definitionHash: versions[flowId],
      needsReview: false,
      userAgent: 'lead-test/1.0',
    });
    expect((row!.payload as { answers: unknown }).answers).toEqual(completedAnswers(flowId));
  });

  it('defaults the loan type to purchase in the questionnaire and cashOut in VetLife', async () => {
    const { loanType: _quote, ...quote } = leadBody('purchase', 'purchase');
    expect((await leadRow((await post('/api/recordQuoteLead', quote).expect(201)).body.id))!.loanType).toBe('purchase');
    const { loanType: _vet, ...vet } = leadBody('vetlife-cashOut', 'cashOut');
    expect((await leadRow((await post('/api/recordWebLead/VetLife', vet).expect(201)).body.id))!.loanType).toBe('cashOut');
  });

  it('answers with the loan officer the lead was routed to, or none when it went to an inbox', async () => {
    const quote = (await post('/api/recordQuoteLead', leadBody('purchase', 'purchase')).expect(201)).body;
    const row = (await leadRow(quote.id))!;
    expect(quote).toEqual({ id: row.id, phoneVerified: false, loanOfficer: row.ownerType === 'broker' ? expect.objectContaining({ brokerKey: row.ownerId }) : null });
    // VetLife leads go to the VetLife loan officer by the sample routing: the card carries their public profile facts only.
    const vet = (await post('/api/recordWebLead/VetLife', leadBody('vetlife-cashOut', 'cashOut')).expect(201)).body;
    expect(vet.loanOfficer).toEqual({ brokerKey: 'emily-carter-hughes', name: expect.any(String), title: expect.any(String), nmlsId: expect.any(String), phoneNumber: expect.any(String), photoUrl: expect.stringMatching(/^\//), meetingLink: expect.toBeOneOf([null, expect.stringMatching(/^https:/)]) });
    expect(JSON.stringify(vet.loanOfficer)).not.toMatch(/@/);
  });

  it('refuses invalid contact info with the contact step’s messages, and stores nothing', async () => {
    const before = (await database.db.select().from(leads)).length;
    const response = await post('/api/recordQuoteLead', leadBody('purchase', 'purchase', {
      contactInfo: { fullName: '', email: 'not-an-email', phoneNumber: '123-456-7890' },
    })).expect(422);
    expect(response.body.error.fields).toEqual({
      'contactInfo.fullName': 'Full name is required.',
      'contactInfo.email': 'Enter a valid email address.',
      'contactInfo.phoneNumber': 'Enter a valid US phone number.',
    });
    const long = await post('/api/recordQuoteLead', leadBody('purchase', 'purchase', { contactInfo: { ...contactInfo, fullName: 'x'.repeat(51) } })).expect(422);
    expect(long.body.error.fields['contactInfo.fullName']).toBe('Full name must be 50 characters or less.');
    expect((await database.db.select().from(leads)).length).toBe(before);
  });

  it('names unknown keys, invalid values and answers no path can produce', async () => {
    const answers = completedAnswers('purchase');
    const unknown = await post('/api/recordQuoteLead', leadBody('purchase', 'purchase', { answers: { ...answers, favouriteColour: 'blue' } })).expect(422);
    expect(Object.keys(unknown.body.error.fields)).toContain('favouriteColour');
    const invalid = await post('/api/recordQuoteLead', leadBody('purchase', 'purchase', { answers: { ...answers, zipCode: '4800' } })).expect(422);
    expect(invalid.body.error.fields.zipCode).toBe('ZIP code must be 5 digits');
    // The path of this fixture goes through the agent's name; an investor's expected rent is off that path.
    const offPath = await post('/api/recordQuoteLead', leadBody('purchase', 'purchase', { answers: { ...answers, expectedRent: 2500 } })).expect(422);
    expect(Object.keys(offPath.body.error.fields)).toContain('expectedRent');
    const incomplete = { ...answers };
    delete incomplete.zipCode;
    const missing = await post('/api/recordQuoteLead', leadBody('purchase', 'purchase', { answers: incomplete })).expect(422);
    expect(Object.keys(missing.body.error.fields)).toContain('zipCode');
  });

  it('returns the first answer for a repeated Idempotency-Key and stores one row', async () => {
    const body = leadBody('refinance', 'refinance');
    const first = await post('/api/recordQuoteLead', body, 'lead-key-0001').expect(201);
    const again = await post('/api/recordQuoteLead', body, 'lead-key-0001').expect(201);
    expect(again.body).toEqual(first.body);
    const rows = await database.db.select().from(leads).where(eq(leads.id, first.body.id));
    expect(rows).toHaveLength(1);
    const count = (await database.db.select().from(leads)).filter((row) => row.phone === '2485550199' && row.loanType === 'refinance').length;
    const third = await post('/api/recordQuoteLead', body, 'lead-key-0001').expect(201);
    expect(third.body.id).toBe(first.body.id);
    expect((await database.db.select().from(leads)).filter((row) => row.phone === '2485550199' && row.loanType === 'refinance').length).toBe(count);
  });

  it('refuses a lead naming a version the server never served as outdated, stores nothing, and logs the refusal without values', async () => {
    const before = (await database.db.select().from(leads)).length;
    const response = await post('/api/recordQuoteLead', leadBody('cashOut', 'cashOut', { definitionVersion: 'sha256-00000000000000000000000000000000' })).expect(422);
    expect(response.body.error).toMatchObject({ code: 'definition_outdated', fields: { definitionVersion: expect.any(String) } });
    expect((await database.db.select().from(leads)).length).toBe(before);
    const refusal = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'lead refused' && entry.code === 'definition_outdated');
    expect(refusal).toMatchObject({ flowId: 'cashOut', definitionVersion: 'sha256-00000000000000000000000000000000', fields: ['definitionVersion'] });
  });

  it('logs each refused lead with the flow, the version and the field names, never the values', async () => {
    logLines.length = 0;
    const body = leadBody('purchase', 'purchase', { contactInfo: { ...contactInfo, email: 'dana@@example' }, answers: { ...completedAnswers('purchase'), zipCode: '4800' } });
    const response = await post('/api/recordQuoteLead', body).expect(422);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['contactInfo.email', 'zipCode']);
    const entry = JSON.parse(logLines.find((line) => line.includes('lead refused'))!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 40, flowId: 'purchase', definitionVersion: versions.purchase, code: 'validation_failed' });
    expect((entry.fields as string[]).sort()).toEqual(['contactInfo.email', 'zipCode']);
    expect(logLines.join('\n')).not.toMatch(/dana|4800|Whitfield/i);
  });

  it('records the consent the visitor accepted: the text’s hash, when and on which page', async () => {
    const definition = (await request(app.callback()).get('/api/flows/refinance')).body as { contact: { consent?: string } };
    const consent = { at: '2026-11-22T15:00:00.000Z', pageUrl: 'https://www.harborpointmortgage.com/quote-landing?type=refinance' };
    const response = await post('/api/recordQuoteLead', leadBody('refinance', 'refinance', { consent, timestamp: consent.at })).expect(201);
    const row = (await leadRow(response.body.id))!;
    expect(row.consentTextHash).toBe(consentTextHash(definition.contact.consent!));
    expect(row.consentAt?.toISOString()).toBe(consent.at);
    expect(row.consentPageUrl).toBe(consent.pageUrl);
  });

  it('leads:export shows the consent text the visitor accepted with its hash, time and page', async () => {
    const definition = (await request(app.callback()).get('/api/flows/vetlife-refinance')).body as { contact: { consent?: string } };
    const consent = { at: new Date().toISOString(), pageUrl: 'https://www.harborpointmortgage.com/quote-landing-vetlife?type=refinance' };
    const response = await post('/api/recordWebLead/VetLife', leadBody('vetlife-refinance', 'refinance', { consent })).expect(201);
    const { output } = await exportLeads(database.db, new Date(Date.now() - 60_000), 'jsonl');
    const row = output.trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>).find((candidate) => candidate['Lead ID'] === response.body.id)!;
    expect(row).toMatchObject({
      'Consent text': definition.contact.consent,
      'Consent text hash': consentTextHash(definition.contact.consent!),
      'Consent given (UTC)': consent.at,
      'Consent page': consent.pageUrl,
    });
  });

  it('records the consent in the language of the page it was accepted on, and leads:export shows that text', async () => {
    const spanish = (await request(app.callback()).get('/api/flows/cashOut?lang=es')).body as { contact: { consent: string } };
    const english = (await request(app.callback()).get('/api/flows/cashOut')).body as { contact: { consent: string } };
    expect(spanish.contact.consent).not.toBe(english.contact.consent);
    const consent = { at: new Date().toISOString(), pageUrl: 'https://www.harborpointmortgage.com/es/quote-landing?type=cashOut' };
    const response = await post('/api/recordQuoteLead', leadBody('cashOut', 'cashOut', { consent })).expect(201);
    expect((await leadRow(response.body.id))!.consentTextHash).toBe(consentTextHash(spanish.contact.consent));
    const { output } = await exportLeads(database.db, new Date(Date.now() - 60_000), 'jsonl');
    const row = output.trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>).find((candidate) => candidate['Lead ID'] === response.body.id)!;
    expect(row).toMatchObject({ 'Consent text': spanish.contact.consent, 'Consent text hash': consentTextHash(spanish.contact.consent) });
  });

  it('refuses a lead without a consent record, or with a bad one, naming the fields', async () => {
    const { consent: _none, ...withoutConsent } = leadBody('purchase', 'purchase');
    expect((await post('/api/recordQuoteLead', withoutConsent).expect(422)).body.error.fields).toHaveProperty('consent');
    const bad = await post('/api/recordQuoteLead', leadBody('purchase', 'purchase', { consent: { at: 'yesterday', pageUrl: 'javascript:alert(1)' } })).expect(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['consent.at', 'consent.pageUrl']);
  });

  it('stores phoneVerified true only for a lead carrying a verified id of its phone, used once, whatever the client claims', async () => {
    const claimed = await post('/api/recordQuoteLead', leadBody('purchase', 'purchase', { phoneVerified: true })).expect(201);
    expect(claimed.body.phoneVerified).toBe(false);
    expect((await leadRow(claimed.body.id))!.phoneVerified).toBe(false);

    const verificationId = await verifyPhone(app, database.db, '2485550199');
    // A stranger with the phone's number and no id (or someone else's id for another phone) is stored unverified.
    const stranger = await post('/api/recordQuoteLead', leadBody('purchase', 'purchase', { contactInfo: { ...contactInfo, fullName: 'Mallory Stranger' } })).expect(201);
    expect(stranger.body.phoneVerified).toBe(false);
    expect((await leadRow(stranger.body.id))!.phoneVerified).toBe(false);
    const otherPhone = await post('/api/recordQuoteLead', leadBody('purchase', 'purchase', { contactInfo: { ...contactInfo, phoneNumber: '248-555-0142' }, verificationId })).expect(201);
    expect(otherPhone.body.phoneVerified).toBe(false);

    const vetLead = leadBody('vetlife-purchase', 'purchase', { phoneVerified: true, verificationId });
    const verified = await post('/api/recordWebLead/VetLife', vetLead, `vet-${verificationId}`).expect(201);
    expect(verified.body.phoneVerified).toBe(true);
    expect((await leadRow(verified.body.id))!.phoneVerified).toBe(true);
    const [proof] = await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.id, verificationId));
    expect(proof!.consumedBy).toBe(verified.body.id);
    // The same request again gets the first answer; a new lead with the used id is stored unverified.
    const replay = await post('/api/recordWebLead/VetLife', vetLead, `vet-${verificationId}`).expect(201);
    expect(replay.body).toEqual(verified.body);
    const reused = await post('/api/recordQuoteLead', leadBody('purchase', 'purchase', { phoneVerified: true, verificationId })).expect(201);
    expect(reused.body.phoneVerified).toBe(false);
    expect((await leadRow(reused.body.id))!.phoneVerified).toBe(false);
  });

  it('answers bad bodies with a JSON 4xx', async () => {
    await request(app.callback()).post('/api/recordQuoteLead').set('content-type', 'application/json').send('{"contactInfo":').expect(400);
    await request(app.callback()).post('/api/recordQuoteLead').set('content-type', 'application/json').send('[]').expect(400);
    await request(app.callback()).post('/api/recordQuoteLead').set('content-type', 'application/json').send('{"__proto__":{"admin":true}}').expect(400);
    await request(app.callback()).post('/api/recordQuoteLead').set('content-type', 'application/json').send(`{"a":${'['.repeat(50)}${']'.repeat(50)}}`).expect(400);
    await request(app.callback()).post('/api/recordQuoteLead').set('content-type', 'application/json').send(JSON.stringify({ big: 'x'.repeat(70_000) })).expect(413);
    await request(app.callback()).post('/api/recordQuoteLead').set('content-type', 'text/plain').send('hello').expect(415);
    const badType = await post('/api/recordQuoteLead', leadBody('purchase', 'lease')).expect(422);
    expect(badType.body.error.fields).toHaveProperty('loanType');
  });
});
