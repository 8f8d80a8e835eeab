import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type Koa from 'koa';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../api/config/server-config';
import { listByStatus } from '../../api/db/repositories/outbox-repository';
import { hiringApplications, rateLimits } from '../../api/db/schema';
import { readDeliverySettings } from '../../api/delivery/delivery-settings';
import { createEmlFileTransport, type QueuedEmail } from '../../api/delivery/email-transport';
import { createOutboxDeliverer } from '../../api/delivery/outbox-deliverer';
import { createLogger } from '../../api/server/logger';
import { createUploadStorage } from '../../api/services/upload-storage';
import { resumeRefusals } from '../../api/services/resume-inspection/resume-refusals';
import {
  inflatingDocx,
  macroDocx,
  macroOleDoc,
  pdfHtmlPolyglot,
  pdfWithEmbeddedFile,
  pdfWithHiddenJavaScript,
  pdfWithJavaScript,
  plainDocx,
  plainPdf,
  remoteTemplateDocx,
} from '../support/resume-fixtures';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { formsTestApp, humanCheckToken, type FormsTestApp, useFormsApp } from './forms-support';

const MiB = 1024 * 1024;
const applicant = { firstName: 'Jose', lastName: 'Nunez', position: 'Loan Officer', email: 'jose.nunez@example.com', phone: '2485550190' };
/** A PDF of `size` bytes (the plain one, padded after its end). */
const pdfOfSize = (size: number) => Buffer.concat([plainPdf(), Buffer.alloc(size - plainPdf().length, 0x20)]);

interface Upload {
  bytes: Buffer;
  name: string;
  contentType?: string;
}

/**
 * Sends an application as the form does, with a fresh human-check token unless `token` says otherwise;
 * `.expect(status)` checks the answer's status (showing its body when it differs).
 */
function apply(app: Koa, file: Upload, options: { token?: string | null; address?: string; fields?: Record<string, string> } = {}) {
  const send = async () => {
    const token = options.token === undefined ? await humanCheckToken(app) : options.token;
    let call = request(app.callback()).post('/api/apply');
    if (options.address) call = call.set('X-Forwarded-For', options.address);
    for (const [name, value] of Object.entries(options.fields ?? applicant)) call = call.field(name, value);
    if (token !== null) call = call.field('turnstileToken', token);
    return call.attach('resume', file.bytes, { filename: file.name, contentType: file.contentType ?? 'application/pdf' });
  };
  return {
    async expect(status: number) {
      const response = await send();
      expect(response.status, response.text).toBe(status);
      return response;
    },
  };
}

