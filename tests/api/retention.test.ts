import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { insertLead } from '../../api/db/repositories/lead-repository';
import { hiringApplications, idempotencyRecords, leads, outbox, phoneVerifications, smsOutbox } from '../../api/db/schema';
import { createLogger } from '../../api/server/logger';
import { createRetentionJob } from '../../api/services/retention-job';
import { createRetentionService, type RetentionPolicy } from '../../api/services/retention-service';
import { createUploadStorage } from '../../api/services/upload-storage';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { freshPhone, humanCheckToken, purchaseLead, verifyPhone, useFormsApp } from './forms-support';

const pdf = readFileSync(join(projectRoot, 'tests/fixtures/uploads/resume.pdf'));
const policy: RetentionPolicy = { leadDays: 760, applicationDays: 1461, operationalDays: 30, analyticsEventDays: 396 };
const DAY_MS = 24 * 60 * 60_000;

describe.each(databaseKinds())('the retention purge on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);

  /** Moves a row's creation back in time, as if it had been stored `days` ago. */
  const age = async (table: 'leads' | 'hiring_applications' | 'phone_verifications' | 'sms_outbox' | 'idempotency_records' | 'outbox', days: number, where = sql`true`) => {
    const at = new Date(Date.now() - days * DAY_MS).toISOString();
    const column = table === 'outbox' ? sql.raw('delivered_at') : sql.raw('created_at');
    await database.db.execute(sql`update ${sql.raw(table)} set ${column} = ${at}::timestamptz where ${where}`);
  };

  it('deletes leads, applications with their resumes, and operational records past their periods; keeps the rest', async () => {
    const { db } = database;
    const app = forms.app.callback();
    // A brokered-rate lead through the API (verification, idempotency record, queued e-mail) and two inserted leads.
    const phone = freshPhone();
    const verificationId = await verifyPhone(forms.app, db, phone);
    const brokered = await request(app)
      .post('/api/recordBrokerLead')
      .set('Idempotency-Key', randomUUID())
      .send({ ...purchaseLead(phone), verificationId, turnstileToken: await humanCheckToken(forms.app) })
      .expect(201);
    const recent = randomUUID();
    const base = { kind: 'quote' as const, fullName: 'Keep Me', email: 'keep@example.com', phone: '2485550101', loanType: 'purchase', phoneVerified: false, payload: { answers: {} } };
    await insertLead(db, { ...base, id: recent, createdAt: new Date(Date.now() - 700 * DAY_MS) });
    // Two different resumes (identical ones would share one file).
    const apply = async (email: string) =>
      request(app)
        .post('/api/apply')
        .field({ firstName: 'Ada', lastName: 'Old', position: 'Processor', email, phone: '2485550102', turnstileToken: await humanCheckToken(forms.app) })
        .attach('resume', Buffer.concat([pdf, Buffer.from(`% ${email}\n`)]), 'resume.pdf')
        .expect(201);
    const oldApplication = (await apply('old@example.com')).body.id as string;
    const newApplication = (await apply('new@example.com')).body.id as string;
    expect(forms.storedResumes()).toHaveLength(2);

    await age('leads', 761, sql`id = ${brokered.body.id}`);
    await age('hiring_applications', 1462, sql`id = ${oldApplication}`);
    await age('hiring_applications', 1000, sql`id = ${newApplication}`);
    await age('phone_verifications', 31);
    await age('sms_outbox', 31);
    await age('idempotency_records', 31);

    const service = createRetentionService({ db, storage: createUploadStorage(forms.resumesDir), policy });
    const report = await service.purgeExpired();
    expect(report).toMatchObject({ ran: true, leads: 1, applications: 1, resumeFiles: 1, phoneVerifications: 1, smsOutbox: 1 });
    expect(report.deliveries).toBe(2); // the old lead's e-mail and the old application's e-mail
    expect(report.idempotencyRecords).toBeGreaterThanOrEqual(1);

    expect((await db.select().from(leads).where(inArray(leads.id, [brokered.body.id, recent]))).map((row) => row.id)).toEqual([recent]);
    const applications = await db.select().from(hiringApplications);
    expect(applications.map((row) => row.id)).toEqual([newApplication]);
    expect(forms.storedResumes()).toEqual([applications[0]!.resumeFile]);
    expect(await db.select().from(phoneVerifications)).toEqual([]);
    expect(await db.select().from(smsOutbox)).toEqual([]);
    expect(await db.select().from(idempotencyRecords)).toEqual([]);
    expect((await db.select().from(outbox)).map((item) => item.subjectId)).toEqual([newApplication]);

    const again = await service.purgeExpired();
    expect(again).toMatchObject({ ran: true, leads: 0, applications: 0, deliveries: 0, phoneVerifications: 0 });
  });

  it('delivered items are deleted after the operational period; pending and dead ones wait for their lead', async () => {
    const { db } = database;
    const id = randomUUID();
    await db.insert(outbox).values([
      { id: `${id}-sent`, channel: 'email', subjectType: 'lead', subjectId: id, payload: {}, status: 'delivered', nextAttemptAt: new Date(), createdAt: new Date(), deliveredAt: new Date() },
      { id: `${id}-dead`, channel: 'webhook', subjectType: 'lead', subjectId: id, payload: {}, status: 'dead', nextAttemptAt: new Date(), createdAt: new Date() },
    ]);
    await age('outbox', 31, sql`id = ${`${id}-sent`}`);
    await createRetentionService({ db, storage: createUploadStorage(forms.resumesDir), policy }).purgeExpired();
    expect((await db.select().from(outbox)).filter((item) => item.subjectId === id).map((item) => item.status)).toEqual(['dead']);
  });
});

describe('the scheduled retention job', () => {
  it('runs a first pass shortly after start, then every period, and logs failures without stopping', async () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const logger = createLogger('info', { write: (line: string) => lines.push(line) });
      let calls = 0;
      const retention = {
        purgeExpired: async () => {
          calls += 1;
          if (calls === 2) throw new Error('database away');
          return { ran: true, leads: calls, applications: 0, resumeFiles: 0, deliveries: 0, phoneVerifications: 0, smsOutbox: 0, idempotencyRecords: 0, expiredCounters: 0, expiredRemovalRequests: 0, analyticsDaysRolledUp: 0, analyticsEvents: 0 };
        },
      };
      const job = createRetentionJob({ retention, logger, firstAfterMs: 1_000, everyMs: 60_000 });
      job.start();
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls).toBe(2);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls).toBe(3);
      await job.stop();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(calls).toBe(3);
      expect(lines.filter((line) => line.includes('retention: purge finished'))).toHaveLength(2);
      expect(lines.some((line) => line.includes('retention: purge failed'))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
