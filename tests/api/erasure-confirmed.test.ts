import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { insertLead } from '../../api/db/repositories/lead-repository';
import { erasureAudit, hiringApplications, leads, phoneVerifications, removalRequests } from '../../api/db/schema';
import { createErasureService } from '../../api/services/erasure-service';
import { createUploadStorage } from '../../api/services/upload-storage';
import { distinctPdf } from '../support/resume-fixtures';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { freshPhone, humanCheckToken, verifyPhone, useFormsApp } from './forms-support';
import { confirmByCode, confirmByLink, postRemoval } from './removal-support';


/** The erasure takes only what the requester proved: the confirmed e-mail, the confirmed phone, or both. */
describe.each(databaseKinds())('erasure by confirmed identifiers on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);

  let counter = 0;
  /** A person with a lead under their e-mail only, a lead under their phone only, and an application of each kind. */
  async function seed() {
    counter += 1;
    const email = `victim${counter}.${randomUUID().slice(0, 8)}@example.com`;
    const phone = freshPhone();
    const lead = (leadEmail: string, leadPhone: string) =>
      insertLead(database.db, { id: randomUUID(), kind: 'quote', createdAt: new Date(), fullName: 'Vic Tim', email: leadEmail, phone: leadPhone, loanType: 'purchase', phoneVerified: false, payload: { answers: {} } });
    await lead(email, freshPhone());
    await lead(`someone${counter}@example.com`, phone);
    const apply = async (applicantEmail: string, applicantPhone: string) =>
      (
        await request(forms.app.callback())
          .post('/api/apply')
          .field({ firstName: 'Vic', lastName: 'Tim', position: 'Processor', email: applicantEmail, phone: applicantPhone, turnstileToken: await humanCheckToken(forms.app) })
          .attach('resume', distinctPdf(), 'resume.pdf')
          .expect(201)
      ).body.id as string;
    const byEmail = await apply(email, freshPhone());
    const byPhone = await apply(`applicant${counter}@example.com`, phone);
    await verifyPhone(forms.app, database.db, phone);
    return { email, phone, byEmail, byPhone };
  }
  const leadsOf = async (match: { email?: string; phone?: string }) =>
    (await database.db.select().from(leads)).filter((row) => row.email === match.email || row.phone === match.phone).length;
  const application = async (id: string) => (await database.db.select().from(hiringApplications).where(eq(hiringApplications.id, id))).length;
  const verifications = async (phone: string) => (await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone))).length;
  const erasure = () => createErasureService({ db: database.db, storage: createUploadStorage(forms.resumesDir) });
  const requestFor = async (who: { email: string; phone: string }, name = 'Vic Tim') =>
    (await postRemoval(forms.app, { name, email: who.email, phoneNumber: who.phone, confirmation: true }).expect(201)).body.id as string;
  /** How many of the seeded person's records are left: the lead under each identifier, the application under each, the phone's verifications. */
  const left = async (who: { email: string; phone: string; byEmail: string; byPhone: string }) => ({
    emailLead: await leadsOf({ email: who.email }),
    phoneLead: await leadsOf({ phone: who.phone }),
    emailApplication: await application(who.byEmail),
    phoneApplication: await application(who.byPhone),
    verifications: await verifications(who.phone),
  });
  const auditOf = async (id: string) => (await database.db.select().from(erasureAudit).where(eq(erasureAudit.removalRequestId, id)))[0];

  it('an unconfirmed request erases nothing and stays unconfirmed', async () => {
    const who = await seed();
    const id = await requestFor(who, 'Mallory');
    expect(await erasure().processOpenRequests()).toEqual([]);
    expect(await leadsOf(who)).toBe(2);
    expect(await application(who.byEmail)).toBe(1);
    expect(await application(who.byPhone)).toBe(1);
    expect(await verifications(who.phone)).toBe(1);
    const [row] = await database.db.select().from(removalRequests).where(eq(removalRequests.id, id));
    expect(row).toMatchObject({ status: 'unconfirmed', name: 'Mallory' });
    expect(await erasure().unconfirmedWaiting()).toBeGreaterThanOrEqual(1);
  });

  /** Seeds a person and their removal request, confirms it as `confirm` does, runs the erasure: it erased `erased` and left `kept`. */
  async function expectErasureOnceConfirmed(confirm: (id: string, who: { email: string; phone: string }) => Promise<unknown>, erased: { confirmed: { email: boolean; phone: boolean } } & Record<string, unknown>, kept: Awaited<ReturnType<typeof left>>) {
    const who = await seed();
    const id = await requestFor(who);
    await confirm(id, who);
    const [record] = await erasure().processOpenRequests();
    expect(record).toMatchObject({ removalRequestId: id, ...erased });
    expect(await left(who)).toEqual(kept);
    expect((await auditOf(id))!.confirmed).toEqual(erased.confirmed);
  }

  it('confirmed by e-mail: the e-mail’s records go, those matching only the phone stay', () =>
    expectErasureOnceConfirmed(
      (id, who) => confirmByLink(forms.app, database.db, id, who.email),
      { confirmed: { email: true, phone: false }, leads: { count: 1 }, applications: { count: 1 }, phoneVerifications: { count: 0 }, smsOutbox: { count: 0 } },
      { emailLead: 0, phoneLead: 1, emailApplication: 0, phoneApplication: 1, verifications: 1 },
    ));

  it('confirmed by phone: the phone’s records go, those matching only the e-mail stay', () =>
    expectErasureOnceConfirmed(
      (id, who) => confirmByCode(forms.app, database.db, id, who.phone),
      { confirmed: { email: false, phone: true }, leads: { count: 1 }, applications: { count: 1 }, phoneVerifications: { count: 1 } },
      { emailLead: 1, phoneLead: 0, emailApplication: 1, phoneApplication: 0, verifications: 0 },
    ));

  it('confirmed by both: everything matching either goes', async () => {
    const who = await seed();
    const id = await requestFor(who);
    await confirmByLink(forms.app, database.db, id, who.email);
    await confirmByCode(forms.app, database.db, id, who.phone);
    const [record] = await erasure().processOpenRequests();
    expect(record).toMatchObject({ confirmed: { email: true, phone: true }, leads: { count: 2 }, applications: { count: 2, resumeFiles: 2 } });
    expect(await leadsOf(who)).toBe(0);
  });

  it('a resume file another application still uses stays; it goes with the last one', async () => {
    const who = await seed();
    // Identical uploads share one stored file: point the phone's application at the e-mail's file.
    const [shared] = await database.db.select().from(hiringApplications).where(eq(hiringApplications.id, who.byEmail));
    const [own] = await database.db.select().from(hiringApplications).where(eq(hiringApplications.id, who.byPhone));
    await database.db.execute(sql`update hiring_applications set resume_file = ${shared!.resumeFile} where id = ${who.byPhone}`);
    await createUploadStorage(forms.resumesDir).remove(own!.resumeFile);

    const first = await requestFor(who);
    await confirmByLink(forms.app, database.db, first, who.email);
    const [byEmail] = await erasure().processOpenRequests();
    expect(byEmail).toMatchObject({ applications: { count: 1, resumeFiles: 0 } });
    expect(forms.storedResumes()).toContain(shared!.resumeFile);

    const second = await requestFor(who);
    await confirmByCode(forms.app, database.db, second, who.phone);
    const [byPhone] = await erasure().processOpenRequests();
    expect(byPhone).toMatchObject({ applications: { count: 1, resumeFiles: 1 } });
    expect(forms.storedResumes()).not.toContain(shared!.resumeFile);
  });
});
