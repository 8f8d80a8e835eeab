import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsDaily, analyticsEvents, leads } from '../../../api/db/schema';
import { createRetentionService } from '../../../api/services/retention-service';
import { createFlowReports } from '../../../api/services/analytics/flow-report';
import { createFlowStore } from '../../../api/definitions/flow-definitions';
import { createLogger } from '../../../api/server/logger';
import { createUploadStorage } from '../../../api/services/upload-storage';
import type { FunnelAnalyticsEvent } from '../../../engine';
import { completedAnswers, quoteLeadBody } from '../../support/lead-bodies';
import { freshPhone, humanCheckToken, purchaseLead, verifyPhone } from '../forms-support';
import { createTestApp } from '../../support/test-app';
import { databaseKinds, useTestDatabase } from '../../support/test-database';
import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DAY_MS = 24 * 60 * 60_000;

describe.each(databaseKinds())('funnel analytics events on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: Koa;
  let version = '';

  beforeAll(async () => {
    app = createTestApp(database.db, { ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '60', TRUST_PROXY: 'true' }).app;
    version = (await request(app.callback()).get('/api/questions?entryPath=purchase').expect(200)).headers['x-definition-version']!;
  });

  const event = (overrides: Partial<FunnelAnalyticsEvent> = {}): FunnelAnalyticsEvent => ({
    type: 'answer',
    flowId: 'purchase',
    version,
    sessionId: randomUUID(),
    pathId: '0a1b2c3d',
    depth: 1,
    device: 'phone',
    lang: 'en',
    question: 'propertyType',
    option: 'condo',
    next: 'propertyUse',
    activeMs: 1200,
    utmSource: 'newsletter',
    ...overrides,
  });
  /** Each test sends from its own address, so the per-address limit is the limit test's alone. */
  const send = (body: unknown, address: string, headers: Record<string, string> = {}) =>
    request(app.callback()).post('/api/events').set('X-Forwarded-For', address).set(headers).send(body as object);
  const stored = async (sessionId: string) => database.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));

  it('stores a batch and answers 204 with no cookie; the server sets the time', async () => {
    const sessionId = randomUUID();
    const batch = [event({ sessionId, type: 'funnel_view', question: undefined, option: undefined, next: undefined, activeMs: undefined, depth: 0 }), event({ sessionId })];
    const response = await send({ events: batch }, '10.1.0.1');
    expect(response.status).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    const rows = await stored(sessionId);
    expect(rows.map((row) => [row.type, row.question, row.option, row.next, row.device, row.utmSource])).toEqual([
      ['funnel_view', null, null, null, 'phone', 'newsletter'],
      ['answer', 'propertyType', 'condo', 'propertyUse', 'phone', 'newsletter'],
    ]);
    expect(Math.abs(rows[0]!.at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a whole batch with the fields at fault, storing none of it', async () => {
    const sessionId = randomUUID();
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ events: [] }, { events: 'must be a list of 1 to 50 events' }],
      [{ events: Array.from({ length: 51 }, () => event()) }, { events: 'must be a list of 1 to 50 events' }],
      [{ events: [event({ sessionId }), { ...event(), email: 'dana@example.com' }] }, { 'events[1].email': 'is not an event field' }],
      [{ events: [event({ sessionId }), event({ question: 'downPayment', option: '25000' })] }, { 'events[1].option': 'is recorded for the answer to a choice question only' }],
      [{ events: [event({ sessionId }), event({ option: 'Dana Whitfield' })] }, { 'events[1].option': 'is not an option of this question' }],
      [{ events: [event({ sessionId }), event({ version: 'sha256-unknown' })] }, { 'events[1].version': 'is not a version of this flow that the site served' }],
      [{ events: [event({ sessionId }), event({ question: 'ssn' })] }, { 'events[1].question': 'is not a question of this version' }],
      [{ events: [event({ sessionId }), event({ pathId: 'x'.repeat(40) })] }, { 'events[1].pathId': 'must be text of 1 to 16 printable characters' }],
      [{ events: [event({ sessionId }), event({ pathId: 'x'.repeat(5000) })] }, { 'events[1]': 'must be at most 4096 bytes' }],
    ];
    for (const [at, [body, fields]] of cases.entries()) {
      const response = await send(body, `10.2.0.${at}`);
      expect(response.status, JSON.stringify(fields)).toBe(422);
      expect(response.body.error.fields).toEqual(fields);
    }
    expect(await stored(sessionId)).toEqual([]);
  });

  it('drops the session id of a visitor who sends Global Privacy Control: counts only', async () => {
    const sessionId = randomUUID();
    await send({ events: [event({ sessionId, pathId: 'gpc00001' })] }, '10.1.0.3', { 'Sec-GPC': '1' }).expect(204);
    expect(await stored(sessionId)).toEqual([]);
    const [row] = await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.pathId, 'gpc00001'));
    expect(row).toMatchObject({ sessionId: null, type: 'answer', question: 'propertyType' });
  });

  it('limits events per address (60 a minute here), 429 with Retry-After', async () => {
    await send({ events: Array.from({ length: 50 }, () => event()) }, '10.1.0.4').expect(204);
    for (let n = 0; n < 10; n++) await send({ events: [event()] }, '10.1.0.4').expect(204);
    const refused = await send({ events: [event()] }, '10.1.0.4');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit's key is a keyed hash: no address is kept, not even there.
    const keys = await database.db.execute(sql`select key from rate_limits where key like 'events:%'`);
    expect(JSON.stringify(keys)).not.toContain('10.1.0.4');
  });

  it('records lead_stored (and phone_verified) for a lead, tied to the funnel session it names, and keeps its attribution', async () => {
    const sessionId = randomUUID();
    const attribution = { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', referrerHost: 'www.google.com', gclid: 'Cj0KCQ', bogus: 'x', fbclid: 'x'.repeat(300) };
    const body = { ...quoteLeadBody(7001, completedAnswers('purchase'), version), attribution, analytics: { sessionId } };
    const created = await request(app.callback()).post('/api/recordQuoteLead').set('Idempotency-Key', randomUUID()).send(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await stored(sessionId)).map((row) => [row.type, row.flowId, row.version])).toEqual([['lead_stored', 'purchase', version]]);
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, created.body.id));
    expect(lead!.attribution).toEqual({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', referrerHost: 'www.google.com', gclid: 'Cj0KCQ' });
  });

  it('records a brokered-rate lead with its broker, and keeps its attribution beside the form\'s fields', async () => {
    const sessionId = randomUUID();
    const phone = freshPhone();
    const verificationId = await verifyPhone(app, database.db, phone);
    const body = { ...purchaseLead(phone), verificationId, turnstileToken: await humanCheckToken(app), attribution: { utmSource: 'broker-card', msclkid: 'abc123' }, analytics: { sessionId } };
    const created = await request(app.callback()).post('/api/recordBrokerLead').set('Idempotency-Key', randomUUID()).send(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, created.body.id));
    expect(lead!.attribution).toEqual({ utmSource: 'broker-card', msclkid: 'abc123' });
    const events = await stored(sessionId);
    expect(events.map((row) => row.type).sort()).toEqual(['lead_stored', 'phone_verified']);
    // The visitor named their broker on the form, so the lead is theirs and its events carry the broker's profile key.
    expect(lead!.ownerType).toBe('broker');
    expect(events.map((row) => [row.flowId, row.broker])).toEqual([['brokered-rate', lead!.ownerId], ['brokered-rate', lead!.ownerId]]);
    // The form's report counts its leads by broker.
    const report = await createFlowReports({ db: database.db, flows: createFlowStore(database.db, createLogger('silent')), minCell: 1 }).report({ flowId: 'brokered-rate' });
    expect(report).toMatchObject({ leads: 1, verifiedLeads: 1, questions: [] });
    expect(report.breakdowns.broker).toEqual([expect.objectContaining({ value: lead!.ownerId, leads: 1, verifiedLeads: 1 })]);
  });

  it('adds up past days into daily counts and deletes raw events past their period, keeping the counts', async () => {
    const sessionId = randomUUID();
    await send({ events: [event({ sessionId, flowId: 'purchase', pathId: 'old00001' }), event({ sessionId, type: 'question_view', option: undefined, next: undefined, activeMs: undefined, pathId: 'old00001' })] }, '10.1.0.5').expect(204);
    const longAgo = new Date(Date.now() - 400 * DAY_MS);
    await database.db.execute(sql`update analytics_events set at = ${longAgo.toISOString()}::timestamptz where session_id = ${sessionId}`);
    const retention = createRetentionService({ db: database.db, storage: createUploadStorage(mkdtempSync(join(tmpdir(), 'resumes-'))), policy: { leadDays: 760, applicationDays: 1461, operationalDays: 30, analyticsEventDays: 396 } });
    const report = await retention.purgeExpired();
    expect(report.analyticsEvents).toBeGreaterThanOrEqual(2);
    expect(report.analyticsDaysRolledUp).toBeGreaterThanOrEqual(1);
    expect(await stored(sessionId)).toEqual([]);
    const day = longAgo.toISOString().slice(0, 10);
    const counts = await database.db.select().from(analyticsDaily).where(eq(analyticsDaily.day, day));
    expect(counts.filter((row) => row.flowId === 'purchase').map((row) => [row.type, row.question, row.events, row.sessions]).sort()).toEqual([
      ['answer', 'propertyType', 1, 1],
      ['question_view', 'propertyType', 1, 1],
    ]);
    // Once more: the counts stay as they are.
    await retention.purgeExpired();
    expect((await database.db.select().from(analyticsDaily).where(eq(analyticsDaily.day, day))).filter((row) => row.flowId === 'purchase').map((row) => row.events)).toEqual([1, 1]);
  });
});
