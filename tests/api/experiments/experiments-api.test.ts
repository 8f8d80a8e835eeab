import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, studioAudit } from '../../../api/db/schema';
import { sampleRatioTest } from '../../../api/services/experiments/experiment-stats';
import { createStaffAccounts } from '../../../api/services/staff/staff-accounts';
import type { ExperimentReport, ExperimentSummary } from '../../../app/domain/studio/experiment-contract';
import { appAssignments, assignmentsOf, experimentVisit, publishRetitledPurchase, type MintedAssignment, type StudioAgent } from '../../support/experiment-setup';
import { completedAnswers, quoteLeadBody } from '../../support/lead-bodies';
import { createTestApp } from '../../support/test-app';
import { databaseKinds, useTestDatabase } from '../../support/test-database';

const PASSWORD = 'correct horse battery staple';

describe.each(databaseKinds())('experiments on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: Koa;
  let publisher: StudioAgent;
  let editor: StudioAgent;
  let versions: { before: string; after: string };

  async function signIn(role: 'publisher' | 'editor'): Promise<StudioAgent> {
    const agent = request.agent(app.callback());
    const response = await agent.post('/api/studio/session').send({ email: `experiments-${role}@harborpoint.test`, password: PASSWORD }).expect(200);
    return { agent, csrf: response.body.csrfToken as string };
  }
  const start = (body: object, as: StudioAgent = publisher) => as.agent.post('/api/studio/experiments').set('X-CSRF-Token', as.csrf).send(body);
  const stop = (id: string) => publisher.agent.post(`/api/studio/experiments/${id}/stop`).set('X-CSRF-Token', publisher.csrf).send({});
  const report = async (id: string) => (await publisher.agent.get(`/api/studio/experiments/${id}`).expect(200)).body as ExperimentReport;
  const sendEvents = (events: unknown[]) => request(app.callback()).post('/api/events').send({ events });
  const assignments = () => appAssignments(() => request(app.callback()).post('/api/flows/purchase/assignment'));
  const fiftyFifty = () => ({ flowId: 'purchase', name: 'Second question wording', variants: [{ version: versions.before, weight: 50 }, { version: versions.after, weight: 50 }] });

  beforeAll(async () => {
    app = createTestApp(database.db, { ANALYTICS_MIN_CELL: '1', ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '1000000', EXPERIMENT_ASSIGNMENTS_PER_HOUR: '10000' }).app;
    const accounts = createStaffAccounts({ db: database.db });
    for (const role of ['publisher', 'editor'] as const) await accounts.add({ email: `experiments-${role}@harborpoint.test`, name: role, role, password: PASSWORD }, 'test');
    [publisher, editor] = [await signIn('publisher'), await signIn('editor')];
    versions = await publishRetitledPurchase(publisher);
  });

  it('starts only for a publisher, on two or more distinct published versions of the flow with weights, naming each fault', async () => {
    expect((await start(fiftyFifty(), editor)).status).toBe(403);
    const refused = async (body: object) => {
      const response = await start(body);
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      return Object.keys(response.body.error.fields);
    };
    expect(await refused({ ...fiftyFifty(), variants: [{ version: versions.before, weight: 50 }] })).toEqual(['variants']);
    expect(await refused({ ...fiftyFifty(), variants: [{ version: versions.before, weight: 50 }, { version: 'sha256-00000000000000000000000000000000', weight: 50 }] })).toEqual(['variants[1].version']);
    expect(await refused({ ...fiftyFifty(), variants: [{ version: versions.before, weight: 50 }, { version: versions.before, weight: 50 }] })).toEqual(['variants[1].version']);
    expect(await refused({ ...fiftyFifty(), variants: [{ version: versions.before, weight: 0 }, { version: versions.after, weight: 101 }] })).toEqual(['variants[0].weight', 'variants[1].weight']);
    expect(await refused({ ...fiftyFifty(), name: '  ' })).toEqual(['name']);
    expect(await refused({ ...fiftyFifty(), flowId: 'brokered-rate' })).toEqual(['flowId']);
    // A refusal stores nothing.
    expect((await publisher.agent.get('/api/studio/experiments?flow=purchase').expect(200)).body).toEqual([]);
  });

  it('tells pages of the experiment, assigns each visit its variant signed, and serves nothing else by version', async () => {
    const started = await start(fiftyFifty()).expect(201);
    const experiment = started.body as ExperimentSummary;
    try {
      expect(experiment).toMatchObject({ flowId: 'purchase', state: 'running', variants: [{ key: 'A', version: versions.before, weight: 50 }, { key: 'B', version: versions.after, weight: 50 }] });
      expect((await start(fiftyFifty())).body.error.code).toBe('experiment_running');
      const [audit] = await database.db.select().from(studioAudit).where(eq(studioAudit.action, 'experiment-start'));
      expect(audit).toMatchObject({ actor: 'experiments-publisher@harborpoint.test', definitionId: 'purchase', summary: { experimentId: experiment.id } });

      const live = await request(app.callback()).get('/api/flows/purchase').expect(200);
      expect(live.headers['x-definition-version']).toBe(versions.after);
      expect(JSON.parse(live.headers['x-experiment']!)).toEqual({ id: experiment.id, variants: experiment.variants });
      // A start changes the answer under the same version: a copy revalidated with the old tag is sent again.
      expect(live.headers.etag).not.toBe(`"${versions.after}"`);
      await request(app.callback()).get('/api/flows/purchase').set('If-None-Match', `"${versions.after}"`).expect(200);
      const variantA = await request(app.callback()).get(`/api/flows/purchase?version=${versions.before}`).expect(200);
      expect(variantA.headers['x-definition-version']).toBe(versions.before);
      expect(variantA.body.questions.find((question: { questionData: { alias?: string } }) => question.questionData.alias === 'propertyUse').title).toBe('How will the home be used?');
      const unknown = await request(app.callback()).get('/api/flows/purchase?version=sha256-00000000000000000000000000000000').expect(404);
      expect(unknown.body.error.code).toBe('not_found');

      // A visit asks the server for its variant, and its events carry the signed assignment.
      const [assigned] = (await assignmentsOf(assignments(), { A: 1 })).A!;
      const assignmentId = assigned!.token.split('.')[0];
      const sessionId = randomUUID();
      await sendEvents(experimentVisit({ sessionId, version: versions.before, experiment: experiment.id, variant: 'A', reachesSecond: false, assignment: assigned!.token })).expect(204);
      // An event's claim to a variant must be the experiment's for the version it names.
      const wrong = await sendEvents(experimentVisit({ sessionId: randomUUID(), version: versions.before, experiment: experiment.id, variant: 'B', reachesSecond: false })).expect(422);
      expect(Object.keys(wrong.body.error.fields)).toContain('events[0].variant');
      const rows = await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));
      expect(rows.map((row) => [row.experimentId, row.variant, row.assignmentId])).toEqual([[experiment.id, 'A', assignmentId], [experiment.id, 'A', assignmentId]]);

      // A lead carries its variant and assignment to its server events; a claim that does not hold is dropped, the lead kept.
      const lead = (n: number, claim: object) => ({ ...quoteLeadBody(n, completedAnswers('purchase'), versions.before), analytics: { sessionId, experiment: claim } });
      await request(app.callback()).post('/api/recordQuoteLead').set('Idempotency-Key', randomUUID()).send(lead(7301, { id: experiment.id, variant: 'A', token: assigned!.token })).expect(201);
      const stored = await database.db.select().from(analyticsEvents).where(and(eq(analyticsEvents.sessionId, sessionId), eq(analyticsEvents.type, 'lead_stored')));
      expect(stored.map((row) => [row.variant, row.assignmentId])).toEqual([['A', assignmentId]]);
      const other = randomUUID();
      await request(app.callback()).post('/api/recordQuoteLead').set('Idempotency-Key', randomUUID()).send({ ...lead(7302, { id: experiment.id, variant: 'B' }), analytics: { sessionId: other, experiment: { id: experiment.id, variant: 'B' } } }).expect(201);
      const unclaimed = await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, other));
      expect(unclaimed.map((row) => [row.type, row.experimentId])).toEqual([['lead_stored', null]]);
    } finally {
      await stop(experiment.id).expect(200);
    }
    expect((await request(app.callback()).get('/api/flows/purchase').expect(200)).headers['x-experiment']).toBeUndefined();
    await request(app.callback()).get(`/api/flows/purchase?version=${versions.before}`).expect(404);
    expect((await stop(experiment.id)).body.error.code).toBe('experiment_stopped');
    expect((await publisher.agent.post('/api/studio/experiments/nope/stop').set('X-CSRF-Token', publisher.csrf).send({})).status).toBe(404);
  });

  it('splits 40 assigned visits by weight, counts exposure from the question the variants differ on, and reports leads with intervals', async () => {
    const experiment = (await start({ ...fiftyFifty(), variants: [{ version: versions.before, weight: 1 }, { version: versions.after, weight: 3 }] }).expect(201)).body as ExperimentSummary;
    const tally = { A: { assigned: 0, exposed: 0, leads: 0 }, B: { assigned: 0, exposed: 0, leads: 0 } };
    const assign = assignments();
    for (let n = 1; n <= 40; n++) {
      const sessionId = randomUUID();
      const assignment: MintedAssignment = await assign();
      const variant = assignment.variant as 'A' | 'B';
      expect(assignment.version).toBe(experiment.variants.find((candidate) => candidate.key === variant)!.version);
      // Every fourth visit leaves on the first question (never exposed); every third exposed one sends a lead.
      const reachesSecond = n % 4 !== 0;
      await sendEvents(experimentVisit({ sessionId, version: assignment.version, experiment: experiment.id, variant, reachesSecond, assignment: assignment.token })).expect(204);
      tally[variant].assigned += 1;
      if (!reachesSecond) continue;
      tally[variant].exposed += 1;
      if (n % 3 !== 0) continue;
      tally[variant].leads += 1;
      const lead = { ...quoteLeadBody(7400 + n, completedAnswers('purchase'), assignment.version), analytics: { sessionId, experiment: { id: experiment.id, variant, token: assignment.token } } };
      await request(app.callback()).post('/api/recordQuoteLead').set('Idempotency-Key', randomUUID()).send(lead).expect(201);
    }
    expect(tally.A.assigned + tally.B.assigned).toBe(40);

    const outcome = await report(experiment.id);
    expect(outcome.exposure).toEqual({ everywhere: false, questions: ['propertyUse'], contact: false });
    expect(outcome.assignmentsMade).toBe(40);
    for (const key of ['A', 'B'] as const) {
      const row = outcome.variants.find((variant) => variant.key === key)!;
      expect(row).toMatchObject({ assigned: tally[key].assigned, exposed: tally[key].exposed, leads: tally[key].leads, verifiedLeads: 0 });
      if (tally[key].exposed === 0) continue;
      expect(row.leadRate!.rate).toBeCloseTo(tally[key].leads / tally[key].exposed);
      // The interval holds the rate; a variant the draw left without a lead has a rate of 0, where it starts.
      expect(row.leadRate!.low).toBeLessThanOrEqual(row.leadRate!.rate);
      expect(row.leadRate!.high).toBeGreaterThanOrEqual(row.leadRate!.rate);
    }
    if (tally.A.exposed > 0 && tally.B.exposed > 0) {
      const best = outcome.variants.map((variant) => variant.probabilityBest.leads!);
      expect(best[0]! + best[1]!).toBeCloseTo(1);
    }
    // The server's draw follows the weights (the engine's tests measure it over many visits): the split's test says so.
    const expected = sampleRatioTest([tally.A.assigned, tally.B.assigned], [1, 3]);
    expect(outcome.sampleRatio.pValue).toBeCloseTo(expected.pValue, 10);
    expect(outcome.sampleRatio.mismatch).toBe(expected.pValue < 0.001);
    expect(outcome.notCounted).toEqual({ events: 0, leads: 0, anonymousEvents: 0, anonymousLeads: 0, repeatedLeads: 0 });
    await stop(experiment.id).expect(200);
  });

  it('warns of a sample-ratio mismatch when the visits counted do not follow the weights', async () => {
    const experiment = (await start(fiftyFifty()).expect(201)).body as ExperimentSummary;
    // Only variant A's assignments report back (a variant that fails to report, say): 40 visits, all in A.
    const { A } = await assignmentsOf(assignments(), { A: 40 });
    for (const assignment of A!) {
      await sendEvents(experimentVisit({ sessionId: randomUUID(), version: assignment.version, experiment: experiment.id, variant: 'A', reachesSecond: true, assignment: assignment.token })).expect(204);
    }
    const outcome = await report(experiment.id);
    expect(outcome.variants.map((variant) => variant.assigned)).toEqual([40, 0]);
    expect(outcome.sampleRatio.mismatch).toBe(true);
    expect(outcome.sampleRatio.pValue).toBeLessThan(0.001);
    await stop(experiment.id).expect(200);
  });

  it('promotes a variant through the publish gate: the experiment stops and the variant becomes a draft over the live version', async () => {
    const experiment = (await start(fiftyFifty()).expect(201)).body as ExperimentSummary;
    const promote = (variant: string) => publisher.agent.post(`/api/studio/experiments/${experiment.id}/promote`).set('X-CSRF-Token', publisher.csrf).send({ variant });
    expect(Object.keys((await promote('Z').expect(422)).body.error.fields)).toEqual(['variant']);
    const promoted = (await promote('A').expect(200)).body;
    expect(promoted.experiment.state).toBe('stopped');
    const draft = (await publisher.agent.get(`/api/studio/drafts/${promoted.draftId}`).expect(200)).body;
    expect(draft).toMatchObject({ definitionId: 'purchase', baseHash: versions.after, state: 'open' });
    expect(draft.definition.questions.find((question: { questionData: { alias?: string } }) => question.questionData.alias === 'propertyUse').title).toBe('How will the home be used?');
    // Promoting the variant that is already live has nothing to publish.
    expect((await promote('B').expect(200)).body.draftId).toBeNull();
    const audit = await database.db.select().from(studioAudit).where(eq(studioAudit.action, 'experiment-promote'));
    expect(audit.map((row) => row.summary)).toEqual([
      { experimentId: experiment.id, variant: 'A', stopped: true },
      { experimentId: experiment.id, variant: 'B', stopped: false },
    ]);
    // Reports and lists are for publishers and admins only.
    expect((await editor.agent.get(`/api/studio/experiments/${experiment.id}`)).status).toBe(403);
    expect((await editor.agent.get('/api/studio/experiments?flow=purchase')).status).toBe(403);
  });
});
