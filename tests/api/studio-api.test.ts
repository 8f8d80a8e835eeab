import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { flowsFolder, formsFolder } from '../../api/definitions/definition-kinds';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { completedAnswers, quoteLeadBody } from '../support/lead-bodies';
import { useTestApp } from '../support/test-app';

const PASSWORD = 'correct horse battery staple';
const purchase = () => JSON.parse(readFileSync(join(flowsFolder, 'purchase.json'), 'utf8'));

describe.each(databaseKinds())('the studio API on %s', (kind) => {
  const database = useTestDatabase(kind);
  const app: Koa = useTestApp(database);

  beforeAll(async () => {
    const accounts = createStaffAccounts({ db: database.db });
    for (const role of ['admin', 'publisher', 'editor'] as const) {
      await accounts.add({ email: `${role}@harborpoint.test`, name: `The ${role}`, role, password: PASSWORD }, 'test');
    }
  });

  /** A browser of the studio: its cookie jar and the CSRF token the sign-in answered. */
  async function signIn(role: 'admin' | 'publisher' | 'editor') {
    const agent = request.agent(app.callback());
    const response = await agent.post('/api/studio/session').send({ email: `${role}@harborpoint.test`, password: PASSWORD }).expect(200);
    expect(response.body.user).toEqual({ email: `${role}@harborpoint.test`, name: `The ${role}`, role });
    const cookie = response.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=strict/i);
    return { agent, csrf: response.body.csrfToken as string };
  }

  async function liveHash(agent: request.Agent) {
    return (await agent.get('/api/studio/definitions/purchase').expect(200)).body.published.hash as string;
  }

  it('signs in with the right password only, answering every refusal as JSON', async () => {
    const wrong = await request(app.callback()).post('/api/studio/session').send({ email: 'editor@harborpoint.test', password: 'not the password' }).expect(401);
    expect(wrong.body.error.code).toBe('invalid_credentials');
    const unknown = await request(app.callback()).post('/api/studio/session').send({ email: 'nobody@harborpoint.test', password: PASSWORD }).expect(401);
    expect(unknown.body.error.code).toBe('invalid_credentials');
    const empty = await request(app.callback()).post('/api/studio/session').send({}).expect(422);
    expect(Object.keys(empty.body.error.fields)).toEqual(['email', 'password']);
    await request(app.callback()).get('/api/studio/definitions').expect(401);
    expect((await request(app.callback()).get('/api/studio/session').expect(200)).body).toEqual({ csrfToken: null, user: null });
  });

  it('ends a session idle for more than 8 hours, and signs out', async () => {
    const { agent, csrf } = await signIn('editor');
    await agent.get('/api/studio/definitions').expect(200);
    await database.db.execute(sql`update staff_sessions set last_seen_at = now() - interval '9 hours'`);
    await agent.get('/api/studio/definitions').expect(401);
    const again = await signIn('editor');
    await again.agent.delete('/api/studio/session').set('X-CSRF-Token', again.csrf).expect(204);
    await again.agent.get('/api/studio/definitions').expect(401);
    expect(csrf).not.toBe(again.csrf);
  });

  it('refuses a write without the CSRF token, and a role that may not', async () => {
    const editor = await signIn('editor');
    const base = await liveHash(editor.agent);
    const noToken = await editor.agent.post('/api/studio/definitions/purchase/drafts').send({ definition: purchase(), baseHash: base }).expect(403);
    expect(noToken.body.error.code).toBe('csrf_failed');
    const draft = await editor.agent.post('/api/studio/definitions/purchase/drafts').set('X-CSRF-Token', editor.csrf).send({ definition: purchase(), baseHash: base }).expect(201);
    const publish = await editor.agent.post(`/api/studio/drafts/${draft.body.draftId}/publish`).set('X-CSRF-Token', editor.csrf).send({}).expect(403);
    expect(publish.body.error.code).toBe('role_forbidden');
    await editor.agent.get('/api/studio/staff').expect(403);
    const admin = await signIn('admin');
    expect((await admin.agent.get('/api/studio/staff').expect(200)).body.map((staff: { email: string }) => staff.email)).toContain('editor@harborpoint.test');
  });

  it('keeps drafts, refuses a draft the gate fails, and publishes one that passes: the public flow serves it', async () => {
    const { agent, csrf } = await signIn('publisher');
    const write = (method: 'post' | 'put', path: string, body: unknown) => agent[method](path).set('X-CSRF-Token', csrf).send(body as object);
    const base = await liveHash(agent);
    await write('post', '/api/studio/definitions/purchase/drafts', { definition: purchase(), baseHash: 'sha256-old' }).expect(409);

    const flow = purchase();
    flow.questions[0].questionData.options[0].nextComponent = 999;
    const { draftId } = (await write('post', '/api/studio/definitions/purchase/drafts', { definition: flow, baseHash: base }).expect(201)).body;
    const check = (await agent.post(`/api/studio/drafts/${draftId}/check`).set('X-CSRF-Token', csrf).expect(200)).body;
    expect(check.ok).toBe(false);
    expect(check.findings.some((finding: { rule: string; path: string }) => finding.rule === 'option-leads-nowhere' && finding.path === '/questions/0/questionData/options/0/nextComponent')).toBe(true);
    const refused = await write('post', `/api/studio/drafts/${draftId}/publish`, {}).expect(422);
    expect(refused.body.error.code).toBe('gate_refused');
    expect(refused.body.error.details.findings.length).toBeGreaterThan(0);

    // A new option that jumps: the shared fixtures no longer reach it, until the draft brings one that does.
    delete flow.questions[0].questionData.options[0].nextComponent;
    flow.questions[0].questionData.options.push({ label: 'Manufactured home', value: 'manufactured', nextComponent: 11 });
    flow.translations.es['q1.option.manufactured.label'] = 'Casa prefabricada';
    flow.questions[0].title = 'What kind of home are you buying?';
    await write('put', `/api/studio/drafts/${draftId}`, { definition: flow }).expect(200);
    const uncovered = await write('post', `/api/studio/drafts/${draftId}/publish`, {}).expect(422);
    expect(uncovered.body.error.details.findings.map((finding: { rule: string }) => finding.rule)).toContain('coverage');

    const shared = JSON.parse(readFileSync(join(import.meta.dirname, '../paths/purchase.paths.json'), 'utf8'));
    const fixtures = [...shared, { name: 'manufactured home goes to credit', flow: 'purchase', loanType: 'purchase', answers: ['manufactured'], expected: ['propertyType', 'creditScore'], completed: false }];
    await write('put', `/api/studio/drafts/${draftId}`, { definition: flow, fixtures }).expect(200);
    const published = (await write('post', `/api/studio/drafts/${draftId}/publish`, {}).expect(200)).body;
    expect(published.state).toBe('published');
    expect(published.report.diff.texts).toContainEqual({ key: 'propertyType', field: 'title' });
    expect(published.report.diff.paths.addedCount).toBeGreaterThan(0);

    const questions = await request(app.callback()).get('/api/questions?entryPath=purchase').expect(200);
    expect(questions.body[0].title).toBe('What kind of home are you buying?');
    expect(questions.headers['x-definition-version']).toBe(published.hash);
    await write('put', `/api/studio/drafts/${draftId}`, { definition: flow }).expect(409);

    // Rolling back restores the version before, in one step.
    await write('post', '/api/studio/definitions/purchase/rollback', { hash: base }).expect(200);
    expect((await request(app.callback()).get('/api/questions?entryPath=purchase').expect(200)).headers['x-definition-version']).toBe(base);
  });

  it('gives a draft the shared QA paths of its flow until it saves its own, checked against their schema', async () => {
    const { agent, csrf } = await signIn('editor');
    const draftId = (await agent.post('/api/studio/definitions/purchase/drafts').set('X-CSRF-Token', csrf).send({ definition: purchase(), baseHash: await liveHash(agent) }).expect(201)).body.draftId;
    const shared = (await agent.get(`/api/studio/drafts/${draftId}/fixtures`).expect(200)).body;
    expect(shared.own).toBe(false);
    expect(shared.fixtures.length).toBeGreaterThan(3);
    expect(shared.fixtures.every((fixture: { flow: string }) => fixture.flow === 'purchase')).toBe(true);

    const bad = await agent.put(`/api/studio/drafts/${draftId}`).set('X-CSRF-Token', csrf).send({ fixtures: [{ name: 'no answers', flow: 'purchase' }] }).expect(422);
    expect(Object.keys(bad.body.error.fields)[0]).toMatch(/^fixtures\[/);
    const own = shared.fixtures.slice(0, 2);
    await agent.put(`/api/studio/drafts/${draftId}`).set('X-CSRF-Token', csrf).send({ fixtures: own }).expect(200);
    expect((await agent.get(`/api/studio/drafts/${draftId}/fixtures`).expect(200)).body).toEqual({ own: true, fixtures: own });
    expect((await agent.get(`/api/studio/drafts/${draftId}`).expect(200)).body.definition).toEqual(purchase());
    // Two paths no longer reach every question: the gate says which.
    const report = (await agent.post(`/api/studio/drafts/${draftId}/check`).set('X-CSRF-Token', csrf).expect(200)).body;
    expect(report.findings.some((finding: { rule: string }) => finding.rule === 'coverage')).toBe(true);
  });

  it('generates a draft\'s QA paths from its graph with the gate\'s coverage code, keeping the hand-written ones', async () => {
    const { agent, csrf } = await signIn('editor');
    const flow = purchase();
    flow.questions[0].questionData.options.push({ label: 'Manufactured home', value: 'manufactured', nextComponent: 11 });
    flow.translations.es['q1.option.manufactured.label'] = 'Casa prefabricada';
    const draftId = (await agent.post('/api/studio/definitions/purchase/drafts').set('X-CSRF-Token', csrf).send({ definition: flow, baseHash: await liveHash(agent) }).expect(201)).body.draftId;
    const handWritten = { name: 'manufactured home goes to credit', flow: 'purchase', loanType: 'purchase', answers: ['manufactured'], expected: ['propertyType', 'creditScore'], completed: false };
    await agent.put(`/api/studio/drafts/${draftId}`).set('X-CSRF-Token', csrf).send({ fixtures: [handWritten] }).expect(200);
    await agent.post(`/api/studio/drafts/${draftId}/fixtures/generate`).expect(403);

    const generated = (await agent.post(`/api/studio/drafts/${draftId}/fixtures/generate`).set('X-CSRF-Token', csrf).expect(200)).body;
    expect(generated.problems).toEqual([]);
    expect(generated.counts.kept).toBe(1);
    expect(generated.coverage.questions.covered).toBe(generated.coverage.questions.total);
    expect(generated.coverage.jumps.covered).toBe(generated.coverage.jumps.total);
    const saved = (await agent.get(`/api/studio/drafts/${draftId}/fixtures`).expect(200)).body;
    expect(saved.own).toBe(true);
    expect(saved.fixtures[0]).toEqual(handWritten);
    expect(saved.fixtures).toHaveLength(generated.counts.generated + 1);
    expect(saved.fixtures.slice(1).every((fixture: { generated?: boolean; definitionVersion?: string }) => fixture.generated && fixture.definitionVersion?.startsWith('sha256-'))).toBe(true);
    expect(saved.fixtures.some((fixture: { answers: unknown[] }) => fixture.answers[0] === 'manufactured' && fixture.answers.length > 1)).toBe(true);

    // Regenerating replaces the generated paths only.
    const again = (await agent.post(`/api/studio/drafts/${draftId}/fixtures/generate`).set('X-CSRF-Token', csrf).expect(200)).body;
    expect((await agent.get(`/api/studio/drafts/${draftId}/fixtures`).expect(200)).body.fixtures).toHaveLength(again.counts.generated + 1);
    const report = (await agent.post(`/api/studio/drafts/${draftId}/check`).set('X-CSRF-Token', csrf).expect(200)).body;
    expect(report.ok).toBe(true);
    expect(report.coverage.pairs.total).toBeGreaterThan(report.coverage.jumps.total);
    expect(report.findings.map((finding: { rule: string }) => finding.rule)).not.toContain('stale-fixtures');
    // Edited after generating: the generated paths still walk, but were written for another version.
    flow.questions[0].title = 'What kind of home is it?';
    await agent.put(`/api/studio/drafts/${draftId}`).set('X-CSRF-Token', csrf).send({ definition: flow }).expect(200);
    const edited = (await agent.post(`/api/studio/drafts/${draftId}/check`).set('X-CSRF-Token', csrf).expect(200)).body;
    expect(edited.ok).toBe(true);
    expect(edited.findings.find((finding: { rule: string }) => finding.rule === 'stale-fixtures')).toMatchObject({ severity: 'warning', message: expect.stringMatching(/^\d+ generated QA path\(s\) were written for another version/) });
    const audit = (await agent.get('/api/studio/audit').expect(200)).body;
    expect(audit.find((row: { action: string }) => row.action === 'draft-fixtures-generate')).toMatchObject({ actor: 'editor@harborpoint.test', definitionId: 'purchase', summary: { draftId, kept: 1 } });

    const form = (await agent.get('/api/studio/definitions/hiring').expect(200)).body;
    const formDraft = (await agent.post('/api/studio/definitions/hiring/drafts').set('X-CSRF-Token', csrf).send({ definition: form.published.definition, baseHash: form.published.hash }).expect(201)).body.draftId;
    const refused = await agent.post(`/api/studio/drafts/${formDraft}/fixtures/generate`).set('X-CSRF-Token', csrf).expect(422);
    expect(refused.body.error.fields).toEqual({ draftId: 'is a form draft' });
  });

  it('compiles a form draft\'s browser validator from the saved draft, for its preview', async () => {
    const { agent, csrf } = await signIn('editor');
    const form = JSON.parse(readFileSync(join(formsFolder, 'information-removal.json'), 'utf8'));
    const base = (await agent.get('/api/studio/definitions/information-removal').expect(200)).body.published.hash;
    const draftId = (await agent.post('/api/studio/definitions/information-removal/drafts').set('X-CSRF-Token', csrf).send({ definition: form, baseHash: base }).expect(201)).body.draftId;
    const module = await agent.get(`/api/studio/drafts/${draftId}/validator.mjs`).expect(200);
    expect(module.headers['content-type']).toMatch(/^text\/javascript/);
    expect(module.text).toMatch(/export /);
    await request(app.callback()).get(`/api/studio/drafts/${draftId}/validator.mjs`).expect(401);
    const flowDraft = (await agent.post('/api/studio/definitions/purchase/drafts').set('X-CSRF-Token', csrf).send({ definition: purchase(), baseHash: await liveHash(agent) }).expect(201)).body.draftId;
    await agent.get(`/api/studio/drafts/${flowDraft}/validator.mjs`).expect(422);
  });

  it('refuses to publish over a version published since the draft started, and asks before a breaking change', async () => {
    const { agent, csrf } = await signIn('publisher');
    const write = (path: string, body: unknown) => agent.post(path).set('X-CSRF-Token', csrf).send(body as object);
    const base = await liveHash(agent);
    const first = purchase();
    first.questions[1].title = 'How will you use it?';
    const second = purchase();
    second.questions[1].title = 'How will you use this home?';
    const a = (await write('/api/studio/definitions/purchase/drafts', { definition: first, baseHash: base }).expect(201)).body.draftId;
    const b = (await write('/api/studio/definitions/purchase/drafts', { definition: second, baseHash: base }).expect(201)).body.draftId;
    await write(`/api/studio/drafts/${a}/publish`, {}).expect(200);
    const stale = await write(`/api/studio/drafts/${b}/publish`, {}).expect(409);
    expect(stale.body.error.code).toBe('stale_base');
    expect(stale.body.error.details.diff.texts).toContainEqual({ key: 'propertyUse', field: 'title' });

    const renamed = purchase();
    renamed.questions[13].questionData.alias = 'postalCode';
    const c = (await write('/api/studio/definitions/purchase/drafts', { definition: renamed, baseHash: await liveHash(agent) }).expect(201)).body.draftId;
    const check = (await agent.post(`/api/studio/drafts/${c}/check`).set('X-CSRF-Token', csrf).expect(200)).body;
    expect(check.diff.answerKeys.renamed).toEqual([{ component: 14, from: 'zipCode', to: 'postalCode' }]);
    expect(check.breaking).toBe(true);
  });

  it('gives a signed, expiring preview link that serves the draft to anyone holding it, and never stores its lead', async () => {
    const { agent, csrf } = await signIn('editor');
    const flow = purchase();
    flow.questions[0].title = 'A title only the preview shows';
    const draftId = (await agent.post('/api/studio/definitions/purchase/drafts').set('X-CSRF-Token', csrf).send({ definition: flow, baseHash: await liveHash(agent) }).expect(201)).body.draftId;
    const link = (await agent.post(`/api/studio/drafts/${draftId}/preview-link`).set('X-CSRF-Token', csrf).expect(201)).body;
    expect(link.url).toMatch(/^\/quote-landing\?type=purchase&preview=/);
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60_000);
    const token = new URLSearchParams(link.url.split('?')[1]).get('preview')!;

    const served = await request(app.callback()).get(`/api/flows/purchase?preview=${encodeURIComponent(token)}`).expect(200);
    expect(served.body.questions[0].title).toBe('A title only the preview shows');
    expect(served.headers['x-definition-version']).toMatch(/^preview-sha256-/);
    expect(served.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await request(app.callback()).get('/api/flows/purchase').expect(200)).body.questions[0].title).not.toBe('A title only the preview shows');

    const forged = `${token.slice(0, -3)}abc`;
    expect((await request(app.callback()).get(`/api/flows/purchase?preview=${encodeURIComponent(forged)}`).expect(410)).body.error.code).toBe('preview_expired');
    await request(app.callback()).get(`/api/flows/refinance?preview=${encodeURIComponent(token)}`).expect(410);

    const lead = await request(app.callback())
      .post('/api/recordQuoteLead')
      .send(quoteLeadBody(1, completedAnswers('purchase'), served.headers['x-definition-version']))
      .expect(422);
    expect(lead.body.error.code).toBe('definition_outdated');
  });

  it('lets an admin add and disable staff, ending a disabled account\'s sessions; a password change signs out', async () => {
    const admin = await signIn('admin');
    const added = await admin.agent.post('/api/studio/staff').set('X-CSRF-Token', admin.csrf).send({ email: 'New.Editor@Harborpoint.test', name: 'New Editor', role: 'editor', password: PASSWORD }).expect(201);
    expect(added.body).toMatchObject({ email: 'new.editor@harborpoint.test', role: 'editor', disabled: false });
    expect(added.body).not.toHaveProperty('passwordHash');
    const weak = await admin.agent.post('/api/studio/staff').set('X-CSRF-Token', admin.csrf).send({ email: 'x@harborpoint.test', name: 'X', role: 'owner', password: 'short' }).expect(422);
    expect(Object.keys(weak.body.error.fields).sort()).toEqual(['password', 'role']);

    const editor = request.agent(app.callback());
    await editor.post('/api/studio/session').send({ email: 'new.editor@harborpoint.test', password: PASSWORD }).expect(200);
    await editor.get('/api/studio/definitions').expect(200);
    await admin.agent.post('/api/studio/staff/disable').set('X-CSRF-Token', admin.csrf).send({ email: 'new.editor@harborpoint.test' }).expect(200);
    await editor.get('/api/studio/definitions').expect(401);
    await editor.post('/api/studio/session').send({ email: 'new.editor@harborpoint.test', password: PASSWORD }).expect(401);

    const publisher = await signIn('publisher');
    await publisher.agent.post('/api/studio/session/password').set('X-CSRF-Token', publisher.csrf).send({ currentPassword: 'wrong one', newPassword: 'a brand new passphrase' }).expect(422);
    await publisher.agent.post('/api/studio/session/password').set('X-CSRF-Token', publisher.csrf).send({ currentPassword: PASSWORD, newPassword: 'a brand new passphrase' }).expect(204);
    await publisher.agent.get('/api/studio/definitions').expect(401);
    await request(app.callback()).post('/api/studio/session').send({ email: 'publisher@harborpoint.test', password: 'a brand new passphrase' }).expect(200);
    await publisher.agent.post('/api/studio/session').send({ email: 'publisher@harborpoint.test', password: 'a brand new passphrase' }).expect(200);
    await publisher.agent.post('/api/studio/session/password').set('X-CSRF-Token', (await publisher.agent.get('/api/studio/session').expect(200)).body.csrfToken).send({ currentPassword: 'a brand new passphrase', newPassword: PASSWORD }).expect(204);
  });

  it('schedules a publication and records every change in the audit log', async () => {
    const { agent, csrf } = await signIn('publisher');
    const flow = purchase();
    flow.questions[2].title = 'Is this your first home?';
    const draftId = (await agent.post('/api/studio/definitions/purchase/drafts').set('X-CSRF-Token', csrf).send({ definition: flow, baseHash: await liveHash(agent) }).expect(201)).body.draftId;
    const at = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
    const scheduled = (await agent.post(`/api/studio/drafts/${draftId}/publish`).set('X-CSRF-Token', csrf).send({ at }).expect(200)).body;
    expect(scheduled).toMatchObject({ state: 'scheduled', publishAt: at });
    expect((await agent.get('/api/studio/definitions/purchase').expect(200)).body.scheduled).toEqual([{ hash: scheduled.hash, publishAt: at, publishedBy: 'publisher@harborpoint.test' }]);

    const audit = (await agent.get('/api/studio/audit').expect(200)).body as Array<{ actor: string; action: string; definitionId: string | null }>;
    const publisherActions = audit.filter((row) => row.actor === 'publisher@harborpoint.test').map((row) => row.action);
    for (const action of ['login', 'draft-create', 'draft-update', 'publish', 'rollback', 'schedule']) expect(publisherActions).toContain(action);
    expect(audit.some((row) => row.action === 'staff-add' && row.actor === 'test')).toBe(true);
  });
});

describe('a process with STUDIO_ENABLED=false', () => {
  const database = useTestDatabase('pglite');
  const app: Koa = useTestApp(database, { STUDIO_ENABLED: 'false' });

  it('serves no studio API at all', async () => {
    const session = await request(app.callback()).get('/api/studio/session').expect(404);
    expect(session.body.error.code).toBe('not_found');
    await request(app.callback()).post('/api/studio/session').send({ email: 'a@b.test', password: PASSWORD }).expect(404);
    await request(app.callback()).get('/api/questions?entryPath=purchase').expect(200);
  });
});
