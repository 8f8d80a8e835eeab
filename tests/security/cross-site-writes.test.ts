/**
 * Writes another site starts are refused: a page elsewhere can make a visitor's browser POST to this
 * site (a form, or fetch without reading the answer), and the browser names where it came from in
 * Sec-Fetch-Site and Origin. Every write is refused (403, nothing stored) when either header says
 * another site; a request with neither (curl, a server, these tests' other suites) goes through.
 */
import type Router from '@koa/router';
import type Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { humanCheckToken, useFormsApp } from '../api/forms-support';
import { completedAnswers, leadConsent } from '../support/lead-bodies';
import { createTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { countChanges, multipartBody, storedCounts, tinyPdf } from './security-support';

/** Every route of the app that is not a read, as `METHOD /path`. */
function writeRoutes(app: Koa): string[] {
  const found = new Set<string>();
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router;
    for (const layer of router?.stack ?? []) {
      for (const method of layer.methods) if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) found.add(`${method} ${layer.path}`);
    }
  }
  return [...found].sort();
}

/** The test apps' address: without PUBLIC_URL, a page of the site is at the listen address (port 3000, every interface). */
const SITE = 'http://localhost:3000';

const application = (turnstileToken = 'not-checked-before-the-origin') =>
  multipartBody([
    ...Object.entries({ firstName: 'Nia', lastName: 'Applicant', position: 'Loan Officer', email: 'nia@example.com', phone: '2485550177', turnstileToken }).map(([name, value]) => ({ name, value })),
    { name: 'resume', filename: 'resume.pdf', value: tinyPdf(), contentType: 'application/pdf' },
  ]);

