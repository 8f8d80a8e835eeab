/**
 * Privacy of the logs: every write endpoint is driven with distinctive personal
 * data (names, e-mail addresses, phone numbers in every spelling, street address, resume file name),
 * through success and failure paths (400, 403, 413, 422, 429, and a 500 from a real database error), and
 * the staff e-mails it queued are delivered (refused by a mail server first, then written as files), into
 * an app whose logger writes every level (trace and up) to memory. No log line may hold any of it. The
 * development SMS outbox prints the verification code by design (README: "codes go to the sms_outbox table
 * and the server log prints them"): a six-digit code is not personal data, the phone number is, and only
 * its last four digits may show.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../api/server/logger';
import { readDeliverySettings } from '../../api/delivery/delivery-settings';
import { createEmlFileTransport } from '../../api/delivery/email-transport';
import { createOutboxDeliverer } from '../../api/delivery/outbox-deliverer';
import { createOutboxWorker } from '../../api/delivery/outbox-worker';
import { createUploadStorage } from '../../api/services/upload-storage';
import { codeSentTo, purchaseLead } from '../api/forms-support';
import { createTestApp } from '../support/test-app';
import { useScratchDir } from '../support/scratch-dir';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { multipartBody, tinyPdf } from './security-support';
import { completedAnswers, leadConsent } from '../support/lead-bodies';

/** A person whose every detail is unlike anything else in the logs. */
const PERSON = {
  firstName: 'Zebulon',
  lastName: 'Quillfeather',
  fullName: 'Zebulon Quillfeather',
  email: 'Zebulon.Quillfeather@privacy-probe.example',
  /** Area code 248, exchange 739: a number nothing else in the tests uses. */
  phoneDigits: '2487394516',
  street: '9184 Marrowbone Crescent',
  city: 'Xanthippe Falls',
  realtorName: 'Ottoline Brackenridge',
  realtorEmail: 'ottoline.brackenridge@privacy-probe.example',
  agentName: 'Perpetua Hollowell',
  linkedin: 'linkedin.com/in/zebulon-quillfeather-9184',
  resumeName: 'Zebulon-Quillfeather-Resume-Marrowbone.pdf',
  note: 'Call me after six at the Marrowbone house',
};

const phone = PERSON.phoneDigits;
/** Every way the phone number can be written, and its distinctive part alone. */
const PHONE_FORMS = [phone, `+1${phone}`, `1${phone}`, `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`, `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`, `${phone.slice(0, 3)}.${phone.slice(3, 6)}.${phone.slice(6)}`, phone.slice(3), `${phone.slice(3, 6)}-${phone.slice(6)}`];

/** The values that must never be logged (case-insensitively), whatever the path through the app. */
const SECRETS = [
  PERSON.firstName,
  PERSON.lastName,
  PERSON.email,
  PERSON.email.toLowerCase(),
  'privacy-probe',
  PERSON.street,
  'Marrowbone',
  PERSON.city,
  'Xanthippe',
  PERSON.realtorName,
  'Brackenridge',
  PERSON.agentName,
  'Hollowell',
  PERSON.linkedin,
  PERSON.resumeName,
  'Quillfeather',
  ...PHONE_FORMS,
];

