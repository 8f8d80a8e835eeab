/**
 * Fuzzes the studio's writes with hostile bodies from a signed-in admin, and POST /api/apply with hostile
 * multipart uploads, query strings and header sets. The properties each answer keeps, and how to replay a
 * failing seed, are in fuzz-harness.ts.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { hiringApplications } from '../../api/db/schema';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import { humanCheckToken } from '../api/forms-support';
import { asHeaderValue, HOSTILE_WORDS, hostileHeaders, hostileJsonBody, hostileQuery, hostileString, jsonContentType, safeEncode, wrongType } from './hostile-arbitraries';
import { RUNS, useFuzzApp, withQuery, type Increments } from './fuzz-harness';
import { filesUnder, multipartBody, tinyPdf, type MultipartPart, type RawRequest } from './security-support';

const fuzz = useFuzzApp();
const { runProperty, expectSafeAnswer, expectStoredOnlyOnSuccess, describeRequest } = fuzz;

/* ---------------------------------------------------------------- the studio's writes, signed in */

describe('studio writes under hostile bodies, from a signed-in publisher', () => {
  const studio = { cookie: '', csrf: '', draftId: '', liveHash: '' };
  const flow = () => JSON.parse(readFileSync(join(projectRoot, 'definitions/flows/purchase.json'), 'utf8'));

  beforeAll(async () => {
    const accounts = createStaffAccounts({ db: fuzz.database.db });
    await accounts.add({ email: 'fuzz.admin@harborpoint.test', name: 'Fuzz Admin', role: 'admin', password: 'correct horse battery staple' }, 'test');
    const signedIn = await fuzz.live.send({ method: 'POST', path: '/api/studio/session', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'fuzz.admin@harborpoint.test', password: 'correct horse battery staple' }) });
    studio.cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    studio.csrf = (JSON.parse(signedIn.text) as { csrfToken: string }).csrfToken;
    const detail = await fuzz.live.send({ method: 'GET', path: '/api/studio/definitions/purchase', headers: { cookie: studio.cookie } });
    studio.liveHash = (JSON.parse(detail.text) as { published: { hash: string } }).published.hash;
    const draft = await fuzz.live.send({ method: 'POST', path: '/api/studio/definitions/purchase/drafts', headers: { cookie: studio.cookie, 'x-csrf-token': studio.csrf, 'content-type': 'application/json' }, body: JSON.stringify({ definition: flow(), baseHash: studio.liveHash }) });
    studio.draftId = (JSON.parse(draft.text) as { draftId: string }).draftId;
  });

  const endpoints: Array<{ name: string; method: string; path: () => string; maxBytes: number; base: () => Record<string, unknown> }> = [
    { name: 'session (sign-in)', method: 'POST', path: () => '/api/studio/session', maxBytes: 4 * 1024, base: () => ({ email: 'fuzz.admin@harborpoint.test', password: 'not the password at all' }) },
    { name: 'definitions/:id/drafts', method: 'POST', path: () => '/api/studio/definitions/purchase/drafts', maxBytes: 2 * 1024 * 1024, base: () => ({ definition: flow(), baseHash: studio.liveHash }) },
    { name: 'drafts/:id', method: 'PUT', path: () => `/api/studio/drafts/${studio.draftId}`, maxBytes: 2 * 1024 * 1024, base: () => ({ definition: flow() }) },
    { name: 'drafts/:id/publish', method: 'POST', path: () => `/api/studio/drafts/${studio.draftId}/publish`, maxBytes: 4 * 1024, base: () => ({ at: '2099-01-01T00:00:00Z', acknowledgeBreaking: false }) },
    { name: 'definitions/:id/rollback', method: 'POST', path: () => '/api/studio/definitions/purchase/rollback', maxBytes: 4 * 1024, base: () => ({ hash: studio.liveHash }) },
    { name: 'experiments', method: 'POST', path: () => '/api/studio/experiments', maxBytes: 4 * 1024, base: () => ({ flowId: 'purchase', name: 'Fuzz', variants: [{ version: studio.liveHash, weight: 50 }, { version: studio.liveHash, weight: 50 }] }) },
    { name: 'staff', method: 'POST', path: () => '/api/studio/staff', maxBytes: 4 * 1024, base: () => ({ email: 'fuzz.editor@harborpoint.test', name: 'Fuzz Editor', role: 'editor', password: 'another long password' }) },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.method} studio ${endpoint.name}: ${RUNS} hostile bodies`, async () => {
      await runProperty(`studio ${endpoint.name} body`, fc.tuple(hostileJsonBody(endpoint.base(), endpoint.maxBytes), jsonContentType), async ([body, contentType]) => {
        const headers = { cookie: studio.cookie, 'x-csrf-token': studio.csrf, ...(contentType ? { 'content-type': contentType } : {}) };
        const request: RawRequest = { method: endpoint.method, path: endpoint.path(), headers, body };
        const response = await fuzz.live.send(request);
        expectSafeAnswer(request, response, true);
        // The studio stores no visitor's data: whatever it accepts, the visitors' tables stay as they were.
        await expectStoredOnlyOnSuccess(request, response, {}, false);
      });
    });
  }
});

/* ---------------------------------------------------------------- POST /api/apply (multipart) */

const APPLY_STORES: Increments = { hiring_applications: 1, outbox: 1, spent_human_check_tokens: 1 };

const APPLICANT: Record<string, string> = {
  firstName: 'Fuzz',
  lastName: 'Applicant',
  position: 'Loan Officer',
  email: 'fuzz.applicant@example.com',
  phone: '2485550177',
  linkedin: 'linkedin.com/in/fuzz',
  nmls: '123456',
};

/** Marks every file name this run generates, so a file that escaped the uploads folder can be found by name. */
const MARKER = `fz${process.pid}x${Date.now().toString(36)}`;

const TRAVERSAL_NAMES = [
  `../../${MARKER}.pdf`,
  `../../../../../../tmp/${MARKER}.pdf`,
  `..\\..\\${MARKER}.pdf`,
  `/tmp/${MARKER}.pdf`,
  `C:\\Windows\\${MARKER}.pdf`,
  `%2e%2e%2f%2e%2e%2f${MARKER}.pdf`,
  `....//....//${MARKER}.pdf`,
  `${MARKER}\u0000.pdf`,
  `${MARKER}.pdf\u0000.exe`,
  `\u0000`,
  `${MARKER}\u202Efdp.exe`,
  `${MARKER}.PDF`,
  `.${MARKER}.pdf`,
  `${MARKER}.pdf/`,
  `${MARKER}.pdf%00.html`,
  `../../${MARKER}.docx`,
  // Longer than the 255 characters kept of a name: the cut must not split an emoji.
  `${MARKER}${'😀'.repeat(140)}.pdf`,
  `${MARKER}x${'😀'.repeat(140)}.pdf`,
  '',
];

