import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccounts } from '../../../api/services/staff/staff-accounts';
import { threePurchaseVisits } from '../../support/analytics-visits';
import { completedAnswers, quoteLeadBody } from '../../support/lead-bodies';
import { createTestApp } from '../../support/test-app';
import { databaseKinds, useTestDatabase } from '../../support/test-database';

const PASSWORD = 'correct horse battery staple';

describe.each(databaseKinds())('the funnel report on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: Koa;
  let strict: Koa;
  let version = '';
  const utm = `campaign-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    app = createTestApp(database.db, { ANALYTICS_MIN_CELL: '1', ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '100000' }).app;
    strict = createTestApp(database.db, { ANALYTICS_MIN_CELL: '5' }).app;
    const accounts = createStaffAccounts({ db: database.db });
    for (const role of ['publisher', 'editor'] as const) await accounts.add({ email: `report-${role}@harborpoint.test`, name: role, role, password: PASSWORD }, 'test');
    version = (await request(app.callback()).get('/api/questions?entryPath=purchase').expect(200)).headers['x-definition-version']!;

    // Three visits today, from a source no other test uses: one to a lead, one leaving at the second question, one at the first.
    const visits = threePurchaseVisits(version, { utmSource: utm });
    for (const { events } of visits) await request(app.callback()).post('/api/events').send({ events }).expect(204);
    const lead = { ...quoteLeadBody(7101, completedAnswers('purchase'), version), analytics: { sessionId: visits[0]!.sessionId } };
    await request(app.callback()).post('/api/recordQuoteLead').set('Idempotency-Key', randomUUID()).send(lead).expect(201);
  });

  async function signIn(on: Koa, role: 'publisher' | 'editor') {
    const agent = request.agent(on.callback());
    await agent.post('/api/studio/session').send({ email: `report-${role}@harborpoint.test`, password: PASSWORD }).expect(200);
    return agent;
  }

  it('counts visits, starts, completions and leads, each question and route, and breaks them down by device', async () => {
    const agent = await signIn(app, 'publisher');
    const report = (await agent.get('/api/studio/analytics/flows/purchase').expect(200)).body;
    const bySource = report.breakdowns.utmSource.find((row: { value: string }) => row.value === utm);
    expect(bySource).toMatchObject({ visitors: 3, starts: 2, completions: 1, leads: 1, verifiedLeads: 0 });
    expect(bySource.conversion).toBeCloseTo(1 / 3);
    expect(report.minCell).toBe(1);
    const question = (key: string) => report.questions.find((row: { key: string }) => row.key === key);
    expect(question('propertyType')).toMatchObject({ views: expect.any(Number), title: expect.stringMatching(/\?$/) });
    expect(report.questions.map((row: { key: string }) => row.key).slice(0, 2)).toEqual(['propertyType', 'propertyUse']);
    expect(report.edges).toContainEqual({ from: 'propertyType', to: 'propertyUse', count: expect.any(Number) });

    // Only these three visits, by asking for this source's visits through the CSV of a report scoped to today.
    const csv = await agent.get('/api/studio/analytics/flows/purchase?format=csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text).toContain(`${utm},3,2,1,1,0,33.3 %`);
  });

  it('computes per-question counts, drop-off and the median time from the events', async () => {
    const agent = await signIn(app, 'publisher');
    // A day range that holds only today's events, and a version filter, are honoured.
    const today = new Date().toISOString().slice(0, 10);
    const report = (await agent.get(`/api/studio/analytics/flows/purchase?from=${today}&to=${today}&version=${version}`).expect(200)).body;
    expect(report).toMatchObject({ from: today, to: today, version });
    // The block's own database holds these three visits only.
    expect(report).toMatchObject({ visitors: 3, starts: 2, completions: 1, leads: 1, verifiedLeads: 0 });
    expect(report.questions.map(({ key, views, answers, exits, dropOff, medianActiveMs }: Record<string, unknown>) => ({ key, views, answers, exits, dropOff, medianActiveMs }))).toEqual([
      { key: 'propertyType', views: 3, answers: 2, exits: 1, dropOff: 1 / 3, medianActiveMs: 2000 },
      { key: 'propertyUse', views: 2, answers: 1, exits: 1, dropOff: 0.5, medianActiveMs: 4000 },
    ]);
    expect(report.edges).toEqual([
      { from: 'propertyType', to: 'propertyUse', count: 2 },
      { from: 'propertyUse', to: 'firstTimeBuyer', count: 1 },
    ]);
    expect(report.breakdowns.device.map(({ value, visitors, leads }: Record<string, unknown>) => ({ value, visitors, leads }))).toEqual([
      { value: 'phone', visitors: 2, leads: 1 },
      { value: 'desktop', visitors: 1, leads: 0 },
    ]);
    const empty = (await agent.get('/api/studio/analytics/flows/purchase?from=2001-01-01&to=2001-01-31').expect(200)).body;
    expect(empty).toMatchObject({ visitors: 0, leads: 0, questions: [], edges: [] });
  });

  it('shows a count from 1 to ANALYTICS_MIN_CELL - 1 as "<5" everywhere, rates built on it left out, the CSV included', async () => {
    const agent = await signIn(strict, 'publisher');
    const report = (await agent.get('/api/studio/analytics/flows/purchase?from=2001-01-01&to=2001-01-31').expect(200)).body;
    expect(report).toMatchObject({ visitors: 0, starts: 0, leads: 0, conversion: null, minCell: 5 });
    const today = (await agent.get('/api/studio/analytics/flows/purchase').expect(200)).body;
    // A source with so few visitors is not named at all: it is added into the breakdown's Other row.
    expect(today.breakdowns.utmSource.find((row: { value: string }) => row.value === utm)).toBeUndefined();
    expect(today.breakdowns.utmSource.at(-1)).toMatchObject({ value: 'Other (fewer than 5 visitors each)', other: true, visitors: '<5', leads: '<5', conversion: null });
    const csv = await agent.get('/api/studio/analytics/flows/purchase?format=csv').expect(200);
    expect(csv.text).not.toContain(utm);
    expect(csv.text).toContain('Other (fewer than 5 visitors each),<5,<5,<5,<5,0,\r\n');
  });

  it('is for publishers and admins, and refuses a bad range naming the field', async () => {
    await request(app.callback()).get('/api/studio/analytics/flows/purchase').expect(401);
    await (await signIn(app, 'editor')).get('/api/studio/analytics/flows/purchase').expect(403);
    const agent = await signIn(app, 'publisher');
    expect((await agent.get('/api/studio/analytics/flows/purchase?from=yesterday').expect(422)).body.error.fields).toEqual({ from: 'must be a day as YYYY-MM-DD' });
    expect((await agent.get('/api/studio/analytics/flows/mortgage').expect(422)).body.error.fields).toEqual({ flowId: 'must be a flow id' });
  });
});
