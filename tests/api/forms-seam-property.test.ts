/**
 * The seam between the browser and the server, per form, as a property: submissions are generated
 * mostly valid, with a few fields mutated (phones in every common typing and broken ones, ZIP codes,
 * e-mails, caps, missing required fields, blank and padded text, the loan-type branches). The browser's
 * verdict is the precompiled validator module the server generates, evaluated here with the app's own
 * error mapping; the server's is the real endpoint on the test database. Whatever the browser accepts
 * the endpoint stores (201, the phone as its 10 digits); whatever the endpoint refuses with 422 the
 * browser refused first, with the same fields and texts. The removal form's phone is texted a code, so it
 * takes only numbers the site texts (US ones, no Caribbean, Canadian, toll-free or premium-rate codes).
 * The fields with a `pattern` are probed with text where JavaScript's engine (the browser's) and
 * RE2's (the server's) could differ.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formErrorsInBrowser } from '../../app/features/forms/form-errors';
import type { FormValues } from '../../app/domain/forms/form-types';
import { projectRoot } from '../../api/config/project-root';
import { hiringApplications, leads, removalRequests } from '../../api/db/schema';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { textableUsPhone } from '../../engine/rules/us-textable-phone';
import { WHOLE_AREA_CODES } from '../../engine/rules/us-area-codes';
import { browserValidator, shippedForm } from './browser-validators';
import { humanCheckToken, purchaseLead, refinanceLead, verifyPhoneAgain, useFormsApp } from './forms-support';

const RUNS = 100;
const pdf = readFileSync(join(projectRoot, 'tests/fixtures/uploads/resume.pdf'));

type Nanp = { area: string; exchange: string; line: string };
const TYPINGS: ((n: Nanp) => string)[] = [
  (n) => `${n.area}${n.exchange}${n.line}`,
  (n) => `${n.area}-${n.exchange}-${n.line}`,
  (n) => `(${n.area}) ${n.exchange}-${n.line}`,
  (n) => `${n.area}.${n.exchange}.${n.line}`,
  (n) => `+1 ${n.area} ${n.exchange} ${n.line}`,
  (n) => `1-${n.area}-${n.exchange}-${n.line}`,
  (n) => ` ${n.area} ${n.exchange} ${n.line} `,
];
const numberOf = (digits: string): Nanp => ({ area: digits.slice(0, 3), exchange: digits.slice(3, 6), line: digits.slice(6) });
const typedAnyWay = (digits: fc.Arbitrary<string>) => fc.tuple(digits, fc.constantFrom(...TYPINGS)).map(([d, typing]) => typing(numberOf(d)));
const nanpDigits = fc.stringMatching(/^[2-9]\d{2}[2-9]\d{6}$/);
/** Numbers the site texts (any US area code it lists whole), and NANP numbers it does not (Caribbean, Canadian, premium, toll-free). */
const textableDigits = fc.tuple(fc.constantFrom(...WHOLE_AREA_CODES.split(' ')), fc.stringMatching(/^[2-9]\d{6}$/)).map(([area, rest]) => area + rest);
const untextableDigits = fc.tuple(fc.constantFrom('876', '809', '416', '604', '900', '800', '500', '441'), fc.stringMatching(/^[2-9]\d{6}$/)).map(([area, rest]) => area + rest);
const brokenPhones = fc.constantFrom('248-155-0142', '048-555-0142', '148 555 0142', '415-555-019', '415-555-01999', '415-555-CALL', '(415) 555-0199 x2', '+44 20 7946 0958', '   ', '');

const zips = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^\d{5}$/) },
  { weight: 2, arbitrary: fc.constantFrom('00000', '48067-1234', '4806', '480671', '4806a', ' 48067 ', '') },
);
const emails = fc.oneof(
  { weight: 3, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: fc.constantFrom('jo@example', 'jo@@example.com', 'jo example@x.com', ` Jo.Case@Example.COM `, `${'a'.repeat(250)}@x.com`, `${'e'.repeat(71)}@x.example`, '') },
);
const names = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('Dana', 'Mary-Jo St. Claire', 'Van Buren', 'Jo') },
  { weight: 2, arbitrary: fc.constantFrom('  ', ' Dana ', 'Dana2', "O'Brien", 'A'.repeat(61), 'A'.repeat(81), '') },
);
/**
 * Text for the fields with a `pattern`, which the server runs on RE2's linear-time engine and the browser
 * on JavaScript's: letters of every kind (accented, astral, combining marks, which are not letters), the
 * spaces and line breaks the two engines could read differently, punctuation, digits, times and dates.
 */
