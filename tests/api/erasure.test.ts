import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { openPglite, type DatabaseHandle, type Executor } from '../../api/db/database';
import { insertLead } from '../../api/db/repositories/lead-repository';
import { erasureAudit, hiringApplications, leads, outbox, phoneVerifications, removalRequests, smsOutbox } from '../../api/db/schema';
import { readServerConfig } from '../../api/config/server-config';
import { resumesFolder } from '../../api/forms/form-feature';
import { createErasureService } from '../../api/services/erasure-service';
import { createUploadStorage } from '../../api/services/upload-storage';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { formsTestApp, humanCheckToken, purchaseLead, verifyPhone } from './forms-support';

const pdf = readFileSync(join(projectRoot, 'tests/fixtures/uploads/resume.pdf'));

const person = { email: 'Erin.Erase@Example.com', phone: '2485550161' };
const other = { email: 'oscar.other@example.com', phone: '2485550162' };

/** Everything one person leaves through the site: leads of several kinds, applications with files, verifications. */
async function seedPerson(app: Koa, db: Executor, who: { email: string; phone: string }, emailOnlyPhone: string): Promise<void> {
  await verifyPhone(app, db, who.phone);
  await request(app.callback()).post('/api/recordBrokerLead').send({ ...purchaseLead(who.phone, { email: who.email }), turnstileToken: await humanCheckToken(app) }).expect(201);
  // A quote lead with the same e-mail but another phone, in a different case: found by e-mail.
  await insertLead(db, {
    id: randomUUID(), kind: 'quote', createdAt: new Date(), fullName: 'Erin Erase', email: who.email.toLowerCase(), phone: emailOnlyPhone,
    loanType: 'purchase', phoneVerified: false, payload: { answers: {} },
  });
  const apply = (email: string, phone: string) =>
    request(app.callback()).post('/api/apply')
      .field({ firstName: 'Erin', lastName: 'Erase', position: 'Processor', email, phone })
      .attach('resume', pdf, 'resume.pdf')
      .expect(201);
  await apply(who.email.toUpperCase(), '2485550199'); // matched by e-mail
  await apply('someone.else@example.com', who.phone); // matched by phone
}

async function counts(db: Executor) {
  return {
    leads: (await db.select().from(leads)).map((row) => `${row.email}|${row.phone}`),
    applications: (await db.select().from(hiringApplications)).map((row) => row.resumeFile),
    verifications: (await db.select().from(phoneVerifications)).map((row) => row.phone),
    outbox: (await db.select().from(smsOutbox)).map((row) => row.phone),
    /** Pending deliveries to staff (lead and application e-mails, the removal notice), as their subjects. */
    deliveries: (await db.select().from(outbox)).map((row) => `${row.subjectType}:${row.subjectId}`),
  };
}

describe.each(databaseKinds())('privacy erasure on %s', (kind) => {
  let database: DatabaseHandle;
  let forms: ReturnType<typeof formsTestApp>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    forms = formsTestApp(database.db);
  });
  afterAll(async () => {
    await database?.close();
    forms?.cleanUp();
  });

  it('removes every lead, application with its resume, and verification record of the person; others stay; a second run changes nothing', async () => {
    const { db } = database;
    await seedPerson(forms.app, db, person, '2485550163');
    await seedPerson(forms.app, db, other, '2485550164');
    const before = await counts(db);
    expect(before.applications).toHaveLength(4);
    expect(forms.storedResumes()).toHaveLength(4);
    // Per person: the brokered-rate lead's e-mail and two applications' e-mails (the directly inserted lead has none).
    expect(before.deliveries).toHaveLength(6);

    const removal = await request(forms.app.callback())
      .post('/api/requestRemoval')
      .send({ name: 'Erin Erase', email: person.email, phoneNumber: person.phone, confirmation: true })
      .expect(201);

    const storage = createUploadStorage(resumesFolder(readServerConfig({ DATA_DIR: forms.dataDir })));
    const erasure = createErasureService({ db, storage });
    const [record, ...more] = await erasure.processOpenRequests();
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      removalRequestId: removal.body.id,
      leads: { count: 2 },
      applications: { count: 2, resumeFiles: 2 },
      phoneVerifications: { count: 1 },
      smsOutbox: { count: 1 },
      // The person's lead e-mail, two application e-mails, and the removal notice to the privacy inbox.
      deliveries: { count: 4 },
    });

    const after = await counts(db);
    expect(after.leads.sort()).toEqual([`${other.email}|${other.phone}`, `${other.email}|2485550164`].sort());
    expect(after.applications).toHaveLength(2);
    expect(forms.storedResumes().sort()).toEqual([...after.applications].sort());
    expect(after.verifications).toEqual([other.phone]);
    expect(after.outbox).toEqual([other.phone]);
    expect(after.deliveries).toHaveLength(3);
    const pendingPayloads = JSON.stringify(await db.select().from(outbox));
    expect(pendingPayloads).toContain('oscar.other@example.com');
    expect(pendingPayloads).not.toMatch(/erin\.erase|2485550161|555-0161/i);
    expect(JSON.stringify(after)).not.toMatch(/erin|2485550161|2485550163/i);

    const [request_] = await db.select().from(removalRequests);
    expect(request_).toMatchObject({ id: removal.body.id, status: 'processed', processedAt: expect.any(Date) });
    for (const value of [request_!.name, request_!.email, request_!.phone]) expect(value).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    const [audit] = await db.select().from(erasureAudit);
    expect(audit!.removalRequestId).toBe(removal.body.id);
    expect(JSON.stringify(audit)).not.toMatch(/erin|erase|2485550161/i);
    expect(audit!.removed).toMatchObject({ leads: { count: 2, ids: record!.leads.ids }, applications: { count: 2 } });

    expect(await erasure.processOpenRequests()).toEqual([]);
    expect(await counts(db)).toEqual(after);
    expect(await db.select().from(erasureAudit)).toHaveLength(1);
  });
});

describe('npm run privacy:erase (api/cli/privacy-erase.ts) on the embedded database', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'erase-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const runCli = () =>
    spawnSync(process.execPath, ['--import', 'tsx', join(projectRoot, 'api/cli/privacy-erase.ts')], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });

  it('erases as staff run it, and says so; a second run finds nothing to do', async () => {
    let database = await openPglite({ dataDir });
    const forms = formsTestApp(database.db, { DATA_DIR: dataDir });
    await seedPerson(forms.app, database.db, person, '2485550163');
    await seedPerson(forms.app, database.db, other, '2485550164');
    await request(forms.app.callback()).post('/api/requestRemoval').send({ name: 'Erin Erase', email: person.email, phoneNumber: person.phone, confirmation: true }).expect(201);
    const files = readdirOf(join(dataDir, 'uploads', 'resumes'));
    expect(files).toHaveLength(4);
    await database.close();

    const first = runCli();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^Processed 1 removal request: removed 2 leads, 2 hiring applications \(and their resume files\), 1 phone verifications and 1 outbox messages\./);
    expect(readdirOf(join(dataDir, 'uploads', 'resumes'))).toHaveLength(2);

    const second = runCli();
    expect(second.status).toBe(0);
    expect(second.stdout.trim()).toBe('No open removal requests.');

    database = await openPglite({ dataDir });
    try {
      const remaining = await counts(database.db);
      expect(remaining.leads.every((entry) => entry.startsWith(other.email))).toBe(true);
      expect(remaining.applications.every((file) => existsSync(join(dataDir, 'uploads', 'resumes', file)))).toBe(true);
    } finally {
      await database.close();
      forms.cleanUp();
    }
  }, 60_000);
});

function readdirOf(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