describe.each(databaseKinds())('personal data in the logs, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDir = useScratchDir('log-privacy-');
  let app: Koa;
  let limited: Koa;
  const lines: string[] = [];

  beforeAll(() => {
    // Every level the logger has, into memory: what a verbose production log would hold.
    const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
    const env = { DATA_DIR: dataDir.path, TRUST_PROXY: 'true', RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_CODE_SENDS_PER_HOUR: '100000', LOG_LEVEL: 'trace' };
    app = createTestApp(database.db, env, { logger }).app;
    limited = createTestApp(database.db, { ...env, RATE_LIMIT_WRITES_PER_MINUTE: '1' }, { logger }).app;
  });
  const post = (path: string, target: Koa = app) => request(target.callback()).post(path).set('User-Agent', `Mozilla/5.0 (${PERSON.fullName})`);

  const quoteLead = (overrides: Record<string, unknown> = {}) => ({
    contactInfo: { fullName: PERSON.fullName, email: PERSON.email, phoneNumber: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` },
    loanType: 'purchase',
    answers: { ...completedAnswers('purchase'), agentName: PERSON.agentName },
    timestamp: '2026-11-22T15:00:00.000Z',
    userAgent: `Mozilla/5.0 (${PERSON.fullName})`,
    phoneVerified: true,
    consent: leadConsent(),
    ...overrides,
  });
  const brokerLead = () =>
    purchaseLead(phone, {
      firstName: PERSON.firstName,
      lastName: PERSON.lastName,
      email: PERSON.email,
      streetAddress: PERSON.street,
      city: PERSON.city,
      realtorName: PERSON.realtorName,
      realtorEmail: PERSON.realtorEmail,
      additionalInfo: PERSON.note,
    });
  const removal = () => ({ name: PERSON.fullName, email: PERSON.email, phoneNumber: phone, confirmation: true });
  /** The removal request as the page sends it, with a fresh human-check token. */
  const checkedRemoval = async () => ({ ...removal(), turnstileToken: (await post('/api/humanCheck/token')).body.token as string });
  const application = (resume = tinyPdf(), extra: Record<string, string> = {}) =>
    multipartBody([
      ...Object.entries({ firstName: PERSON.firstName, lastName: PERSON.lastName, position: `Loan Officer near ${PERSON.street}`, email: PERSON.email, phone, linkedin: PERSON.linkedin, nmls: '918273', ...extra }).map(([name, value]) => ({ name, value })),
      { name: 'resume', filename: PERSON.resumeName, value: resume, contentType: 'application/pdf' },
    ]);

  it('drives every write, on its success and failure paths, and the logs keep none of the person', async () => {
    const statuses: Record<string, number> = {};
    const note = (label: string, response: request.Response) => (statuses[label] = response.status);

    // Phone verification: send (the code is printed by the development outbox), a wrong code, the right one.
    const humanToken = async () => (await post('/api/humanCheck/token')).body.token as string;
    note('send code without human check (403)', await post('/api/sendVerificationCode').send({ phoneNumber: phone }));
    const sent = await post('/api/sendVerificationCode').send({ phoneNumber: `+1 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`, turnstileToken: await humanToken() });
    note('send code', sent);
    const verificationId = sent.body.verificationId as string;
    note('send again (cooldown 429)', await post('/api/sendVerificationCode').send({ phoneNumber: phone, turnstileToken: await humanToken() }));
    note('wrong code', await post('/api/verifyCode').send({ phoneNumber: phone, code: '000000', verificationId }));
    note('bad code (400)', await post('/api/verifyCode').send({ phoneNumber: phone, code: PERSON.street, verificationId }));
    note('unknown verification (410)', await post('/api/verifyCode').send({ phoneNumber: phone, code: '000000', verificationId: PERSON.street }));
    note('right code', await post('/api/verifyCode').send({ phoneNumber: phone, code: await codeSentTo(database.db, phone), verificationId }));

    // Quote and VetLife leads: stored, invalid (422), malformed (400), too large (413), a reused Idempotency-Key (422).
    note('quote lead', await post('/api/recordQuoteLead').set('Idempotency-Key', 'privacy-key-0001').send(quoteLead()));
    note('quote lead reused key (422)', await post('/api/recordQuoteLead').set('Idempotency-Key', 'privacy-key-0001').send(quoteLead({ loanType: 'refinance' })));
    note('quote lead invalid (422)', await post('/api/recordQuoteLead').send(quoteLead({ contactInfo: { fullName: PERSON.fullName, email: `${PERSON.email}@@`, phoneNumber: phone } })));
    note('quote lead malformed (400)', await post('/api/recordQuoteLead').set('content-type', 'application/json').send(`{"contactInfo":{"fullName":"${PERSON.fullName}","email":"${PERSON.email}"`));
    note('quote lead too large (413)', await post('/api/recordQuoteLead').send(quoteLead({ padding: `${PERSON.street} `.repeat(3_000) })));
    note('vetlife lead', await post('/api/recordWebLead/VetLife').send(quoteLead({ loanType: 'cashOut', answers: completedAnswers('vetlife-cashOut') })));

    // The brokered-rate form: without the human check (403), then with it.
    note('broker lead without human check (403)', await post('/api/recordBrokerLead').send(brokerLead()));
    const token = (await post('/api/humanCheck/token')).body.token as string;
    note('broker lead', await post('/api/recordBrokerLead').send({ ...brokerLead(), verificationId, turnstileToken: token }));
    note('broker lead invalid (422)', await post('/api/recordBrokerLead').send({ ...brokerLead(), zipCode: PERSON.street }));

    // Hiring application: stored, and refused for its bytes (422) and size (413).
    const good = application(tinyPdf(), { turnstileToken: (await post('/api/humanCheck/token')).body.token as string });
    note('application', await post('/api/apply').set('content-type', good.contentType).send(good.body));
    const notPdf = application(Buffer.from(`MZ ${PERSON.fullName}`));
    note('application not a PDF (422)', await post('/api/apply').set('content-type', notPdf.contentType).send(notPdf.body));
    const huge = application(Buffer.concat([tinyPdf(), Buffer.alloc(4 * 1024 * 1024)]));
    note('application too large (413)', await post('/api/apply').set('content-type', huge.contentType).send(huge.body));

    // Removal request: stored, and without the confirmation (422).
    note('removal', await post('/api/requestRemoval').send(await checkedRemoval()));
    note('removal unconfirmed (422)', await post('/api/requestRemoval').send({ ...removal(), confirmation: false }));

    // Rate limited (429): the body is never read, but is sent.
    // A limit of one per fixed minute: the second (or, across a minute's turn, the third) request is refused.
    let refused = await post('/api/requestRemoval', limited).set('X-Forwarded-For', '192.0.2.44').send(removal());
    for (let attempt = 0; attempt < 2 && refused.status !== 429; attempt++) {
      refused = await post('/api/requestRemoval', limited).set('X-Forwarded-For', '192.0.2.44').send(removal());
    }
    note('removal rate limited (429)', refused);

    expect(statuses).toEqual({
      'send code without human check (403)': 403,
      'send code': 200,
      'send again (cooldown 429)': 429,
      'wrong code': 200,
      'bad code (400)': 400,
      'unknown verification (410)': 410,
      'right code': 200,
      'quote lead': 201,
      'quote lead reused key (422)': 422,
      'quote lead invalid (422)': 422,
      'quote lead malformed (400)': 400,
      'quote lead too large (413)': 413,
      'vetlife lead': 201,
      'broker lead without human check (403)': 403,
      'broker lead': 201,
      'broker lead invalid (422)': 422,
      application: 201,
      'application not a PDF (422)': 422,
      'application too large (413)': 413,
      removal: 201,
      'removal unconfirmed (422)': 422,
      'removal rate limited (429)': 429,
    });
    expectNoPersonalData();
    // The log did record these requests (the check above is not vacuous): one line per request, and the code.
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(Object.keys(statuses).length);
    const smsLine = lines.find((line) => line.includes('SMS outbox (development)'));
    expect(smsLine).toMatch(/verification code is \d{6}\./);
    expect(JSON.parse(smsLine!).to).toBe(`***-***-${phone.slice(6)}`);
  });

  it('keeps them out of the log of a 500 caused by a database error (the failing query, its parameters and the row)', async () => {
    // A real database error at the insert, as a full disk or a broken constraint would give: PostgreSQL's
    // message and detail name the failing row, and the query layer's error lists every parameter.
    // (NOT VALID: the rows the first test stored stay; new ones are checked.)
    const constraints = [
      `alter table leads add constraint privacy_probe check (full_name not like '%Quillfeather%') not valid`,
      `alter table removal_requests add constraint privacy_probe check (email not like '%privacy-probe%') not valid`,
      `alter table hiring_applications add constraint privacy_probe check (last_name <> 'Quillfeather') not valid`,
      `alter table phone_verifications add constraint privacy_probe check (phone <> '${phone}') not valid`,
    ];
    for (const constraint of constraints) await database.db.execute(sql.raw(constraint));
    try {
      const before = lines.length;
      const statuses = [
        (await post('/api/recordQuoteLead').send(quoteLead())).status,
        (await post('/api/requestRemoval').send(await checkedRemoval())).status,
        (await (async () => {
          const body = application(tinyPdf(), { turnstileToken: (await post('/api/humanCheck/token')).body.token as string });
          return post('/api/apply').set('content-type', body.contentType).send(body.body);
        })()).status,
      ];
      await database.db.execute(sql`delete from phone_verifications where phone = ${phone}`);
      const turnstileToken = (await post('/api/humanCheck/token')).body.token as string;
      statuses.push((await post('/api/sendVerificationCode').send({ phoneNumber: phone, turnstileToken })).status);
      expect(statuses).toEqual([500, 500, 500, 500]);
      const failures = lines.slice(before).filter((line) => line.includes('"msg":"request failed"'));
      expect(failures).toHaveLength(4);
      // Each failure is still explained: the error's kind and the database's error code remain.
      for (const failure of failures) expect(failure).toMatch(/23514|check constraint/);
      expectNoPersonalData();
    } finally {
      for (const table of ['leads', 'removal_requests', 'hiring_applications', 'phone_verifications']) {
        await database.db.execute(sql.raw(`alter table ${table} drop constraint privacy_probe`));
      }
    }
  });

  it('keeps them out of the log while the staff e-mails are delivered: a mail server refusing them, then the development mail files', async () => {
    const before = lines.length;
    const refusing = createOutboxWorker({
      db: database.db,
      logger: createLogger('trace', { write: (line: string) => void lines.push(line) }),
      // What an SMTP server answers when it refuses a message: the addresses it refused, quoted.
      deliver: async (item) => {
        const message = item.payload as { to?: string; replyTo?: string; subject?: string };
        throw new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${message.replyTo ?? message.to}>: Recipient address rejected (${message.subject})`);
      },
      maxAttempts: 100,
    });
    let handled = 0;
    while ((handled = await refusing.tick()) > 0) expect(handled).toBeGreaterThan(0);
    const later = () => Date.now() + 24 * 60 * 60_000;
    const mail = createEmlFileTransport(join(dataDir.path, 'mail'), 'robot@harborpointmortgage.com', createLogger('trace', { write: (line: string) => void lines.push(line) }));
    const delivering = createOutboxWorker({
      db: database.db,
      logger: createLogger('trace', { write: (line: string) => void lines.push(line) }),
      deliver: createOutboxDeliverer(mail, readDeliverySettings({}), createUploadStorage(join(dataDir.path, 'uploads', 'resumes')).path),
      now: later,
    });
    while ((await delivering.tick()) > 0);
    const logged = lines.slice(before);
    expect(logged.filter((line) => line.includes('outbox: will retry')).length).toBeGreaterThanOrEqual(4);
    expect(logged.filter((line) => line.includes('mail written')).length).toBeGreaterThanOrEqual(4);
    expect(readdirSync(join(dataDir.path, 'mail')).length).toBeGreaterThanOrEqual(4);
    expectNoPersonalData();
  });

  function expectNoPersonalData(): void {
    const log = lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    const leaks = SECRETS.filter((secret) => log.toLowerCase().includes(secret.toLowerCase()));
    const sample = leaks.length > 0 ? lines.find((line) => line.toLowerCase().includes(leaks[0]!.toLowerCase()))!.slice(0, 1_500) : '';
    expect(leaks, `personal data in the log, e.g.: ${sample}`).toEqual([]);
  }
});
