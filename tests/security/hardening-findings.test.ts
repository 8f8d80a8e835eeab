/**
 * One reproduction per weakness found in the hardening review, each written as the attack it was:
 * a forged Host header shaping absolute URLs, personal data in mail subjects, a name with line breaks
 * or direction overrides forging lines in a staff e-mail, a path climbing out of /assets/ to the page
 * template, a formula hidden after a separator in the CSV export, and a write started by another site.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listByStatus, type OutboxItem } from '../../api/db/repositories/outbox-repository';
import { readDeliverySettings } from '../../api/delivery/delivery-settings';
import { createEmlFileTransport, type QueuedEmail } from '../../api/delivery/email-transport';
import { createOutboxDeliverer } from '../../api/delivery/outbox-deliverer';
import { createLogger } from '../../api/server/logger';
import { exportLeads } from '../../api/services/export-leads';
import { createUploadStorage } from '../../api/services/upload-storage';
import { humanCheckToken, useFormsApp } from '../api/forms-support';
import { completedAnswers, leadConsent } from '../support/lead-bodies';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { countChanges, listen, multipartBody, storedCounts, tinyPdf, type ListeningApp } from './security-support';

/** A GET with the path and Host exactly as given (fetch would normalise `..` and refuse to set Host). */
function rawGet(port: number, path: string, host?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers: host ? { host } : {} }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Every way of climbing from /assets/ to the template or elsewhere that the asset handler must refuse. */
const TRAVERSALS = [
  '/assets/../index.html',
  '/assets/%2e%2e/index.html',
  '/assets/%2E%2E/index.html',
  '/assets/..%2findex.html',
  '/assets/..%2Findex.html',
  '/assets/%2e%2e%2findex.html',
  '/assets/..\\index.html',
  '/assets/..%5cindex.html',
  '/assets/.%2e/index.html',
  '/assets//../index.html',
  '/assets/./../index.html',
  '/assets/x/../../index.html',
  '/assets/../.vite/manifest.json',
  '/assets/../../package.json',
  '/assets/%252e%252e/index.html',
  '/assets/index.html',
  '/assets/%69ndex.html',
  '/assets/..',
  '/assets/%00.js',
];

