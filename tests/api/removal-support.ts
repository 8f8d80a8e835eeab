/** Helpers of the removal-request tests: send a request as the page does, and read what the requester receives. */
import { and, eq } from 'drizzle-orm';
import type Koa from 'koa';
import request from 'supertest';
import type { Executor } from '../../api/db/database';
import { outbox } from '../../api/db/schema';
import type { QueuedEmail } from '../../api/delivery/email-transport';
import { codeSentTo, humanCheckToken } from './forms-support';

export const removalRequester = { name: 'Jo Anne Smith-Lee', email: 'Jo.Smith@Example.com', phoneNumber: '2485550177', confirmation: true };

/** POST /api/requestRemoval with a fresh human-check token, as the page sends it: `postRemoval(app, body).expect(201)`. */
export function postRemoval(app: Koa, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return {
    expect: async (status: number) =>
      request(app.callback())
        .post('/api/requestRemoval')
        .set(headers)
        .send({ ...body, turnstileToken: await humanCheckToken(app) })
        .expect(status),
  };
}

/** The e-mails queued for a request, by recipient. */
export async function removalEmails(db: Executor, id: string): Promise<QueuedEmail[]> {
  const rows = await db.select().from(outbox).where(and(eq(outbox.subjectType, 'removal'), eq(outbox.subjectId, id)));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)).map((row) => row.payload as QueuedEmail);
}

/** The confirmation link e-mailed to the requester's own address. */
export async function linkSentFor(db: Executor, id: string, to: string): Promise<URL> {
  const mail = (await removalEmails(db, id)).find((email) => email.to === to);
  if (!mail) throw new Error(`No link was e-mailed to ${to} for ${id}`);
  return new URL(/https?:\/\/\S+\/information-removal\/confirm\?\S+/.exec(mail.text)![0]);
}

export const confirmRemoval = (app: Koa, body: unknown) => request(app.callback()).post('/api/confirmRemoval').send(body as object);

/** What the requester does with the e-mail: open the link's page and press its button. */
export async function confirmByLink(app: Koa, db: Executor, id: string, email: string) {
  const link = await linkSentFor(db, id, email.toLowerCase());
  return confirmRemoval(app, { request: link.searchParams.get('request'), token: link.searchParams.get('token') }).expect(200, { confirmed: 'email' });
}

/** What the requester does with the text message: type its code on the page. */
export async function confirmByCode(app: Koa, db: Executor, id: string, phone: string) {
  return confirmRemoval(app, { request: id, code: await codeSentTo(db, phone) }).expect(200, { confirmed: 'phone' });
}
