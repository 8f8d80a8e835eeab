import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, removalRequests } from '../../api/db/schema';
import { insertLead } from '../../api/db/repositories/lead-repository';
import { createErasureService } from '../../api/services/erasure-service';
import { createRetentionService, type RetentionPolicy } from '../../api/services/retention-service';
import { createUploadStorage } from '../../api/services/upload-storage';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { freshPhone, useFormsApp } from './forms-support';
import { confirmByLink, confirmRemoval, linkSentFor, postRemoval, removalEmails } from './removal-support';

const policy: RetentionPolicy = { leadDays: 760, applicationDays: 1461, operationalDays: 30, analyticsEventDays: 396 };

describe.each(databaseKinds())('unconfirmed removal requests lapse on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);

  const rowOf = async (id: string) => (await database.db.select().from(removalRequests).where(eq(removalRequests.id, id)))[0]!;
  /** Moves a request's creation and lapse back, as if it had been made `days` ago. */
  const age = (id: string, days: number) =>
    database.db.execute(
      sql`update removal_requests set created_at = created_at - ${`${days} days`}::interval, expires_at = expires_at - ${`${days} days`}::interval where id = ${id}`,
    );

  it('7 days without confirmation: expired, nothing erased, its personal data hashed and its e-mails gone; a younger or confirmed one stays', async () => {
    const phone = freshPhone();
    const email = `lapse.${phone}@example.com`;
    await insertLead(database.db, { id: `lead-${phone}`, kind: 'quote', createdAt: new Date(), fullName: 'Lee Lapse', email, phone, loanType: 'purchase', phoneVerified: false, payload: { answers: {} } });
    const body = { name: 'Lee Lapse', email, phoneNumber: phone, confirmation: true };
    const lapsed = (await postRemoval(forms.app, body).expect(201)).body.id as string;
    const young = (await postRemoval(forms.app, body).expect(201)).body.id as string;
    const confirmed = (await postRemoval(forms.app, body).expect(201)).body.id as string;
    await confirmByLink(forms.app, database.db, confirmed, email);
    const link = await linkSentFor(database.db, lapsed, email);
    await age(lapsed, 7);
    await age(young, 6);
    await age(confirmed, 8);

    const report = await createRetentionService({ db: database.db, storage: createUploadStorage(forms.resumesDir), policy }).purgeExpired();
    expect(report).toMatchObject({ ran: true, expiredRemovalRequests: 1 });

    const row = await rowOf(lapsed);
    expect(row).toMatchObject({ status: 'expired', emailTokenHash: null, phoneCodeHash: null, emailConfirmedAt: null, phoneConfirmedAt: null, processedAt: null });
    for (const value of [row.name, row.email, row.phone]) expect(value).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(await removalEmails(database.db, lapsed)).toEqual([]);
    expect(JSON.stringify(row)).not.toMatch(/lee|lapse/i);
    expect(JSON.stringify(row)).not.toContain(phone);
    // The same hashes a processed request keeps: one person, one hash.
    expect((await rowOf(lapsed)).email).not.toBe(email);
    expect(await database.db.select().from(leads).where(eq(leads.id, `lead-${phone}`))).toHaveLength(1);
    expect(await rowOf(young)).toMatchObject({ status: 'unconfirmed', name: 'Lee Lapse' });
    expect(await rowOf(confirmed)).toMatchObject({ status: 'open', name: 'Lee Lapse' });

    // Its link is gone for good; the erasure never takes it.
    await confirmRemoval(forms.app, { request: link.searchParams.get('request'), token: link.searchParams.get('token') }).expect(410);
    const records = await createErasureService({ db: database.db, storage: createUploadStorage(forms.resumesDir) }).processOpenRequests();
    expect(records.map((record) => record.removalRequestId)).toEqual([confirmed]);
    expect((await rowOf(lapsed)).status).toBe('expired');

    const again = await createRetentionService({ db: database.db, storage: createUploadStorage(forms.resumesDir), policy }).purgeExpired();
    expect(again.expiredRemovalRequests).toBe(0);
  });

  it('an expired request hashes its e-mail as the erasure does', async () => {
    const phone = freshPhone();
    const body = { name: 'Sam Same', email: `same.${phone}@example.com`, phoneNumber: phone, confirmation: true };
    const expiring = (await postRemoval(forms.app, body).expect(201)).body.id as string;
    const processed = (await postRemoval(forms.app, body).expect(201)).body.id as string;
    await confirmByLink(forms.app, database.db, processed, body.email);
    await createErasureService({ db: database.db, storage: createUploadStorage(forms.resumesDir) }).processOpenRequests();
    await age(expiring, 8);
    await createRetentionService({ db: database.db, storage: createUploadStorage(forms.resumesDir), policy }).purgeExpired();
    const [a, b] = [await rowOf(expiring), await rowOf(processed)];
    expect(a.status).toBe('expired');
    expect(b.status).toBe('processed');
    expect([a.name, a.email, a.phone]).toEqual([b.name, b.email, b.phone]);
  });
});
