/**
 * An experiment's outcome counts only visits the server itself assigned: a visit asks for its variant
 * (POST /api/flows/:entryPath/assignment), the server draws it, records the assignment and answers it
 * signed, and the visit's events and lead carry that signed assignment. Made-up visits and variant claims,
 * replayed or altered assignments and another experiment's assignment are kept as plain analytics (a
 * lead is never refused) but move none of the report's counts, rates or probabilities; the report says
 * what it left out. Assignments are limited per address, so they cannot be minted in bulk, and a split
 * made lopsided by keeping only one variant's assignments is flagged.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, notInArray } from 'drizzle-orm';
import type Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, experimentAssignments, leads } from '../../api/db/schema';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import type { ExperimentReport, ExperimentSummary } from '../../app/domain/studio/experiment-contract';
import { appAssignments, assignmentsOf, experimentVisit, publishRetitledPurchase, type MintedAssignment, type StudioAgent } from '../support/experiment-setup';
import { completedAnswers, quoteLeadBody } from '../support/lead-bodies';
import { createTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';

const PASSWORD = 'correct horse battery staple';
const LIMITS = { ANALYTICS_MIN_CELL: '1', ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '1000000', RATE_LIMIT_WRITES_PER_MINUTE: '100000', EXPERIMENT_ASSIGNMENTS_PER_HOUR: '100000' };

/** A report's outcome: what a forgery must not move. */
const outcomeOf = (report: ExperimentReport) => ({ variants: report.variants, sampleRatio: report.sampleRatio });