const PATTERN_PROBE_CHARACTERS = ['a', 'Z', 'é', 'Ñ', '中', '\u{1D49C}', '\u0301', ' ', '\u00a0', '\u2028', '\t', '\n', '.', '-', "'", '_', '+', '/', ':', '0', '9', '1'];
const patternProbes = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.constantFrom(...PATTERN_PROBE_CHARACTERS), { minLength: 1, maxLength: 10 }).map((chars) => chars.join('')) },
  { weight: 1, arbitrary: fc.constantFrom('José', 'Nuñez-Peña', 'St. Clair', "D'Arcy", '09:30', '17:00', '2026-02-30', '2026-13-01', 'America/New_York', 'a\u2028b', 'Jo\u00a0Ann') },
);
const freeText = fc.oneof(fc.constantFrom('Processor', '  ', ' Loan Officer ', 'x'.repeat(81), ''), fc.string({ maxLength: 12 }));
const amounts = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 2_000_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 1_000_000_000, 1_000_000_000.01, 450000.5, '450,000') },
);

/** A field and the value it is given: undefined removes it (a required one goes missing). */
type Mutation = [field: string, value: unknown];
const mutation = (field: string, values: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation> =>
  fc.tuple(fc.constant(field), fc.option(values, { freq: 6, nil: undefined }));
/** Mostly a valid submission: no mutation half the time, else one to three. */
const mutations = (choices: fc.Arbitrary<Mutation>[]) =>
  fc.oneof({ weight: 1, arbitrary: fc.constant([] as Mutation[]) }, { weight: 1, arbitrary: fc.array(fc.oneof(...choices), { minLength: 1, maxLength: 3 }) });
const apply = (base: Record<string, unknown>, changes: Mutation[]) => {
  const result = { ...base };
  for (const [field, value] of changes) {
    if (value === undefined) delete result[field];
    else result[field] = value;
  }
  return result;
};

describe.each(databaseKinds())('what the browser accepts the endpoint stores, and what it refuses the browser refused, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);
  let folder: string;
  const browser = new Map<string, (data: FormValues) => Record<string, string>>();
  /** The phones valid leads carry: each such lead is sent with a fresh verification of its phone. */
  const verified = ['2485550111', '3135550122', '4155550133', '8105550144'];

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'seam-validators-'));
    for (const id of ['brokered-rate', 'hiring', 'information-removal']) {
      const definition = shippedForm(id);
      const validator = await browserValidator(folder, definition);
      browser.set(id, (data) => formErrorsInBrowser(definition, validator, data));
    }
  });
  afterAll(async () => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const post = (path: string, body: object) => request(forms.app.callback()).post(path).send(body);

  it('brokered-rate (POST /api/recordBrokerLead)', async () => {
    const verifiedPhone = typedAnyWay(fc.constantFrom(...verified));
    const submission = fc
      .record({
        base: fc.constantFrom('purchase', 'refinance', 'leverage'),
        phone: fc.oneof({ weight: 4, arbitrary: verifiedPhone }, { weight: 1, arbitrary: brokenPhones }),
        changes: mutations([
          mutation('zipCode', zips),
          mutation('email', emails),
          mutation('realtorEmail', emails),
          mutation('brokerEmail', emails),
          mutation('firstName', names),
          mutation('lastName', names),
          mutation('city', fc.constantFrom('Troy', ' Royal Oak ', 'Troy 48083', '  ')),
          mutation('firstName', patternProbes),
          mutation('lastName', patternProbes),
          mutation('city', patternProbes),
          mutation('appointmentTime', patternProbes),
          mutation('loanType', fc.constantFrom('purchase', 'refinance', 'leverage', 'cashOut')),
          mutation('realtor', fc.boolean()),
          mutation('propertyPrice', amounts),
          mutation('downPayment', amounts),
          mutation('propertyValue', amounts),
          mutation('currentLoanSize', amounts),
          mutation('cashOutAmount', amounts),
          mutation('currentRate', fc.constantFrom(0, 6.875, 100, 100.001, -1)),
          mutation('state', fc.constantFrom('MI', 'XX')),
          mutation('creditScore', fc.constantFrom('Poor', 'Excellent', 'Good (600-650)')),
          mutation('appointmentTime', fc.constantFrom('09:00', '17:00', '17:01', '08:59')),
          mutation('streetAddress', fc.constantFrom('1 Main St', '   ', 'x'.repeat(101))),
        ]),
      })
      .map(({ base, phone, changes }) => {
        const lead = base === 'purchase' ? purchaseLead(phone) : refinanceLead(phone, base === 'leverage' ? { loanType: 'leverage', cashOutAmount: 40000 } : {});
        return apply(lead, changes);
      });

    await fc.assert(
      fc.asyncProperty(submission, async (lead) => {
        const expected = browser.get('brokered-rate')!(lead);
        const passes = Object.keys(expected).length === 0;
        // A verification proves one lead: each lead the browser would send gets a fresh one for its phone.
        const verificationId = passes ? await verifyPhoneAgain(forms.app, database.db, String(lead.phoneNumber).replace(/\D/g, '').slice(-10)) : undefined;
        const response = await post('/api/recordBrokerLead', { ...lead, verificationId, turnstileToken: await humanCheckToken(forms.app) });
        if (passes) {
          expect(response.status, JSON.stringify(response.body)).toBe(201);
          const [row] = await database.db.select().from(leads).where(eq(leads.id, response.body.id));
          expect(verified).toContain(row!.phone);
          expect(row!.phone).toBe(String(lead.phoneNumber).replace(/\D/g, '').slice(-10));
        } else {
          expect(response.status, JSON.stringify(response.body)).toBe(422);
          expect(response.body.error.fields).toEqual(expected);
        }
      }),
      { numRuns: RUNS },
    );
    // Each lead the browser would send first verifies its phone afresh (a verification proves one lead).
  }, 180_000);

  it('hiring (POST /api/apply, multipart with a PDF resume)', async () => {
    const applicant = { firstName: 'Jane', lastName: 'Applicant', position: 'Loan Officer', email: 'jane@example.com', phone: '2485550188', linkedin: 'linkedin.com/in/jane', nmls: '123456' };
    const submission = fc.record({
      phone: fc.oneof({ weight: 4, arbitrary: typedAnyWay(nanpDigits) }, { weight: 1, arbitrary: brokenPhones }),
      resume: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      changes: mutations([
        mutation('firstName', names),
        mutation('lastName', names),
        mutation('firstName', patternProbes),
        mutation('lastName', patternProbes),
        mutation('position', freeText),
        mutation('email', emails),
        mutation('linkedin', freeText),
        mutation('nmls', freeText),
      ]),
    });

    await fc.assert(
      fc.asyncProperty(submission, async ({ phone, resume, changes }) => {
        const fields = apply({ ...applicant, phone }, changes) as Record<string, string>;
        const descriptor = resume ? { name: 'resume.pdf', size: pdf.length, type: 'application/pdf' } : undefined;
        const expected = browser.get('hiring')!({ ...fields, ...(descriptor ? { resume: descriptor } : {}) });
        let call = request(forms.app.callback()).post('/api/apply').field('turnstileToken', await humanCheckToken(forms.app));
        for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
        if (resume) call = call.attach('resume', pdf, 'resume.pdf');
        const response = await call;
        if (Object.keys(expected).length === 0) {
          expect(response.status, JSON.stringify(response.body)).toBe(201);
          const [row] = await database.db.select().from(hiringApplications).where(eq(hiringApplications.id, response.body.id));
          expect(row!.phone).toBe(phone.replace(/\D/g, '').slice(-10));
        } else {
          expect(response.status, JSON.stringify(response.body)).toBe(422);
          expect(response.body.error.fields).toEqual(expected);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('information-removal (POST /api/requestRemoval)', async () => {
    const requester = { name: 'Jo Smith', email: 'jo@example.com', phoneNumber: '2485550177', confirmation: true };
    const submission = fc.record({
      phone: fc.oneof(
        { weight: 2, arbitrary: typedAnyWay(textableDigits) },
        { weight: 2, arbitrary: typedAnyWay(nanpDigits) },
        { weight: 1, arbitrary: typedAnyWay(untextableDigits) },
        { weight: 1, arbitrary: brokenPhones },
      ),
      changes: mutations([
        mutation('name', names),
        mutation('name', patternProbes),
        mutation('email', emails),
        mutation('confirmation', fc.constantFrom(true, false, 'yes')),
      ]),
    });

    await fc.assert(
      fc.asyncProperty(submission, async ({ phone, changes }) => {
        const body = apply({ ...requester, phoneNumber: phone }, changes);
        const expected = browser.get('information-removal')!(body);
        // The form's checks come before the human check: a refused body answers 422 whatever its token.
        const response = await post('/api/requestRemoval', { ...body, turnstileToken: await humanCheckToken(forms.app) });
        if (Object.keys(expected).length === 0) {
          expect(response.status, JSON.stringify(response.body)).toBe(201);
          const [row] = await database.db.select().from(removalRequests).where(eq(removalRequests.id, response.body.id));
          expect(row!.phone).toBe(phone.replace(/\D/g, '').slice(-10));
          // Only numbers the site texts get this far: the browser refused the others first.
          expect(textableUsPhone(row!.phone)).toBe(row!.phone);
        } else {
          expect(response.status, JSON.stringify(response.body)).toBe(422);
          expect(response.body.error.fields).toEqual(expected);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
