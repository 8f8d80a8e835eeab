import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { hiringApplications } from '../../api/db/schema';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { hiringRules } from './forms-rules';
import { formsTestApp, humanCheckToken, useFormsApp } from './forms-support';

const fixtures = join(projectRoot, 'tests/fixtures/uploads');
const pdf = readFileSync(join(fixtures, 'resume.pdf'));
const docx = readFileSync(join(fixtures, 'resume.docx'));
/** The first bytes of a PNG image. */
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
/** An old Word file starts as an OLE compound file. */
const oleDoc = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096 - 8, 0)]);
/** A Linux executable's header. */
const elf = Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(512, 1)]);

const applicant = {
  firstName: 'Jane',
  lastName: 'Applicant',
  position: 'Loan Officer',
  email: 'Jane.Applicant@Example.com',
  phone: '2485550188',
  linkedin: 'linkedin.com/in/jane-applicant',
  nmls: '123456',
};


describe.each(databaseKinds())('POST /api/apply on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);


  let rowsBefore = 0;
  let filesBefore = 0;
  beforeEach(async () => {
    rowsBefore = (await database.db.select().from(hiringApplications)).length;
    filesBefore = forms.storedResumes().length;
  });
  const nothingStored = async () => {
    expect(await database.db.select().from(hiringApplications)).toHaveLength(rowsBefore);
    expect(forms.storedResumes()).toHaveLength(filesBefore);
  };

  /** Sends an application with a fresh human-check token (a refused one does not spend it). */
  const apply = (fields: Record<string, string | undefined>, file?: { bytes: Buffer; name: string }, headers: Record<string, string> = {}) => ({
    async expect(status: number) {
      let call = request(forms.app.callback()).post('/api/apply').set(headers).field('turnstileToken', await humanCheckToken(forms.app));
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) call = call.field(name, value);
      if (file) call = call.attach('resume', file.bytes, file.name);
      return call.expect(status);
    },
  });

  it.each(hiringRules)('$rule: refused with its message, accepted when it holds', async ({ valid, invalid, field, message }) => {
    const refused = await apply({ ...applicant, ...invalid }, { bytes: pdf, name: 'resume.pdf' }).expect(422);
    expect(refused.body.error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    await nothingStored();
    await apply({ ...applicant, ...valid }, { bytes: pdf, name: 'resume.pdf' }).expect(201);
  });

  it('accepts a real PDF and stores it outside the public folders under a random name with its SHA-256', async () => {
    const response = await apply(applicant, { bytes: pdf, name: 'Jane Resume.pdf' }).expect(201);
    expect(response.body).toEqual({ success: true, id: expect.any(String) });
    const [row] = await database.db.select().from(hiringApplications).where(eq(hiringApplications.id, response.body.id));
    expect(row).toMatchObject({
      firstName: 'Jane',
      email: 'jane.applicant@example.com',
      phone: '2485550188',
      linkedin: 'linkedin.com/in/jane-applicant',
      nmls: '123456',
      resumeType: 'application/pdf',
      resumeSize: pdf.length,
      resumeOriginalName: 'Jane Resume.pdf',
      resumeSha256: createHash('sha256').update(pdf).digest('hex'),
    });
    expect(row!.resumeFile).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const stored = join(forms.resumesDir, row!.resumeFile);
    expect(readFileSync(stored).equals(pdf)).toBe(true);
    expect(statSync(stored).mode & 0o077).toBe(0);
    expect(forms.resumesDir.startsWith(forms.dataDir)).toBe(true);
  });

  it('accepts a real DOCX, and an old .doc (an OLE compound file)', async () => {
    const docxAnswer = await apply(applicant, { bytes: docx, name: 'resume.docx' }).expect(201);
    const [docxRow] = await database.db.select().from(hiringApplications).where(eq(hiringApplications.id, docxAnswer.body.id));
    expect(docxRow!.resumeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docxRow!.resumeFile).toMatch(/\.docx$/);
    const docAnswer = await apply(applicant, { bytes: oleDoc, name: 'resume.DOC' }).expect(201);
    const [docRow] = await database.db.select().from(hiringApplications).where(eq(hiringApplications.id, docAnswer.body.id));
    expect(docRow!.resumeType).toBe('application/msword');
  });

  it('refuses a missing resume', async () => {
    const response = await apply(applicant).expect(422);
    expect(response.body.error.fields).toEqual({ resume: 'Resume is required' });
    await nothingStored();
  });

  it('refuses a 5 MB file while it streams, with the size message, and stores nothing', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length, 32)]);
    const response = await apply(applicant, { bytes: big, name: 'resume.pdf' }).expect(413);
    expect(response.body.error).toEqual({ code: 'payload_too_large', message: 'Resume must be less than 4MB', fields: { resume: 'Resume must be less than 4MB' } });
    await nothingStored();
  });

  it('accepts 4 MB less one byte, refuses exactly 4 MB', async () => {
    const justUnder = Buffer.concat([pdf, Buffer.alloc(4 * 1024 * 1024 - 1 - pdf.length, 32)]);
    await apply(applicant, { bytes: justUnder, name: 'resume.pdf' }).expect(201);
    const exactly = Buffer.concat([justUnder, Buffer.from(' ')]);
    await apply(applicant, { bytes: exactly, name: 'resume.pdf' }).expect(413);
  });

  it.each([
    ['a PNG renamed .pdf', png, 'resume.pdf'],
    ['an executable renamed .docx', elf, 'resume.docx'],
    ['a text file renamed .doc', Buffer.from('just some text, not a document'), 'resume.doc'],
    ['an OLE file not named .doc', oleDoc, 'resume.pdf'],
    ['an empty file', Buffer.alloc(0), 'resume.pdf'],
    ['a PDF named .exe', pdf, 'resume.exe'],
  ])('refuses %s by its bytes or name, and stores nothing', async (_label, bytes, name) => {
    const response = await apply(applicant, { bytes, name }).expect(422);
    expect(response.body.error.fields).toEqual({ resume: 'Resume must be a PDF or Word document' });
    await nothingStored();
  });

  it('refuses a request that is not multipart, and a second file part', async () => {
    await request(forms.app.callback()).post('/api/apply').send(applicant).expect(415);
    const twoFiles = await request(forms.app.callback())
      .post('/api/apply')
      .field('firstName', 'Jane')
      .attach('resume', pdf, 'a.pdf')
      .attach('other', pdf, 'b.pdf')
      .expect(400);
    expect(twoFiles.body.error.code).toBe('bad_request');
    await nothingStored();
  });

  it('answers a repeated Idempotency-Key with the first answer, one row and one file', async () => {
    const headers = { 'Idempotency-Key': 'apply-once-12345' };
    // A resume not sent before (an identical one would share the stored file).
    const own = Buffer.concat([pdf, Buffer.from('% sent once\n')]);
    const first = await apply(applicant, { bytes: own, name: 'resume.pdf' }, headers).expect(201);
    const again = await apply(applicant, { bytes: own, name: 'resume.pdf' }, headers).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await database.db.select().from(hiringApplications)).toHaveLength(rowsBefore + 1);
    expect(forms.storedResumes()).toHaveLength(filesBefore + 1);
  });

  it('stores no row when the file cannot be written', async () => {
    const broken = formsTestApp(database.db);
    mkdirSync(join(broken.dataDir, 'uploads'), { recursive: true });
    writeFileSync(broken.resumesDir, 'a file where the folder should be');
    try {
      await request(broken.app.callback()).post('/api/apply').field({ ...applicant, turnstileToken: await humanCheckToken(broken.app) }).attach('resume', pdf, 'resume.pdf').expect(500);
      await nothingStored();
    } finally {
      broken.cleanUp();
    }
  });

  it('removes the file when the row cannot be stored', async () => {
    // The row is inserted, then the transaction fails to commit: the file written for it must go too.
    const failingCommit = new Proxy(database.db, {
      get(target, property) {
        if (property === 'transaction') {
          return (write: (tx: unknown) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              await write(tx);
              throw new Error('commit failed');
            });
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const broken = formsTestApp(failingCommit);
    try {
      await request(broken.app.callback()).post('/api/apply').field({ ...applicant, turnstileToken: await humanCheckToken(broken.app) }).attach('resume', pdf, 'resume.pdf').expect(500);
      expect(broken.storedResumes()).toEqual([]);
      await nothingStored();
    } finally {
      broken.cleanUp();
    }
  });
});
