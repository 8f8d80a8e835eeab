import { eq } from 'drizzle-orm';
import pg from 'pg';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyRecords, leads, outbox } from '../../api/db/schema';
import { createTestApp } from '../support/test-app';
import { useTestDatabase } from '../support/test-database';
import { completedAnswers, quoteLeadBody } from '../support/lead-bodies';
import { verifyPhone } from './forms-support';

/** Every statement any PostgreSQL client sends from now on is counted (pool queries run on a client too). */
const sent: string[] = [];
const clientQuery = pg.Client.prototype.query;
function countQueries(): void {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    sent.push(typeof config === 'string' ? config : (config.text ?? ''));
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
}

/**
 * A funnel lead costs the database at most three round trips: the address's write limit, the phone's proof
 * when the lead brings one, and one statement storing the lead, its deliveries, its analytics events and
 * its idempotency answer together (nothing between BEGIN and COMMIT, no content read). The site's budget of
 * leads (taken after the address's limit, so one client's flood cannot spend it) is leased a few units at a
 * time: the warm-up lead took a lease, so the leads below add no statement for it.
 */
describe.skipIf(!process.env.DATABASE_URL)('round trips of a funnel lead on PostgreSQL', () => {
  const database = useTestDatabase('postgres');
  let app: ReturnType<typeof createTestApp>['app'];
  let version = '';
  const post = (body: unknown, key: string) => request(app.callback()).post('/api/recordQuoteLead').set('Idempotency-Key', key).send(body as object);

  beforeAll(async () => {
    // The production setting: content (routing included) is kept in memory a few seconds.
    app = createTestApp(database.db, { CONTENT_CACHE_SECONDS: '60', RATE_LIMIT_WRITES_PER_MINUTE: '1000' }).app;
    version = (await request(app.callback()).get('/api/questions?entryPath=purchase')).headers['x-definition-version']!;
    // A first lead reads the flow and the routing content into memory, as a running server has.
    await post(quoteLeadBody(1, completedAnswers('purchase'), version), 'round-trips-warm-up').expect(201);
    countQueries();
  });
  afterEach(() => {
    sent.length = 0;
  });
  afterAll(() => {
    pg.Client.prototype.query = clientQuery;
  });

  it('stores an unverified lead in two: the limit and one statement', async () => {
    const response = await post(quoteLeadBody(2, completedAnswers('purchase'), version), 'round-trips-unverified').expect(201);
    expect(sent, sent.join('\n')).toHaveLength(2);
    expect(sent.some((text) => /^\s*(begin|commit)/i.test(text))).toBe(false);
    const id = response.body.id as string;
    expect(await database.db.select().from(leads).where(eq(leads.id, id))).toHaveLength(1);
    expect((await database.db.select().from(outbox).where(eq(outbox.subjectId, id))).length).toBeGreaterThan(0);
    expect(await database.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, 'round-trips-unverified'))).toHaveLength(1);
  });

  it('stores a verified lead in three, and a repeat of it stores nothing and answers the same', async () => {
    const body = quoteLeadBody(3, completedAnswers('purchase'), version);
    const verificationId = await verifyPhone(app, database.db, body.contactInfo.phoneNumber);
    sent.length = 0;
    const first = await post({ ...body, verificationId }, 'round-trips-verified').expect(201);
    expect(first.body.phoneVerified).toBe(true);
    expect(sent, sent.join('\n')).toHaveLength(3);

    const repeated = await post({ ...body, verificationId }, 'round-trips-verified').expect(201);
    expect(repeated.body).toEqual(first.body);
    expect(await database.db.select().from(leads).where(eq(leads.email, body.contactInfo.email))).toHaveLength(1);
  });
});
