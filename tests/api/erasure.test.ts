import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { openPglite, type Executor } from '../../api/db/database';
import { insertLead } from '../../api/db/repositories/lead-repository';
import { erasureAudit, hiringApplications, leads, outbox, phoneVerifications, removalRequests, smsOutbox } from '../../api/db/schema';
import { readServerConfig } from '../../api/config/server-config';
import { resumesFolder } from '../../api/composition/providers';
import { createErasureService } from '../../api/services/erasure-service';
import { createUploadStorage } from '../../api/services/upload-storage';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { formsTestApp, humanCheckToken, purchaseLead, verifyPhone, useFormsApp } from './forms-support';
import { confirmByCode, confirmByLink, postRemoval } from './removal-support';

const pdf = readFileSync(join(projectRoot, 'tests/fixtures/uploads/resume.pdf'));

const person = { email: 'Erin.Erase@Example.com', phone: '2485550161' };
const other = { email: 'oscar.other@example.com', phone: '2485550162' };

/** Everything one person leaves through the site: leads of several kinds, applications with files, verifications. */
async function seedPerson(app: Koa, db: Executor, who: { email: string; phone: string }, emailOnlyPhone: string): Promise<void> {
  const verificationId = await verifyPhone(app, db, who.phone);
  await request(app.callback()).post('/api/recordBrokerLead').send({ ...purchaseLead(who.phone, { email: who.email }), verificationId, turnstileToken: await humanCheckToken(app) }).expect(201);
  // A quote lead with the same e-mail but another phone, in a different case: found by e-mail.
  await insertLead(db, {
    id: randomUUID(), kind: 'quote', createdAt: new Date(), fullName: 'Erin Erase', email: who.email.toLowerCase(), phone: emailOnlyPhone,
    loanType: 'purchase', phoneVerified: false, payload: { answers: {} },
  });
  const apply = async (email: string, phone: string) =>
    request(app.callback()).post('/api/apply')
      .field({ firstName: 'Erin', lastName: 'Erase', position: 'Processor', email, phone, turnstileToken: await humanCheckToken(app) })
      // A resume of each application's own (identical resumes would share one stored file).
      .attach('resume', Buffer.concat([pdf, Buffer.from(`% ${email} ${phone}\n`)]), 'resume.pdf')
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
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);


  it('removes every lead, application with its resume, and verification record of the person; others stay; a second run changes nothing', async () => {
    const { db } = database;
    await seedPerson(forms.app, db, person, '2485550163');
    await seedPerson(forms.app, db, other, '2485550164');
    const before = await counts(db);
    expect(before.applications).toHaveLength(4);
    expect(forms.storedResumes()).toHaveLength(4);
    // Per person: the brokered-rate lead's e-mail and two applications' e-mails (the directly inserted lead has none).
    expect(before.deliveries).toHaveLength(6);

    const removal = await postRemoval(forms.app, { name: 'Erin Erase', email: person.email, phoneNumber: person.phone, confirmation: true }).expect(201);
    await confirmByLink(forms.app, db, removal.body.id, person.email);
    await confirmByCode(forms.app, db, removal.body.id, person.phone);

    const storage = createUploadStorage(resumesFolder(readServerConfig({ DATA_DIR: forms.dataDir })));
    const erasure = createErasureService({ db, storage });
    const [record, ...more] = await erasure.processOpenRequests();
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      removalRequestId: removal.body.id,
      confirmed: { email: true, phone: true },
      leads: { count: 2 },
      applications: { count: 2, resumeFiles: 2 },
      phoneVerifications: { count: 1 },
      // The verification code and the removal request's own code.
      smsOutbox: { count: 2 },
      // The person's lead e-mail, two application e-mails, and the request's link, notice and two confirmation notices.
      deliveries: { count: 7 },
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
    expect(audit!.confirmed).toEqual({ email: true, phone: true });

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
    const removal = await postRemoval(forms.app, { name: 'Erin Erase', email: person.email, phoneNumber: person.phone, confirmation: true }).expect(201);
    await confirmByLink(forms.app, database.db, removal.body.id, person.email);
    await confirmByCode(forms.app, database.db, removal.body.id, person.phone);
    // Another request nobody confirmed: it waits, and erases nothing.
    await postRemoval(forms.app, { name: 'Mallory', email: other.email, phoneNumber: other.phone, confirmation: true }).expect(201);
    const files = readdirOf(join(dataDir, 'uploads', 'resumes'));
    expect(files).toHaveLength(4);
    await database.close();

    const first = runCli();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^Processed 1 removal request: removed 2 leads, 2 hiring applications \(and 2 resume files no other application uses\), 1 phone verifications and 2 outbox messages\./);
    expect(first.stdout).toContain('1 unconfirmed removal request is waiting for the requester to confirm');
    expect(readdirOf(join(dataDir, 'uploads', 'resumes'))).toHaveLength(2);

    const second = runCli();
    expect(second.status).toBe(0);
    expect(second.stdout.split('\n')[0]).toBe('No open removal requests.');

    database = await openPglite({ dataDir });
    try {
      const remaining = await counts(database.db);
      expect(remaining.leads.every((entry) => entry.startsWith(other.email))).toBe(true);
      expect(remaining.applications.every((file) => existsSync(join(dataDir, 'uploads', 'resumes', file)))).toBe(true);
    } finally {
      await database.close();
      forms.cleanUp();
    }
    // A fresh embedded database and two command runs compiled on the fly: close to a minute on a busy machine.
  }, 180_000);
});

function readdirOf(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