describe('on the production server, started without PUBLIC_URL', () => {
  let server: ServerProcess;
  let port: number;
  beforeAll(async () => {
    server = await startServerProcess();
    port = Number(new URL(server.baseUrl).port);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('warns at start-up that PUBLIC_URL is unset in production', () => {
    expect(server.output()).toContain('PUBLIC_URL is not set');
  });

  it('writes no URL from a forged Host header: the home page head, sitemap.xml and robots.txt name the listen address, port included', async () => {
    for (const path of ['/', '/sitemap.xml', '/robots.txt']) {
      const honest = await rawGet(port, path);
      const forged = await rawGet(port, path, 'evil.example');
      expect(forged.status, path).toBe(200);
      expect(forged.text, path).not.toContain('evil.example');
      const urls = (text: string) => text.match(/https?:\/\/[^\s"'<>]+/g)?.filter((url) => url.includes('127.0.0.1')) ?? [];
      expect(urls(forged.text), path).toEqual(urls(honest.text));
    }
    const home = await rawGet(port, '/', 'evil.example');
    expect(home.text).toContain(`<link rel="canonical" href="${server.baseUrl}/">`);
    expect(home.text).toContain(`<meta property="og:url" content="${server.baseUrl}/">`);
    expect((await rawGet(port, '/robots.txt', 'evil.example')).text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect((await rawGet(port, '/sitemap.xml', 'evil.example')).text).toContain(`<loc>${server.baseUrl}/</loc>`);
  });

  it('never serves the page template (or anything outside the assets folder) as a year-cached asset', async () => {
    const template = readFileSync(join('dist/client/index.html'), 'utf8');
    for (const path of TRAVERSALS) {
      const response = await rawGet(port, path);
      expect(response.status, path).toBe(404);
      expect(String(response.headers['cache-control'] ?? ''), path).not.toContain('immutable');
      expect(response.text, path).not.toContain(template.slice(0, 200));
    }
    const asset = readdirSync('dist/client/assets').find((name) => name.endsWith('.js'))!;
    const served = await rawGet(port, `/assets/${asset}`);
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
  });
});

describe('the asset handler on a built client folder', () => {
  let folder: string;
  let listening: ListeningApp;
  const database = useTestDatabase('pglite');
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(folder, 'assets', 'fonts'), { recursive: true });
    writeFileSync(join(folder, 'index.html'), '<!doctype html><!--app-head-->TEMPLATE');
    writeFileSync(join(folder, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(folder, 'assets', 'fonts', 'inter-5678.woff2'), 'font');
    writeFileSync(join(folder, 'assets', 'stray.html'), 'TEMPLATE copy');
    listening = await listen(createTestApp(database.db, {}, { clientDir: folder }).app);
  });
  afterAll(async () => {
    await listening?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each(TRAVERSALS.concat(['/assets/stray.html', '/assets/STRAY.HTML', '/assets/fonts//inter-5678.woff2', '/assets/fonts/./inter-5678.woff2']))('refuses %s with a 404', async (path) => {
    const response = await listening.send({ method: 'GET', path });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('TEMPLATE');
  });

  it('serves a plain asset path, nested or not, for a year', async () => {
    for (const path of ['/assets/app-1234.js', '/assets/fonts/inter-5678.woff2', '/assets/app%2D1234.js']) {
      const response = await listening.send({ method: 'GET', path });
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toMatch(/max-age=31536000,\s*immutable/);
    }
  });
});

describe.each(databaseKinds())('what visitors type, in staff e-mails and the export, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);
  let mailFolder: string;
  let purchaseVersion: string;
  beforeAll(async () => {
    mailFolder = mkdtempSync(join(tmpdir(), 'findings-mail-'));
    purchaseVersion = (await request(forms.app.callback()).get('/api/questions?entryPath=purchase')).headers['x-definition-version']!;
  });
  afterAll(async () => {
    rmSync(mailFolder, { recursive: true, force: true });
  });

  const emailFor = async (id: string): Promise<OutboxItem> =>
    (await listByStatus(database.db, ['pending'])).find((item) => item.subjectId === id && item.channel === 'email')!;
  const deliverAndRead = async (item: OutboxItem) => {
    const deliver = createOutboxDeliverer(createEmlFileTransport(mailFolder, 'robot@harborpointmortgage.com', createLogger('silent')), readDeliverySettings({}), createUploadStorage(forms.resumesDir).path);
    await deliver(item);
    return simpleParser(readFileSync(join(mailFolder, readdirSync(mailFolder).find((name) => name.includes(item.id))!)));
  };
  const quoteLead = (fullName: string, app: Koa = forms.app) =>
    request(app.callback())
      .post('/api/recordQuoteLead')
      .send({
        contactInfo: { fullName, email: 'mallory@example.com', phoneNumber: '2485550166' },
        loanType: 'purchase',
        answers: completedAnswers('purchase'),
        definitionVersion: purchaseVersion,
        consent: leadConsent(),
      });

  const FORGED_LINES = /^(Bcc|Cc|To|Subject|Approved by staff)\b/im;
  const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

  it('a lead from a name with CR/LF cannot forge a header or a line of the body, and its subject names no one', async () => {
    // Within the contact step's 50 characters.
    const name = 'Mal\r\nBcc: x@evil.example\r\n\r\nApproved by staff';
    const response = await quoteLead(name).expect(201);
    const queued = (await emailFor(response.body.id)).payload as QueuedEmail;
    expect(queued.subject).toBe(`New purchase lead: Quote questionnaire, lead ${response.body.id}`);
    const parsed = await deliverAndRead(await emailFor(response.body.id));
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.subject).not.toMatch(/Mal|evil/);
    expect(parsed.text).not.toMatch(FORGED_LINES);
    expect(parsed.text).toContain('Name: «Mal Bcc: x@evil.example Approved by staff»');
    expect(parsed.html).toContain('«Mal Bcc: x@evil.example Approved by staff»');
  });

  it('a name with direction overrides and isolates loses them in the text and the HTML part', async () => {
    const name = 'Eve \u202Egnilrad\u202C \u2066Rose\u2069\u200F\u061C';
    const response = await quoteLead(name).expect(201);
    const parsed = await deliverAndRead(await emailFor(response.body.id));
    expect(parsed.text).not.toMatch(BIDI);
    expect(parsed.html).not.toMatch(BIDI);
    expect(parsed.text).toContain('Name: «Eve gnilrad Rose»');
  });

  it('an application’s free-text position with CR/LF stays inside its fence, and the subject names only the application', async () => {
    const body = multipartBody([
      ...Object.entries({ firstName: 'Nia', lastName: 'Applicant', position: 'Loan Officer\r\nApproved by staff: hire at once', email: 'nia@example.com', phone: '2485550177', turnstileToken: await humanCheckToken(forms.app) }).map(([name, value]) => ({ name, value })),
      { name: 'resume', filename: 'resume.pdf', value: tinyPdf(), contentType: 'application/pdf' },
    ]);
    const response = await request(forms.app.callback()).post('/api/apply').set('content-type', body.contentType).send(body.body).expect(201);
    const parsed = await deliverAndRead(await emailFor(response.body.id));
    expect(parsed.subject).toBe(`New application ${response.body.id}`);
    expect(parsed.text).not.toMatch(FORGED_LINES);
    expect(parsed.text).toContain('«Nia Applicant» applied for «Loan Officer Approved by staff: hire at once».');
  });

  it('a removal request’s e-mails (to the privacy inbox and to the requester) name no one in their subjects', async () => {
    const turnstileToken = await humanCheckToken(forms.app);
    const response = await request(forms.app.callback())
      .post('/api/requestRemoval')
      .send({ name: 'Mallory Quince', email: 'mallory@example.com', phoneNumber: '2485550166', confirmation: true, turnstileToken })
      .expect(201);
    const subjects = (await listByStatus(database.db, ['pending']))
      .filter((item) => item.subjectId === response.body.id && item.channel === 'email')
      .map((item) => (item.payload as QueuedEmail).subject);
    expect(subjects.length).toBeGreaterThanOrEqual(2);
    expect(subjects).toContain(`Information removal request (unconfirmed): ${response.body.id}`);
    for (const subject of subjects) expect(subject).not.toMatch(/Mallory|Quince|mallory@|2485550166/);
  });

  it('the CSV export turns a formula after a separator into text', async () => {
    const since = new Date(Date.now() - 60_000);
    const name = `foo;=cmd|' /C calc'!A0`;
    const response = await quoteLead(name).expect(201);
    const { output } = await exportLeads(database.db, since, 'csv');
    const line = output.split('\r\n').find((row) => row.startsWith(response.body.id))!;
    expect(line).toContain(`"'foo;=cmd|' /C calc'!A0"`);
  });

  it('a write another site starts is refused before anything is read or stored', async () => {
    const before = await storedCounts(database.db);
    const body = multipartBody([
      ...Object.entries({ firstName: 'Nia', lastName: 'Applicant', position: 'Loan Officer', email: 'nia@example.com', phone: '2485550177' }).map(([name, value]) => ({ name, value })),
      { name: 'resume', filename: 'resume.pdf', value: tinyPdf(), contentType: 'application/pdf' },
    ]);
    const files = forms.storedResumes().length;
    const refused = await request(forms.app.callback()).post('/api/apply').set({ 'content-type': body.contentType, Origin: 'https://evil.example' }).send(body.body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('cross_site_request');
    expect((await quoteLead('Dana Whitfield').set('Sec-Fetch-Site', 'cross-site')).status).toBe(403);
    expect(countChanges(before, await storedCounts(database.db))).toEqual({});
    expect(forms.storedResumes()).toHaveLength(files);
  });

  it('a lead for a known version cannot carry answer keys its questions do not have: 5,000 made-up keys are a small, quick 422', async () => {
    const answers: Record<string, unknown> = { ...completedAnswers('purchase') };
    for (let n = 0; n < 5_000; n++) answers[`k${n}`] = 1;
    const before = await storedCounts(database.db);
    const started = Date.now();
    const response = await request(forms.app.callback())
      .post('/api/recordQuoteLead')
      .send({ contactInfo: { fullName: 'Dana Whitfield', email: 'dana@example.com', phoneNumber: '2485550199' }, loanType: 'purchase', answers, definitionVersion: purchaseVersion, consent: leadConsent() });
    const elapsed = Date.now() - started;
    expect(response.status).toBe(422);
    expect(response.body.error.fields.answers).toMatch(/^5\d{3} answers were sent, but this flow has only \d+ questions\.$/);
    expect(response.body.error.fields.k0).toBeDefined();
    expect(Object.keys(response.body.error.fields).length).toBeLessThanOrEqual(25);
    expect(response.text.length).toBeLessThan(4_000);
    expect(elapsed).toBeLessThan(2_000);
    expect(countChanges(before, await storedCounts(database.db))).toEqual({});
  });
});
