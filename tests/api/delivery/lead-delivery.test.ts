import { eq } from 'drizzle-orm';
import type Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { listByStatus } from '../../../api/db/repositories/outbox-repository';
import { leads } from '../../../api/db/schema';
import type { EmailMessage } from '../../../api/delivery/email-transport';
import { createTestApp } from '../../support/test-app';
import { databaseKinds, useTestDatabase } from '../../support/test-database';
import { completedAnswers, leadConsent } from '../../support/lead-bodies';

describe.each(databaseKinds())('funnel leads reach their owner on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: Koa;
  beforeAll(async () => {
    app = createTestApp(database.db, {}, { delivery: { smtpUrl: null, mailFrom: 'robot@harborpointmortgage.com', webhook: { url: 'http://127.0.0.1:9/hook', secret: 's3cret' } } }).app;
  });

  const send = async (path: string, flowId: string, loanType: string, zip: string) => {
    const response = await request(app.callback())
      .post(path)
      .send({ contactInfo: { fullName: 'Robin Vale', email: 'robin@example.com', phoneNumber: '313-555-0142' }, loanType, answers: { ...completedAnswers(flowId), zipCode: zip }, consent: leadConsent(loanType) })
      .expect(201);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, response.body.id));
    const items = (await listByStatus(database.db, ['pending'])).filter((item) => item.subjectId === response.body.id);
    return { row: row!, items };
  };

  it('routes by the content rules: VetLife, state and loan type, else the default inbox', async () => {
    const vetlife = await send('/api/recordWebLead/VetLife', 'vetlife-purchase', 'purchase', '60614');
    expect(vetlife.row).toMatchObject({ ownerType: 'broker', ownerId: 'emily-carter-hughes', routingReason: 'rule 1' });
    const michiganPurchase = await send('/api/recordQuoteLead', 'purchase', 'purchase', '48009');
    expect(michiganPurchase.row).toMatchObject({ ownerType: 'broker', ownerId: 'tyler-brooks', routingReason: 'rule 5' });
    const texasCashOut = await send('/api/recordQuoteLead', 'cashOut', 'cashOut', '75201');
    expect(texasCashOut.row).toMatchObject({ ownerId: 'jose-ramirez', routingReason: 'rule 3' });
    const ohioRefinance = await send('/api/recordQuoteLead', 'refinance', 'refinance', '43004');
    expect(ohioRefinance.row).toMatchObject({ ownerType: 'inbox', ownerEmail: 'leads@harborpointmortgage.com', routingReason: 'default inbox' });
  });

  it('queues the owner’s e-mail with labelled answers and the signed webhook in the same transaction', async () => {
    const { row, items } = await send('/api/recordQuoteLead', 'purchase', 'purchase', '48009');
    expect(items.map((item) => item.channel).sort()).toEqual(['email', 'webhook']);
    const email = items.find((item) => item.channel === 'email')!.payload as EmailMessage;
    expect(email.to).toBe(row.ownerEmail);
    expect(email.text).toContain('Phone: (313) 555-0142');
    expect(email.text).not.toMatch(/^- propertyType:/m);
    expect(email.text).toMatch(/^- What .+\?: .+$/m);
    expect(email.text).toMatch(/Received: .+ (EST|EDT)/);
    const webhook = items.find((item) => item.channel === 'webhook')!.payload as { idempotencyKey: string; body: { lead: { id: string } } };
    expect(webhook.idempotencyKey).toBe(row.id);
    expect(webhook.body.lead.id).toBe(row.id);
  });
});