describe.each(databaseKinds())('hiring uploads on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);

  let rowsBefore = 0;
  let filesBefore = 0;
  let queuedBefore = 0;
  beforeEach(async () => {
    rowsBefore = (await database.db.select().from(hiringApplications)).length;
    filesBefore = forms.storedResumes().length;
    queuedBefore = (await listByStatus(database.db, ['pending'])).length;
  });
  const nothingStored = async (app: FormsTestApp = forms) => {
    expect(await database.db.select().from(hiringApplications)).toHaveLength(rowsBefore);
    expect(app.storedResumes().filter((name) => !name.endsWith('.part'))).toHaveLength(app === forms ? filesBefore : 0);
    expect(await listByStatus(database.db, ['pending'])).toHaveLength(queuedBefore);
  };
  const rowOf = async (id: string) => (await database.db.select().from(hiringApplications).where(eq(hiringApplications.id, id)))[0]!;

  describe('the human check', () => {
    it('is required: without a token, or with a forged one, 403 naming turnstileToken and nothing stored', async () => {
      for (const token of [null, 'forged.token']) {
        const response = await apply(forms.app, { bytes: plainPdf(), name: 'resume.pdf' }, { token }).expect(403);
        expect(response.body.error).toMatchObject({ code: 'human_check_required', fields: { turnstileToken: expect.any(String) } });
      }
      await nothingStored();
    });

    it('is spent only by an application every other check accepted, and only once', async () => {
      const token = await humanCheckToken(forms.app);
      await apply(forms.app, { bytes: plainPdf(), name: 'resume.pdf' }, { token, fields: { ...applicant, email: 'not-an-email' } }).expect(422);
      await apply(forms.app, { bytes: pdfWithJavaScript(), name: 'resume.pdf' }, { token }).expect(422);
      await apply(forms.app, { bytes: plainPdf(), name: 'resume.pdf' }, { token }).expect(201);
      const again = await apply(forms.app, { bytes: plainPdf(), name: 'resume.pdf' }, { token }).expect(403);
      expect(again.body.error.code).toBe('human_check_required');
    });
  });

  describe('risky resumes are refused with 422 naming resume, and nothing is stored', () => {
    it.each([
      ['a PDF/HTML polyglot', pdfHtmlPolyglot, 'resume.pdf', resumeRefusals.pdfMarkup],
      ['a PDF that runs JavaScript when opened', pdfWithJavaScript, 'resume.pdf', resumeRefusals.pdfActiveContent],
      ['a PDF whose JavaScript hides in a compressed object stream under an escaped name', pdfWithHiddenJavaScript, 'resume.pdf', resumeRefusals.pdfActiveContent],
      ['a PDF carrying an embedded file', pdfWithEmbeddedFile, 'resume.pdf', resumeRefusals.pdfActiveContent],
      ['a macro-enabled .docx', macroDocx, 'resume.docx', resumeRefusals.macros],
      ['a .docx loading a remote template', remoteTemplateDocx, 'resume.docx', resumeRefusals.externalContent],
      ['a .docx inflating to 64 MB (declaring 1 KB)', () => inflatingDocx(64), 'resume.docx', resumeRefusals.expandsTooLarge],
      ['an old .doc with a macros storage', macroOleDoc, 'resume.doc', resumeRefusals.macros],
    ])('%s', async (_label, build, name, message) => {
      const bytes = build();
      expect(bytes.length).toBeLessThan(MiB);
      const response = await apply(forms.app, { bytes, name }).expect(422);
      expect(response.body.error).toEqual({ code: 'validation_failed', message: expect.any(String), fields: { resume: message } });
      await nothingStored();
    });

    it('while a plain DOCX with a web link, one inflating to 40 MB, and a plain .doc are accepted', async () => {
      await apply(forms.app, { bytes: plainDocx(), name: 'resume.docx' }).expect(201);
      await apply(forms.app, { bytes: inflatingDocx(40), name: 'resume.docx' }).expect(201);
      const plainDoc = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096 - 8, 0)]);
      await apply(forms.app, { bytes: plainDoc, name: 'resume.doc' }).expect(201);
    });
  });

  it('stores identical resumes once: two applications, one file on disk, written again if it went missing', async () => {
    const bytes = pdfOfSize(20_000);
    const first = await apply(forms.app, { bytes, name: 'first.pdf' }).expect(201);
    const second = await apply(forms.app, { bytes, name: 'second.pdf' }).expect(201);
    const [one, two] = [await rowOf(first.body.id), await rowOf(second.body.id)];
    expect(two.resumeFile).toBe(one.resumeFile);
    expect([one.resumeOriginalName, two.resumeOriginalName]).toEqual(['first.pdf', 'second.pdf']);
    expect(forms.storedResumes()).toHaveLength(filesBefore + 1);
    expect(readFileSync(join(forms.resumesDir, one.resumeFile)).equals(bytes)).toBe(true);

    unlinkSync(join(forms.resumesDir, one.resumeFile));
    const third = await apply(forms.app, { bytes, name: 'third.pdf' }).expect(201);
    const three = await rowOf(third.body.id);
    expect(three.resumeFile).not.toBe(one.resumeFile);
    expect(readFileSync(join(forms.resumesDir, three.resumeFile)).equals(bytes)).toBe(true);
  });

  it('refuses the 21st MB one address uploads in a day (the 20 MiB default): 429 with Retry-After naming resume, nothing stored', async () => {
    const budgeted = formsTestApp(database.db, { TRUST_PROXY: 'true', UPLOAD_BYTES_PER_DAY_PER_ADDRESS: '' });
    expect(readServerConfig({}).uploadBytesPerDayPerAddress).toBe(20 * MiB);
    const address = `203.0.113.${10 + databaseKinds().indexOf(kind)}`;
    try {
      // Five resumes at the 4 MB limit: 20 MiB less 5 bytes.
      for (let n = 0; n < 5; n += 1) await apply(budgeted.app, { bytes: pdfOfSize(4 * MiB - 1 - n), name: `r${n}.pdf` }, { address }).expect(201);
      const rows = (await database.db.select().from(hiringApplications)).length;
      const files = budgeted.storedResumes().length;
      const token = await humanCheckToken(budgeted.app);
      const refused = await apply(budgeted.app, { bytes: pdfOfSize(MiB), name: 'one-more.pdf' }, { address, token }).expect(429);
      expect(refused.body.error).toMatchObject({ code: 'rate_limited', fields: { resume: expect.any(String) } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(24 * 60 * 60);
      expect(await database.db.select().from(hiringApplications)).toHaveLength(rows);
      expect(budgeted.storedResumes()).toHaveLength(files);
      // The budget is the address's own, and the refusal did not spend the visitor's token.
      await apply(budgeted.app, { bytes: pdfOfSize(MiB), name: 'one-more.pdf' }, { address: '203.0.113.99', token }).expect(201);
      // The budget lives in the database, where every server process counts it.
      const [window] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, `upload-bytes:${address}`));
      expect(window!.hits).toBe(20 * MiB - 15);
    } finally {
      budgeted.cleanUp();
    }
  });

  it('refuses applications with 503 and Retry-After when the uploads disk is below its floor, and logs why without personal data', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const full = formsTestApp(database.db, { UPLOAD_MIN_FREE_MB: String(2 ** 40) }, { logger });
    try {
      const token = await humanCheckToken(full.app);
      const response = await apply(full.app, { bytes: plainPdf(), name: 'resume.pdf' }, { token }).expect(503);
      expect(response.body.error).toMatchObject({ code: 'insufficient_storage', message: expect.any(String) });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      await nothingStored(full);
      const line = lines.map((text) => JSON.parse(text)).find((entry) => /free-space floor/.test(entry.msg));
      expect(line).toMatchObject({ freeBytes: expect.any(Number), minFreeBytes: 2 ** 40 * MiB });
      expect(lines.join('\n')).not.toMatch(/jose|nunez|2485550190/i);
      // Not spent by the refusal.
      await apply(forms.app, { bytes: plainPdf(), name: 'resume.pdf' }, { token: await humanCheckToken(forms.app) }).expect(201);
    } finally {
      full.cleanUp();
    }
  });

  it('keeps a UTF-8 file name intact, and mails the resume as an attachment of the type its bytes have', async () => {
    const response = await apply(forms.app, { bytes: plainPdf(), name: 'José Núñez.pdf', contentType: 'text/html' }).expect(201);
    const row = await rowOf(response.body.id);
    expect(row.resumeOriginalName).toBe('José Núñez.pdf');
    expect(row.resumeType).toBe('application/pdf');

    const item = (await listByStatus(database.db, ['pending'])).find((queued) => queued.subjectId === response.body.id)!;
    expect((item.payload as QueuedEmail).attachments).toEqual([
      { filename: 'José Núñez.pdf', contentType: 'application/pdf', contentDisposition: 'attachment', upload: row.resumeFile },
    ]);
    const mailFolder = mkdtempSync(join(tmpdir(), 'hiring-mail-'));
    try {
      const transport = createEmlFileTransport(mailFolder, 'robot@harborpointmortgage.com', createLogger('silent'));
      await createOutboxDeliverer(transport, readDeliverySettings({}), createUploadStorage(forms.resumesDir).path)(item);
      const raw = readFileSync(join(mailFolder, readdirSync(mailFolder)[0]!));
      const parsed = await simpleParser(raw);
      expect(parsed.attachments).toHaveLength(1);
      expect(parsed.attachments[0]).toMatchObject({ filename: 'José Núñez.pdf', contentType: 'application/pdf', contentDisposition: 'attachment' });
      expect(parsed.attachments[0]!.content.equals(plainPdf())).toBe(true);
      const part = raw.toString('latin1').split(/\n--/).find((section) => /Content-Disposition:/i.test(section))!;
      expect(part).toMatch(/^Content-Type: application\/pdf/im);
      expect(part).toMatch(/^Content-Disposition: attachment;/im);
      expect(part).not.toMatch(/text\/html/i);
    } finally {
      rmSync(mailFolder, { recursive: true, force: true });
    }
  });

  it('attaches a disguised name as a plain name with the extension of the real type', async () => {
    const response = await apply(forms.app, { bytes: plainDocx(), name: 'cv\u202Excod.docx' }).expect(201);
    const item = (await listByStatus(database.db, ['pending'])).find((queued) => queued.subjectId === response.body.id)!;
    expect((item.payload as QueuedEmail).attachments![0]!.filename).toBe('cvxcod.docx');
  });
});
