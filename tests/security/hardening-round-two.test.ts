/**
 * The second round of findings, each written as the attack it was: a consent statement carrying line
 * breaks and direction overrides into staff mail, direction-changing and invisible characters surviving
 * into the CSV files staff open, and a page on a rebound domain passing the cross-site check by naming
 * itself in both Host and Origin.
 */
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import type Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeLeadEmail, type LeadFacts } from '../../api/delivery/lead-message';
import { exportLeads } from '../../api/services/export-leads';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import { threePurchaseVisits } from '../support/analytics-visits';
import { useInProcessServer } from '../support/in-process-server';
import { completedAnswers, leadConsent } from '../support/lead-bodies';
import { createTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';

/** Direction overrides, embeddings and isolates, the marks, and the zero-width characters. */
const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF]/;
const FORGED_LINES = /^(Bcc|Cc|To|Subject|Approved by staff)\b/im;

describe('the consent statement in a staff e-mail', () => {
  const facts: LeadFacts = {
    id: 'lead-321',
    kind: 'quote',
    createdAt: new Date('2026-11-22T20:30:00Z'),
    fullName: 'Dana Whitfield',
    email: 'dana@example.com',
    phone: '2485550199',
    loanType: 'purchase',
    phoneVerified: false,
    language: 'en',
    answers: [],
  };
  const owner = { type: 'inbox' as const, name: 'Loan desk', email: 'leads@harborpointmortgage.com', reason: 'default inbox' as const };

  it('is one fenced line without line breaks or direction-changing characters, in the text and the HTML part', () => {
    const text = 'You agree we may call you.\r\nBcc: x@evil.example\r\n\r\nApproved by staff: \u202Eesaeler\u202C \u2066now\u2069\u200F\u200B';
    const consent = { text, textHash: 'sha256-abc', at: new Date('2026-11-22T20:29:41Z'), pageUrl: 'https://www.harborpointmortgage.com/quote-landing?type=purchase' };
    const message = composeLeadEmail({ ...facts, consent }, owner);
    expect(message.text).not.toMatch(FORGED_LINES);
    expect(message.text).not.toMatch(HIDDEN);
    expect(message.html).not.toMatch(HIDDEN);
    expect(message.text).toContain('«You agree we may call you. Bcc: x@evil.example Approved by staff: esaeler now» — accepted 2026-11-22T20:29:41.000Z');
    expect(message.html).toContain('«You agree we may call you. Bcc: x@evil.example Approved by staff: esaeler now»');
  });
});

describe.each(databaseKinds())('CSV files staff open, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: Koa;
  let version: string;
  beforeAll(async () => {
    app = createTestApp(database.db, { ANALYTICS_MIN_CELL: '1', ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '1000000', RATE_LIMIT_WRITES_PER_MINUTE: '1000' }).app;
    version = (await request(app.callback()).get('/api/questions?entryPath=purchase')).headers['x-definition-version']!;
  });

  it('the leads export shows every name as it reads: no override reverses it, no invisible character hides a formula', async () => {
    const since = new Date(Date.now() - 60_000);
    const names = ['Eve \u202Egnp.exe\u202C Rose', 'Ann \u2066Lee\u2069\u200E\u200F\u061C', `\u200B=cmd|' /C calc'!A0`, '\uFEFF@SUM(1+1)'];
    const ids: string[] = [];
    for (const fullName of names) {
      const response = await request(app.callback())
        .post('/api/recordQuoteLead')
        .send({ contactInfo: { fullName, email: 'eve@example.com', phoneNumber: '2485550166' }, loanType: 'purchase', answers: completedAnswers('purchase'), definitionVersion: version, consent: leadConsent() });
      expect(response.status, response.text).toBe(201);
      ids.push(response.body.id);
    }
    const { output } = await exportLeads(database.db, since, 'csv');
    expect(output).not.toMatch(HIDDEN);
    const rowOf = (id: string) => output.split('\r\n').find((row) => row.startsWith(id))!;
    expect(rowOf(ids[0]!)).toContain(',Eve gnp.exe Rose,');
    expect(rowOf(ids[1]!)).toContain(',Ann Lee,');
    // With the invisible first character gone the formula would lead the cell: it is guarded.
    expect(rowOf(ids[2]!)).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(rowOf(ids[3]!)).toContain(",'@SUM(1+1),");
  });

  it('the analytics report’s CSV shows a campaign tag as it reads', async () => {
    for (const { events } of threePurchaseVisits(version, { utmSource: 'news\u202Erettel\u202C\u200B' })) {
      await request(app.callback()).post('/api/events').send({ events }).expect(204);
    }
    await createStaffAccounts({ db: database.db }).add({ email: 'csv-reader@harborpoint.test', name: 'Reader', role: 'publisher', password: 'correct horse battery staple' }, 'test');
    const agent = request.agent(app.callback());
    await agent.post('/api/studio/session').send({ email: 'csv-reader@harborpoint.test', password: 'correct horse battery staple' }).expect(200);
    const csv = (await agent.get('/api/studio/analytics/flows/purchase?format=csv').expect(200)).text;
    expect(csv).not.toMatch(HIDDEN);
    expect(csv).toContain('newsrettel,3,');
  });
});

