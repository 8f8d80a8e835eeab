import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { listByStatus } from '../../../api/db/repositories/outbox-repository';
import { leads } from '../../../api/db/schema';
import type { EmailMessage } from '../../../api/delivery/email-transport';
import { completedAnswers } from '../../support/lead-bodies';
import { databaseKinds, useTestDatabase } from '../../support/test-database';
import { freshPhone, humanCheckToken, purchaseLead, useFormsApp, verifyPhone } from '../forms-support';

/** The program page a lead came from: kept on the lead and told to its owner when the content has that program. */
describe.each(databaseKinds())('the program page a lead came from, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);
  let purchaseVersion: string;

  beforeAll(async () => {
    purchaseVersion = (await request(forms.app.callback()).get('/api/questions?entryPath=purchase')).headers['x-definition-version']!;
  });

  const stored = async (id: string) => {
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    const [email] = (await listByStatus(database.db, ['pending'])).filter((item) => item.subjectId === id && item.channel === 'email');
    return { row: row!, email: email!.payload as EmailMessage };
  };

  const brokerLead = async (program: unknown) => {
    const phone = freshPhone();
    const verificationId = await verifyPhone(forms.app, database.db, phone);
    const body = { ...purchaseLead(phone), verificationId, turnstileToken: await humanCheckToken(forms.app), program };
    const response = await request(forms.app.callback()).post('/api/recordBrokerLead').send(body).expect(201);
    return stored(response.body.id);
  };

  const quoteLead = async (program: unknown) => {
    const body = {
      contactInfo: { fullName: 'Dana Whitfield', email: 'dana@example.com', phoneNumber: '248-555-0199' },
      loanType: 'purchase',
      answers: completedAnswers('purchase'),
      timestamp: new Date().toISOString(),
      userAgent: 'Mozilla/5.0',
      phoneVerified: false,
      definitionVersion: purchaseVersion,
      consent: { at: new Date().toISOString(), pageUrl: 'https://www.harborpointmortgage.com/quote-landing?type=purchase&program=FHA-loan' },
      attribution: { utmSource: 'newsletter' },
      program,
    };
    const response = await request(forms.app.callback()).post('/api/recordQuoteLead').send(body).expect(201);
    return stored(response.body.id);
  };

  it('a brokered-rate lead from the reverse mortgage page keeps the program, and its e-mail names the page', async () => {
    const { row, email } = await brokerLead('reverse-mortgage');
    expect(row.attribution).toEqual({ program: 'reverse-mortgage' });
    expect(email.text).toContain('Program page: Reverse Mortgage (/mortgage-types/reverse-mortgage)');
    expect(email.html).toContain('Reverse Mortgage (/mortgage-types/reverse-mortgage)');
  });

  it('a questionnaire lead from the FHA page keeps the program beside the landing attribution, in the content’s own case', async () => {
    const { row, email } = await quoteLead('fha-LOAN');
    expect(row.attribution).toEqual({ utmSource: 'newsletter', program: 'FHA-loan' });
    expect(email.text).toContain('Program page: FHA Loan (/mortgage-types/FHA-loan)');
  });

  it('a program the content does not have, or not shaped like a program key, is ignored and the lead still stored', async () => {
    for (const program of ['not-a-program', '<script>alert(1)</script>', 'FHA loan', { key: 'FHA-loan' }, 'x'.repeat(200)]) {
      const quote = await quoteLead(program);
      expect(quote.row.attribution).toEqual({ utmSource: 'newsletter' });
      expect(quote.email.text).not.toContain('Program page');
    }
    const broker = await brokerLead('not-a-program');
    expect(broker.row.attribution).toBeNull();
    expect(broker.email.text).not.toContain('Program page');
  });
});