const fileName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRAVERSAL_NAMES) },
  { weight: 2, arbitrary: hostileString.map((text) => `${MARKER}${text.slice(0, 200)}.pdf`) },
  { weight: 1, arbitrary: fc.constantFrom('resume.pdf', 'resume.docx', 'resume.doc') },
);

/** A file name quoted as raw UTF-8 (what browsers send), or as RFC 5987's `filename*=UTF-8''…` (percent-encoded): both are read as UTF-8. */
const filenameForm = fc.constantFrom('quoted' as const, 'rfc5987' as const);

const fileBytes = fc.oneof(
  { weight: 3, arbitrary: fc.constant(tinyPdf()) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: fc.constant(Buffer.from('<html><script>window.__pwned=1</script></html>')) },
  { weight: 1, arbitrary: fc.constant(Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(64, 1)])) },
);

const fieldName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...Object.keys(APPLICANT)) },
  { weight: 1, arbitrary: fc.constantFrom('resume', '__proto__', 'constructor', 'prototype', '__proto__[polluted]', 'firstName[]', 'a[b][c]', '', '"', 'x\u0000y', '../resume') },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** A multipart application: usually the valid fields with one to three changed or added and one resume with a hostile name; sometimes anything. */
const applicationParts: fc.Arbitrary<MultipartPart[]> = fc
  .tuple(
    fc.array(fc.tuple(fieldName, fc.oneof(hostileString.map((text) => text.slice(0, 2_000)), fc.constantFrom(...HOSTILE_WORDS))), { minLength: 1, maxLength: 3 }),
    fc.oneof(
      { weight: 3, arbitrary: fc.tuple(fc.constant('resume'), fileName, fc.constant(tinyPdf()), fc.constant('application/pdf'), filenameForm).map((file) => [file]) },
      {
        weight: 1,
        arbitrary: fc.array(fc.tuple(fc.constantFrom('resume', 'file', '../resume', '__proto__'), fileName, fileBytes, fc.constantFrom('application/pdf', 'text/html', 'application/octet-stream', '../../x', ''), filenameForm), { maxLength: 2 }),
      },
    ),
    fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  )
  .map(([changes, files, keepValid]) => {
    const fields: Array<[string, string]> = keepValid ? Object.entries(APPLICANT) : [];
    for (const [name, value] of changes) {
      const at = fields.findIndex(([existing]) => existing === name);
      if (at >= 0) fields[at] = [name, value];
      else fields.push([name, value]);
    }
    return [
      ...fields.map(([name, value]) => ({ name: name.replace(/["\r\n]/g, ''), value })),
      ...files.map(([name, filename, value, contentType, form]) => ({ name, filename: form === 'quoted' ? filename.replace(/["\r\n]/g, '') : filename, filenameForm: form, value, contentType: contentType || undefined })),
    ];
  });

const STORED_RESUME = /^resumes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx?)$/;

describe('POST /api/apply under hostile multipart input', () => {
  const uploadsDir = () => join(fuzz.dataDir, 'uploads');
  const apply = async (parts: MultipartPart[], headers: Record<string, string> = {}, query = '') => {
    // With a human-check token, so a valid application is stored (the check runs after every other one).
    const { body, contentType } = multipartBody([{ name: 'turnstileToken', value: await humanCheckToken(fuzz.app) }, ...parts]);
    const request: RawRequest = { method: 'POST', path: withQuery('/api/apply', query), headers: { 'content-type': contentType, ...headers }, body };
    const response = await fuzz.live.send(request);
    expectSafeAnswer(request, response, true);
    const outcome = await expectStoredOnlyOnSuccess(request, response, APPLY_STORES, true);
    if (outcome !== 'refused') await expectOnlyStoredResumes(() => describeRequest(request));
    return outcome;
  };

  /** Every file under DATA_DIR is a resume stored under a random name, one per distinct file the application rows name (identical resumes share one). */
  const expectOnlyStoredResumes = async (context: () => string) => {
    const files = await filesUnder(fuzz.dataDir);
    const strays = files.filter((file) => !STORED_RESUME.test(file.replace(/^uploads\//, '')));
    if (strays.length > 0) expect.fail(`files that are not stored resumes: ${strays.join(', ')}\n${context()}`);
    const named = (await fuzz.database.db.selectDistinct({ file: hiringApplications.resumeFile }).from(hiringApplications)).map((row) => `uploads/resumes/${row.file}`);
    expect(files.sort(), `resume files against application rows, after ${context()}`).toEqual(named.sort());
  };

  const expectNothingEscaped = async () => {
    await expectOnlyStoredResumes(() => 'the last request of the property');
    const escaped = [tmpdir(), projectRoot, join(fuzz.dataDir, '..'), join(uploadsDir(), '..', '..', '..')].flatMap((folder) => {
      try {
        return readdirSync(folder).filter((name) => name.includes(MARKER));
      } catch {
        return [];
      }
    });
    expect(escaped, 'an upload was written under the name the visitor gave').toEqual([]);
  };

  afterAll(() => {
    for (const folder of [tmpdir(), projectRoot]) {
      for (const name of readdirSync(folder).filter((entry) => entry.includes(MARKER))) rmSync(join(folder, name), { recursive: true, force: true });
    }
  });

  it(`POST apply: ${RUNS} hostile multipart bodies (field names and values, path-traversal and NUL file names, wrong bytes)`, async () => {
    const outcomes: Record<string, number> = {};
    const junk = fc.tuple(fc.oneof(hostileString, wrongType.map((value) => JSON.stringify(value) ?? '')), jsonContentType).map(([text, type]) => ({ text, type }));
    await runProperty('POST apply body', fc.oneof({ weight: 5, arbitrary: applicationParts.map((parts) => ({ parts })) }, { weight: 1, arbitrary: junk }), async (generated) => {
      if ('parts' in generated) {
        const outcome = await apply(generated.parts);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        return;
      }
      const request: RawRequest = { method: 'POST', path: '/api/apply', headers: generated.type ? { 'content-type': generated.type } : {}, body: generated.text };
      const response = await fuzz.live.send(request);
      expectSafeAnswer(request, response, true);
      await expectStoredOnlyOnSuccess(request, response, APPLY_STORES, true);
    });
    await expectNothingEscaped();
    // Some generated applications are valid (stored under a random name) and most are refused.
    expect(outcomes.stored ?? 0).toBeGreaterThan(0);
    expect(outcomes.refused ?? 0).toBeGreaterThan(RUNS / 3);
  });

  const validParts = (): MultipartPart[] => [
    ...Object.entries(APPLICANT).map(([name, value]) => ({ name, value })),
    { name: 'resume', filename: `../../${MARKER}.pdf`, value: tinyPdf(), contentType: 'application/pdf' },
  ];

  /** A valid application a fifth of the time (stored), else a refused one. */
  const validOrNot = fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 4, arbitrary: fc.constant(false) });

  it(`POST apply: ${RUNS} hostile query strings`, async () => {
    await runProperty('POST apply query', fc.tuple(validOrNot, hostileQuery(['filename', 'resume', 'dir'], {})), async ([valid, query]) => {
      await apply(valid ? validParts() : [{ name: 'firstName', value: 'A' }], {}, query);
    });
    await expectNothingEscaped();
  });

  it(`POST apply: ${RUNS} hostile header sets`, async () => {
    await runProperty('POST apply headers', fc.tuple(validOrNot, hostileHeaders), async ([valid, headers]) => {
      const { ['content-type']: _type, ...others } = headers;
      await apply(valid ? validParts() : [{ name: 'firstName', value: 'A' }], others);
    });
    await expectNothingEscaped();
  });
});

/** The header helper must not smuggle controls (a test of the test's own generator). */
it('sends header values as latin1 text without controls', () => {
  expect(asHeaderValue('a\u0000b\r\nc😀')).toBe(`abc${Buffer.from('😀').toString('latin1')}`);
  expect(safeEncode('\uD800')).toBe('%ED%A0%80');
});