describe.each(databaseKinds())('writes from another site, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);
  let versions: Record<string, string>;

  beforeAll(async () => {
    versions = {};
    for (const id of ['purchase', 'vetlife-cashOut']) {
      versions[id] = (await request(forms.app.callback()).get(`/api/questions?entryPath=${id}`)).headers['x-definition-version']!;
    }
  });

  const quoteLead = (id = 'purchase', loanType = 'purchase') => ({
    contactInfo: { fullName: 'Dana Whitfield', email: 'dana@example.com', phoneNumber: '2485550199' },
    loanType,
    answers: completedAnswers(id),
    definitionVersion: versions[id],
    consent: leadConsent(loanType),
  });
  const post = (path: string, headers: Record<string, string> = {}) => request(forms.app.callback()).post(path).set(headers);
  const expectRefused = (response: request.Response) => {
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: 'cross_site_request', message: expect.any(String) } });
  };

  it('knows every write route of the app, so none escapes the list below', () => {
    expect(writeRoutes(forms.app)).toEqual([
      'DELETE /api/studio/session',
      'POST /api/apply',
      'POST /api/confirmRemoval',
      'POST /api/events',
      'POST /api/flows/:entryPath/assignment',
      'POST /api/humanCheck/token',
      'POST /api/recordBrokerLead',
      'POST /api/recordQuoteLead',
      'POST /api/recordWebLead/VetLife',
      'POST /api/requestRemoval',
      'POST /api/sendVerificationCode',
      'POST /api/studio/definitions/:id/drafts',
      'POST /api/studio/definitions/:id/rollback',
      'POST /api/studio/drafts/:draftId/check',
      'POST /api/studio/drafts/:draftId/discard',
      'POST /api/studio/drafts/:draftId/fixtures/generate',
      'POST /api/studio/drafts/:draftId/preview-link',
      'POST /api/studio/drafts/:draftId/publish',
      'POST /api/studio/experiments',
      'POST /api/studio/experiments/:id/promote',
      'POST /api/studio/experiments/:id/stop',
      'POST /api/studio/session',
      'POST /api/studio/session/password',
      'POST /api/studio/staff',
      'POST /api/studio/staff/disable',
      'POST /api/verifyCode',
      'PUT /api/studio/drafts/:draftId',
    ]);
  });

  it.each([
    ['another site’s page (Sec-Fetch-Site: cross-site)', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling subdomain (Sec-Fetch-Site: same-site)', { 'Sec-Fetch-Site': 'same-site' }],
    ['another origin', { Origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame, a data: page)', { Origin: 'null' }],
    ['an Origin that is not a URL', { Origin: 'evil' }],
    ['a cross-site fetch naming this very origin', { 'Sec-Fetch-Site': 'cross-site', Origin: SITE }],
    ['this host on another scheme', { Origin: 'https://localhost:3000' }],
    ['this host on another port', { Origin: 'http://localhost:8080' }],
    ['a rebound name sent as both Host and Origin', { Origin: 'http://www.site.test', Host: 'www.site.test' }],
  ])('refuses every write route from %s, storing nothing', async (_from, headers) => {
    const before = await storedCounts(database.db);
    for (const route of writeRoutes(forms.app)) {
      const [method, path] = route.split(' ') as [string, string];
      const response = await request(forms.app.callback())[method.toLowerCase() as 'post'](path).set(headers).send({});
      expectRefused(response);
    }
    // Any other method and path under /api is a write too, refused before it could be a 404 or 405.
    for (const method of ['put', 'patch', 'delete'] as const) expectRefused(await request(forms.app.callback())[method]('/api/recordQuoteLead').set(headers).send({}));
    expect(countChanges(before, await storedCounts(database.db))).toEqual({});
  });

  it('refuses a cross-site multipart application before reading it: 403, no row, no resume file', async () => {
    const before = await storedCounts(database.db);
    const body = application();
    expectRefused(await post('/api/apply', { 'Content-Type': body.contentType, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }).send(body.body));
    expect(countChanges(before, await storedCounts(database.db))).toEqual({});
    expect(forms.storedResumes()).toEqual([]);
  });

  it('refuses a cross-site JSON lead, and stores the same lead sent from the site itself', async () => {
    const before = await storedCounts(database.db);
    expectRefused(await post('/api/recordQuoteLead', { Origin: 'https://evil.example' }).send(quoteLead()));
    expectRefused(await post('/api/recordWebLead/VetLife', { 'Sec-Fetch-Site': 'cross-site' }).send(quoteLead('vetlife-cashOut', 'cashOut')));
    expect(countChanges(before, await storedCounts(database.db))).toEqual({});

    const sameOrigin = { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' };
    expect((await post('/api/recordQuoteLead', sameOrigin).send(quoteLead())).status).toBe(201);
    expect((await post('/api/recordWebLead/VetLife', sameOrigin).send(quoteLead('vetlife-cashOut', 'cashOut'))).status).toBe(201);
  });

  it('lets through a same-origin application, a request with neither header, and a typed-in navigation (Sec-Fetch-Site: none)', async () => {
    const body = application(await humanCheckToken(forms.app));
    const applied = await post('/api/apply', { 'Content-Type': body.contentType, Origin: SITE, 'Sec-Fetch-Site': 'same-origin' }).send(body.body);
    expect(applied.status).toBe(201);
    expect((await post('/api/humanCheck/token')).status).toBe(200);
    expect((await post('/api/humanCheck/token', { 'Sec-Fetch-Site': 'none' })).status).toBe(200);
    expect((await post('/api/humanCheck/token', { Origin: 'http://LOCALHOST:3000' })).status).toBe(200);
    expect((await post('/api/recordBrokerLead', { Origin: 'http://127.0.0.1:3000' }).send({ turnstileToken: await humanCheckToken(forms.app) })).status).toBe(422);
  });

  it('never refuses a read, whoever links to it', async () => {
    const response = await request(forms.app.callback()).get('/api/questions?entryPath=purchase').set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(200);
  });
});

describe.each(databaseKinds())('this site’s origin, on %s', (kind) => {
  const database = useTestDatabase(kind);

  const token = (app: Koa, headers: Record<string, string>) => request(app.callback()).post('/api/humanCheck/token').set(headers);

  it('is PUBLIC_URL’s when set, whatever Host the request names', async () => {
    const { app } = createTestApp(database.db, { PUBLIC_URL: 'https://www.harborpointmortgage.com/', RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
    expect((await token(app, { Host: 'internal:3000', Origin: 'https://www.harborpointmortgage.com', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await token(app, { Host: 'evil.example', Origin: 'http://evil.example' })).status).toBe(403);
    expect((await token(app, { Host: 'www.harborpointmortgage.com', Origin: 'http://www.harborpointmortgage.com' })).status).toBe(403);
  });

  it('is never taken from the request: neither its Host nor, behind a trusted proxy, the forwarded scheme and host', async () => {
    // Behind a proxy, PUBLIC_URL names the site: a forwarded host is what the visitor's browser (or a rebound name) asked for.
    const forwarded = { Host: 'internal:3000', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.site.test', Origin: 'https://www.site.test' };
    const trusting = createTestApp(database.db, { TRUST_PROXY: 'true', RATE_LIMIT_WRITES_PER_MINUTE: '10000' }).app;
    expect((await token(trusting, forwarded)).status).toBe(403);
    const direct = createTestApp(database.db, { RATE_LIMIT_WRITES_PER_MINUTE: '10000' }).app;
    expect((await token(direct, forwarded)).status).toBe(403);
    expect((await token(direct, { Host: 'www.site.test', 'X-Forwarded-Proto': 'https', Origin: 'https://www.site.test' })).status).toBe(403);
    const named = createTestApp(database.db, { TRUST_PROXY: 'true', PUBLIC_URL: 'https://www.site.test', RATE_LIMIT_WRITES_PER_MINUTE: '10000' }).app;
    expect((await token(named, forwarded)).status).toBe(200);
  });
});
