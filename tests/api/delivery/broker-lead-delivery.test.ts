import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listByStatus } from '../../../api/db/repositories/outbox-repository';
import { leads } from '../../../api/db/schema';
import type { EmailMessage } from '../../../api/delivery/email-transport';
import { databaseKinds, useTestDatabase } from '../../support/test-database';
import { freshPhone, humanCheckToken, purchaseLead, verifyPhone, useFormsApp } from '../forms-support';

describe.each(databaseKinds())('brokered-rate leads reach their owner on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);

  const submit = async (overrides: Record<string, unknown>) => {
    const phone = freshPhone();
    const verificationId = await verifyPhone(forms.app, database.db, phone);
    const response = await request(forms.app.callback())
      .post('/api/recordBrokerLead')
      .send({ ...purchaseLead(phone, overrides), verificationId, turnstileToken: await humanCheckToken(forms.app) })
      .expect(201);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, response.body.id));
    const [email] = (await listByStatus(database.db, ['pending'])).filter((item) => item.subjectId === response.body.id && item.channel === 'email');
    return { row: row!, email: email!.payload as EmailMessage };
  };

  it('a lead from a broker’s profile goes to that broker, with labelled fields', async () => {
    const { row, email } = await submit({});
    expect(row).toMatchObject({ ownerType: 'broker', ownerId: 'sarah-okafor', routingReason: 'named-by-visitor' });
    expect(email.to).toBe('sarah.okafor@harborpointmortgage.com');
    expect(email.text).toContain('Phone: ');
    expect(email.text).toContain('(verified by text message)');
    expect(email.text).not.toMatch(/^- propertyPrice:/m);
  });

  it("the broker's e-mail wins over the name: a lead naming Sarah but carrying Liam's e-mail goes to Liam", async () => {
    const { row, email } = await submit({ brokerFirstName: 'Sarah', brokerLastName: 'Okafor', brokerEmail: 'liam.oconnor@harborpointmortgage.com' });
    expect(row).toMatchObject({ ownerType: 'broker', ownerId: 'liam-oconnor', ownerEmail: 'liam.oconnor@harborpointmortgage.com', routingReason: 'named-by-visitor' });
    expect(email.to).toBe('liam.oconnor@harborpointmortgage.com');
  });

  it('an e-mail naming no broker never receives the lead: the name decides, else the content rules', async () => {
    const outsider = 'collector@leads.example';
    const named = await submit({ brokerFirstName: 'Sarah', brokerLastName: 'Okafor', brokerEmail: outsider });
    expect(named.row).toMatchObject({ ownerType: 'broker', ownerId: 'sarah-okafor', ownerEmail: 'sarah.okafor@harborpointmortgage.com' });
    expect(named.email.to).toBe('sarah.okafor@harborpointmortgage.com');
    const unnamed = await submit({ brokerFirstName: '', brokerLastName: '', brokerEmail: outsider, from: '', state: 'OR', zipCode: '97201' });
    expect(unnamed.row).toMatchObject({ ownerType: 'inbox', ownerEmail: 'leads@harborpointmortgage.com', routingReason: 'default inbox' });
    expect(unnamed.email.to).toBe('leads@harborpointmortgage.com');
    const outbox = await listByStatus(database.db, ['pending']);
    expect(outbox.some((item) => JSON.stringify(item.payload).includes(`"to":"${outsider}"`))).toBe(false);
  });

  it('without a named broker the content rules apply (a veteran-life lead goes to the VA specialist), else the default inbox', async () => {
    const vet = await submit({ brokerFirstName: '', brokerLastName: '', brokerEmail: '', from: 'veteran-life' });
    expect(vet.row).toMatchObject({ kind: 'vet-rate', ownerId: 'emily-carter-hughes', routingReason: 'rule 1' });
    const ohio = await submit({ brokerFirstName: '', brokerLastName: '', brokerEmail: '', from: '', state: 'OH', zipCode: '43004', loanType: 'purchase' });
    expect(ohio.row).toMatchObject({ ownerType: 'broker', ownerId: 'tyler-brooks' });
    const oregon = await submit({ brokerFirstName: '', brokerLastName: '', brokerEmail: '', from: '', state: 'OR', zipCode: '97201' });
    expect(oregon.row).toMatchObject({ ownerType: 'inbox', ownerEmail: 'leads@harborpointmortgage.com', routingReason: 'default inbox' });
  });
});