describe.each(databaseKinds())('the origin a write must come from, without PUBLIC_URL, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const token = (app: Koa, headers: Record<string, string>) => request(app.callback()).post('/api/humanCheck/token').set(headers);
  const appOn = (env: NodeJS.ProcessEnv) => createTestApp(database.db, { RATE_LIMIT_WRITES_PER_MINUTE: '10000', ...env }).app;
  /** This machine's own addresses, as a browser on its network would reach it. */
  const interfaceAddresses = Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => !address.internal && address.family === 'IPv4')
    .map((address) => address.address);

  it('refuses a page on a rebound name that sends a matching Host and Origin, and a forwarded host that agrees with it', async () => {
    const app = appOn({ PORT: '3000' });
    expect((await token(app, { Host: 'attacker.example:3000', Origin: 'http://attacker.example:3000' })).status).toBe(403);
    expect((await token(app, { Host: 'attacker.example', Origin: 'http://attacker.example' })).status).toBe(403);
    const proxied = appOn({ PORT: '3000', TRUST_PROXY: 'true' });
    expect((await token(proxied, { Host: 'internal:3000', 'X-Forwarded-Host': 'attacker.example', 'X-Forwarded-Proto': 'https', Origin: 'https://attacker.example' })).status).toBe(403);
  });

  it('bound to every interface, accepts the loopback names and the machine’s own addresses at its port, and nothing else', async () => {
    const app = appOn({ PORT: '3000', HOST: '0.0.0.0' });
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://LOCALHOST:3000', ...interfaceAddresses.map((address) => `http://${address}:3000`)]) {
      expect((await token(app, { Origin: origin, 'Sec-Fetch-Site': 'same-origin' })).status, origin).toBe(200);
    }
    for (const origin of ['http://localhost:3001', 'https://localhost:3000', 'http://localhost', 'http://10.255.255.1:3000', 'http://0.0.0.0:3000']) {
      expect((await token(app, { Origin: origin, Host: new URL(origin).host })).status, origin).toBe(403);
    }
  });

  it('bound to loopback, accepts its loopback names only; bound to one address, that address only', async () => {
    const loopback = appOn({ PORT: '8080', HOST: '127.0.0.1' });
    expect((await token(loopback, { Origin: 'http://localhost:8080' })).status).toBe(200);
    expect((await token(loopback, { Origin: 'http://127.0.0.1:8080' })).status).toBe(200);
    for (const address of interfaceAddresses) expect((await token(loopback, { Origin: `http://${address}:8080` })).status, address).toBe(403);
    const one = appOn({ PORT: '8080', HOST: '10.1.2.3' });
    expect((await token(one, { Origin: 'http://10.1.2.3:8080' })).status).toBe(200);
    expect((await token(one, { Origin: 'http://localhost:8080' })).status).toBe(403);
  });

  it('with PUBLIC_URL, accepts that origin alone', async () => {
    const app = appOn({ PORT: '3000', PUBLIC_URL: 'https://www.harborpointmortgage.com' });
    expect((await token(app, { Origin: 'https://www.harborpointmortgage.com' })).status).toBe(200);
    expect((await token(app, { Origin: 'http://localhost:3000' })).status).toBe(403);
  });
});

describe('the origin of a server started on PORT=0', () => {
  const server = useInProcessServer('origin-port-', { RATE_LIMIT_WRITES_PER_MINUTE: '1000' });

  /** The status of a human-check token asked for with this Origin and Host (fetch would not let a test set Host). */
  const token = (origin: string, host = `127.0.0.1:${server.port}`) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port: server.port, method: 'POST', path: '/api/humanCheck/token', headers: { origin, host } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  it('is the port the system gave, and never a name the request brings', async () => {
    expect(await token(`http://127.0.0.1:${server.port}`)).toBe(200);
    expect(await token(`http://localhost:${server.port}`)).toBe(200);
    expect(await token('http://127.0.0.1:0')).toBe(403);
    expect(await token(`http://attacker.example:${server.port}`, `attacker.example:${server.port}`)).toBe(403);
  });
});