describe.each(databaseKinds())('experiment results that cannot be forged, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: Koa;
  let publisher: StudioAgent;
  let versions: { before: string; after: string };
  let leadNumber = 8100;

  const studioPost = (path: string, body: object) => publisher.agent.post(path).set('X-CSRF-Token', publisher.csrf).send(body);
  const report = async (id: string) => (await publisher.agent.get(`/api/studio/experiments/${id}`).expect(200)).body as ExperimentReport;
  const assign = (headers: Record<string, string> = {}) => request(app.callback()).post('/api/flows/purchase/assignment').set(headers);
  const sendEvents = (events: unknown[], headers: Record<string, string> = {}) => request(app.callback()).post('/api/events').set(headers).send({ events }).expect(204);
  const sendLead = async (version: string, analytics: object) => {
    const body = { ...quoteLeadBody(leadNumber++, completedAnswers('purchase'), version), analytics };
    await request(app.callback()).post('/api/recordQuoteLead').set('Idempotency-Key', randomUUID()).send(body).expect(201);
  };
  const leadCount = async () => (await database.db.select({ n: count() }).from(leads))[0]!.n;
  const claimOf = (assignment: MintedAssignment) => ({ id: assignment.id, variant: assignment.variant, token: assignment.token });

  async function startExperiment(name: string): Promise<ExperimentSummary> {
    for (const running of (await publisher.agent.get('/api/studio/experiments?flow=purchase').expect(200)).body as ExperimentSummary[]) {
      if (running.state === 'running') await studioPost(`/api/studio/experiments/${running.id}/stop`, {}).expect(200);
    }
    return (await studioPost('/api/studio/experiments', { flowId: 'purchase', name, variants: [{ version: versions.before, weight: 1 }, { version: versions.after, weight: 1 }] }).expect(201)).body as ExperimentSummary;
  }

  beforeAll(async () => {
    app = createTestApp(database.db, LIMITS).app;
    await createStaffAccounts({ db: database.db }).add({ email: 'forgery-publisher@harborpoint.test', name: 'Publisher', role: 'publisher', password: PASSWORD }, 'test');
    const agent = request.agent(app.callback());
    const signedIn = await agent.post('/api/studio/session').send({ email: 'forgery-publisher@harborpoint.test', password: PASSWORD }).expect(200);
    publisher = { agent, csrf: signedIn.body.csrfToken as string };
    versions = await publishRetitledPurchase(publisher);
  });

  it('assigns a visit its variant per request, records nothing about the visitor, and under Global Privacy Control records and signs nothing', async () => {
    const experiment = await startExperiment('Assignments');
    const answer = await assign().expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['set-cookie']).toBeUndefined();
    const assignment = answer.body as MintedAssignment;
    expect(assignment).toEqual({ id: experiment.id, variant: expect.stringMatching(/^[AB]$/), version: expect.any(String), token: expect.any(String) });
    expect(assignment.version).toBe(experiment.variants.find((variant) => variant.key === assignment.variant)!.version);
    const [row] = await database.db.select().from(experimentAssignments).where(eq(experimentAssignments.id, assignment.token.split('.')[0]!));
    // The experiment, the variant, a random id and the time: no address, no cookie, no visit id.
    expect(Object.keys(row!).sort()).toEqual(['assignedAt', 'experimentId', 'id', 'variant']);
    expect(row).toMatchObject({ experimentId: experiment.id, variant: assignment.variant });
    // Every request is a new visit's: no two answers share a token.
    expect((await assign().expect(200)).body.token).not.toBe(assignment.token);

    const rows = async () => (await database.db.select({ n: count() }).from(experimentAssignments))[0]!.n;
    const before = await rows();
    const anonymous = (await assign({ 'Sec-GPC': '1' }).expect(200)).body;
    expect(anonymous).toEqual({ id: experiment.id, variant: expect.stringMatching(/^[AB]$/), version: expect.any(String) });
    expect(await rows()).toBe(before);

    expect((await request(app.callback()).post('/api/flows/refinance/assignment').expect(404)).body.error.code).toBe('no_experiment');
    expect(Object.keys((await request(app.callback()).post('/api/flows/nowhere/assignment').expect(400)).body.error.fields)).toEqual(['entryPath']);
  });

  it('counts only visits the server assigned, and no forged event or lead moves the report, which lists them as not counted', async () => {
    // A signed assignment of an experiment that ran before this one.
    await startExperiment('Earlier');
    const earlier = (await assign().expect(200)).body as MintedAssignment;
    const experiment = await startExperiment('Second question wording');
    const versionOf = (variant: string) => experiment.variants.find((candidate) => candidate.key === variant)!.version;

    // Genuine visits: 8 in each variant through the assignment endpoint. Every fourth leaves before the
    // question the variants differ on; every other exposed one sends its lead.
    const genuine = await assignmentsOf(appAssignments(() => assign()), { A: 8, B: 8 });
    const withLead: MintedAssignment[] = [];
    let n = 0;
    for (const assignment of [...genuine.A!, ...genuine.B!]) {
      n++;
      const sessionId = randomUUID();
      const reachesSecond = n % 4 !== 0;
      await sendEvents(experimentVisit({ sessionId, version: assignment.version, experiment: experiment.id, variant: assignment.variant, reachesSecond, assignment: assignment.token }));
      if (reachesSecond && n % 2 === 1) {
        await sendLead(assignment.version, { sessionId, experiment: claimOf(assignment) });
        withLead.push(assignment);
      }
    }
    const genuineReport = await report(experiment.id);
    expect(genuineReport.variants.map((variant) => variant.assigned)).toEqual([8, 8]);
    expect(genuineReport.variants.map((variant) => variant.exposed)).toEqual([6, 6]);
    expect(genuineReport.variants.reduce((sum, variant) => sum + (variant.leads as number), 0)).toBe(withLead.length);
    expect(genuineReport.notCounted).toEqual({ events: 0, leads: 0, anonymousEvents: 0, anonymousLeads: 0, repeatedLeads: 0 });
    const leadsBefore = await leadCount();

    // The forgeries all push variant B.
    const target = 'B';
    const targetVersion = versionOf(target);
    const exposedVisit = (sessionId: string, assignment?: string) => experimentVisit({ sessionId, version: targetVersion, experiment: experiment.id, variant: target, reachesSecond: true, assignment });
    const genuineA = genuine.A![0]!;
    const genuineB = withLead.find((assignment) => assignment.variant === target)!;
    const [mintedId, mac] = genuineB.token.split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const forgedTokens = [
      genuineA.token, // variant A's signed assignment, claimed as B
      `${mintedId}.${flipped}`, // the signature altered
      `${randomUUID()}.${mac}`, // another assignment id under a genuine signature
      earlier.token, // another experiment's assignment
    ];
    let forgedEvents = 0;
    let forgedLeads = 0;
    // Made-up visits claiming B without an assignment: a few hundred events.
    for (let visit = 0; visit < 60; visit++) {
      const events = exposedVisit(randomUUID());
      await sendEvents(events);
      forgedEvents += events.length;
    }
    for (const token of forgedTokens) {
      const events = exposedVisit(randomUUID(), token);
      await sendEvents(events);
      forgedEvents += events.length;
    }
    // Ten leads claiming B without an assignment, and one with each forged token.
    for (let lead = 0; lead < 10; lead++) await sendLead(targetVersion, { sessionId: randomUUID(), experiment: { id: experiment.id, variant: target } });
    for (const token of forgedTokens) await sendLead(targetVersion, { sessionId: randomUUID(), experiment: { id: experiment.id, variant: target, token } });
    forgedLeads += 10 + forgedTokens.length;
    // A genuine assignment replayed: its events again from other visit ids, and its lead five times more.
    for (let replay = 0; replay < 5; replay++) {
      await sendEvents(exposedVisit(randomUUID(), genuineB.token));
      await sendLead(targetVersion, { sessionId: randomUUID(), experiment: claimOf(genuineB) });
    }
    // A genuine assignment sent under Global Privacy Control: stored without a visit id, never counted.
    const anonymous = exposedVisit(randomUUID(), genuine.B![1]!.token);
    await sendEvents(anonymous, { 'Sec-GPC': '1' });

    const forged = await report(experiment.id);
    expect(outcomeOf(forged)).toEqual(outcomeOf(genuineReport));
    expect(forged.notCounted).toEqual({ events: forgedEvents, leads: forgedLeads, anonymousEvents: anonymous.length, anonymousLeads: 0, repeatedLeads: 5 });
    expect(forgedEvents).toBeGreaterThan(250);
    // Every lead was stored all the same: a claim is never a reason to refuse one.
    expect(await leadCount()).toBe(leadsBefore + forgedLeads + 5);
    // The forged events are kept as plain analytics: the claim, without an assignment.
    const unassigned = await database.db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.experimentId, experiment.id), isNull(analyticsEvents.assignmentId), notInArray(analyticsEvents.type, ['lead_stored', 'phone_verified'])));
    expect(unassigned[0]!.n).toBe(forgedEvents + anonymous.length);
  });

  it('refuses an event whose claim names a variant the experiment does not serve as its version, storing none of its batch', async () => {
    const experiment = await startExperiment('Impossible claims');
    const [assignment] = (await assignmentsOf(appAssignments(() => assign()), { A: 1 })).A!;
    const before = (await database.db.select({ n: count() }).from(analyticsEvents))[0]!.n;
    const wrongVersion = experimentVisit({ sessionId: randomUUID(), version: experiment.variants[1]!.version, experiment: experiment.id, variant: 'A', reachesSecond: false, assignment: assignment!.token });
    const refused = await request(app.callback()).post('/api/events').send({ events: wrongVersion }).expect(422);
    expect(Object.keys(refused.body.error.fields)).toContain('events[0].variant');
    const notAToken = experimentVisit({ sessionId: randomUUID(), version: assignment!.version, experiment: experiment.id, variant: 'A', reachesSecond: false, assignment: 'x'.repeat(80) });
    expect(Object.keys((await request(app.callback()).post('/api/events').send({ events: notAToken }).expect(422)).body.error.fields)).toContain('events[0].assignment');
    expect((await database.db.select({ n: count() }).from(analyticsEvents))[0]!.n).toBe(before);
  });

  it('flags a sample-ratio mismatch when only one variant’s assignments come back', async () => {
    const experiment = await startExperiment('Cherry-picked');
    // Assignments minted until 16 are in A; those in B are dropped, as someone keeping only A's would.
    const { A } = await assignmentsOf(appAssignments(() => assign()), { A: 16 });
    for (const assignment of A!) await sendEvents(experimentVisit({ sessionId: randomUUID(), version: assignment.version, experiment: experiment.id, variant: 'A', reachesSecond: true, assignment: assignment.token }));
    const outcome = await report(experiment.id);
    expect(outcome.variants.map((variant) => variant.assigned)).toEqual([16, 0]);
    expect(outcome.sampleRatio.mismatch).toBe(true);
    expect(outcome.assignmentsMade as number).toBeGreaterThan(16);
  });

  it('limits assignments per address and hour, an IPv6 client by its /64', async () => {
    await startExperiment('Limited');
    const limited = createTestApp(database.db, { ...LIMITS, EXPERIMENT_ASSIGNMENTS_PER_HOUR: '3', TRUST_PROXY: 'true' }).app;
    const from = (address: string) => request(limited.callback()).post('/api/flows/purchase/assignment').set('X-Forwarded-For', address);
    for (let at = 0; at < 3; at++) await from('10.9.0.1').expect(200);
    const refused = await from('10.9.0.1').expect(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await from('10.9.0.2').expect(200);
    for (const host of ['1', '2', 'abcd:ef01']) await from(`2001:db8:9:1::${host}`).expect(200);
    await from('2001:db8:9:1:ffff:ffff:ffff:ffff').expect(429);
    await from('2001:db8:9:2::1').expect(200);
  });
});
