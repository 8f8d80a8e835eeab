import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../api/db/database';
import { removalRequests } from '../../api/db/schema';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { removalRules } from './forms-rules';
import { formsTestApp, type FormsTestApp } from './forms-support';

const requester = { name: 'Jo Anne Smith-Lee', email: 'Jo.Smith@Example.com', phoneNumber: '2485550177', confirmation: true };


describe.each(databaseKinds())('POST /api/requestRemoval on %s', (kind) => {
  let database: DatabaseHandle;
  let forms: FormsTestApp;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    forms = formsTestApp(database.db);
  });
  afterAll(async () => {
    await database?.close();
    forms?.cleanUp();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) => request(forms.app.callback()).post('/api/requestRemoval').set(headers).send(body as object);
  const without = (patch: Record<string, unknown>) => {
    const body: Record<string, unknown> = { ...requester, ...patch };
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete body[key];
    return body;
  };

  it.each(removalRules)('$rule: refused with its message, accepted when it holds', async ({ valid, invalid, field, message }) => {
    const refused = await post(without(invalid)).expect(422);
    expect(refused.body.error).toEqual({ code: 'validation_failed', message: 'Please correct the highlighted fields.', fields: { [field]: message } });
    await post(without(valid)).expect(201);
  });

  it('stores an open request with the e-mail lowercased', async () => {
    const response = await post(requester).expect(201);
    expect(response.body).toEqual({ success: true, id: expect.any(String) });
    const [row] = await database.db.select().from(removalRequests).where(eq(removalRequests.id, response.body.id));
    expect(row).toMatchObject({ name: 'Jo Anne Smith-Lee', email: 'jo.smith@example.com', phone: '2485550177', status: 'open', processedAt: null });
  });

  it('answers a repeated Idempotency-Key with the first answer', async () => {
    const first = await post(requester, { 'Idempotency-Key': 'removal-12345678' }).expect(201);
    const again = await post(requester, { 'Idempotency-Key': 'removal-12345678' }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await database.db.select().from(removalRequests).where(eq(removalRequests.id, first.body.id))).toHaveLength(1);
  });
});
