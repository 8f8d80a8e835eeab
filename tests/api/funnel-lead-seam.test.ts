import fc from 'fast-check';
import type Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  currentQuestion,
  flowIndex,
  funnelLead,
  optionValue,
  start,
  validateContact,
  type AnswerValue,
  type ContactInfo,
  type Flow,
  type LoanType,
  type Question,
  type ServedFlow,
  type Session,
} from '../../engine';
import { createTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';

/**
 * The seam between the browser and the server, for each funnel: whatever answers and contact details the
 * browser's engine accepts, the server stores (201); whatever the server refuses (422), the browser's
 * engine refused first, naming the same field. Values are drawn to hit the rules' edges (caps, formats,
 * lengths, ZIP and phone typings), and some answer sets are tampered with after the walk.
 */
const FLOWS: { id: string; path: string; loanType: LoanType }[] = [
  { id: 'purchase', path: '/api/recordQuoteLead', loanType: 'purchase' },
  { id: 'refinance', path: '/api/recordQuoteLead', loanType: 'refinance' },
  { id: 'cashOut', path: '/api/recordQuoteLead', loanType: 'cashOut' },
  { id: 'vetlife-purchase', path: '/api/recordWebLead/VetLife', loanType: 'purchase' },
  { id: 'vetlife-refinance', path: '/api/recordWebLead/VetLife', loanType: 'refinance' },
  { id: 'vetlife-cashOut', path: '/api/recordWebLead/VetLife', loanType: 'cashOut' },
];
const RUNS = Number(process.env.SEAM_RUNS ?? 100);

const digits = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

/** A value a visitor might give a question: often valid, often just outside a rule. */
function candidate(question: Question): fc.Arbitrary<unknown> {
  const data = question.questionData;
  const values = (data.options ?? []).map(optionValue);
  const amount = fc.oneof(fc.integer({ min: -1_000, max: 3_000_000 }), fc.integer({ min: 0, max: 100_000 }).map((n) => n * 1_000), fc.constantFrom(0, 999, 1_000, 5_000, 9_999_999_999, 1e21));
  switch (data.type) {
    case 'options':
    case 'dropdown':
      return values.length ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: fc.constantFrom('', 'something else', 42, null) }) : fc.constant('');
    case 'multiselect':
      return fc.oneof({ weight: 5, arbitrary: fc.subarray(values) }, { weight: 1, arbitrary: fc.constantFrom('x', [values[0], values[0]]) });
    case 'slider':
      return fc.oneof(fc.tuple(amount, amount), fc.constantFrom([1], 'cheap'));
    case 'currency':
      return fc.oneof({ weight: 4, arbitrary: amount }, { weight: 1, arbitrary: fc.constantFrom('12,500', '$3,000.50', 'lots', '', -5) });
    case 'zipcode':
      return fc.oneof({ weight: 4, arbitrary: digits(5) }, { weight: 1, arbitrary: fc.constantFrom('00000', '4800', '480091', ' 48009 ', '48009-1234', 'ABCDE') });
    case 'text':
      return fc.oneof({ weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) }, { weight: 1, arbitrary: fc.constantFrom('', '   ', 'x'.repeat(61), 'x'.repeat(501)) });
  }
}

const nanp = fc.tuple(fc.integer({ min: 2, max: 9 }), digits(2), fc.integer({ min: 0, max: 9 }), digits(2), digits(4));
const phone = fc.oneof(
  nanp.chain(([a, area, e, exchange, line]) =>
    fc.constantFrom(`${a}${area}-${e}${exchange}-${line}`, `(${a}${area}) ${e}${exchange}-${line}`, `+1 ${a}${area} ${e}${exchange} ${line}`, `${a}${area}.${e}${exchange}.${line}`, `1${a}${area}${e}${exchange}${line}`),
  ),
  fc.constantFrom('248-155-0142', '048-555-0142', '248-555-014', '2485550142x', '', '+44 20 7946 0958'),
);
const contact: fc.Arbitrary<ContactInfo> = fc.record({
  fullName: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('Jane Q Buyer', 'José Ramírez', "D'Arcy O'Neil-Smith") }, { weight: 1, arbitrary: fc.constantFrom('', '  ', 'x'.repeat(51)) }, { weight: 1, arbitrary: fc.string({ maxLength: 55 }) }),
  email: fc.oneof({ weight: 4, arbitrary: fc.emailAddress() }, { weight: 1, arbitrary: fc.constantFrom('jane@', 'jane@example', 'jane@@example.com', '', `${'a'.repeat(250)}@example.com`) }),
  phoneNumber: phone,
});

/** Walks the flow as a visitor would: each question gets a drawn value; a refused one is replaced by its first valid choice. */
function walk(flow: Flow, loanType: LoanType, draw: <T>(arbitrary: fc.Arbitrary<T>) => T): Session | null {
  let session = start(flow, loanType).session!;
  for (let guard = 0; !session.completed && guard < 100; guard++) {
    const { question } = currentQuestion(flow, session)!;
    let moved = answer(flow, session, draw(candidate(question)));
    for (const fallback of fallbacks(question)) {
      if (!moved.error) break;
      moved = answer(flow, session, fallback);
    }
    if (moved.error) return null; // a dead end (a cap below a minimum): the visitor would go back and change an answer
    session = moved.session;
  }
  return session.completed ? session : null;
}

function fallbacks(question: Question): unknown[] {
  const data = question.questionData;
  const first = data.options?.[0];
  return [first === undefined ? undefined : optionValue(first), first === undefined ? undefined : [optionValue(first)], data.min ?? 0, 1_000, [data.min ?? 200_000, data.min ?? 200_000], '48009', 'Pat Agent'].filter((value) => value !== undefined);
}

/** The first answer key the browser's engine refuses when walking these answers, or null when it completes (answers off the path are not sent). */
function browserRefusal(flow: Flow, loanType: LoanType, answers: Record<string, unknown>): string | null {
  let session = start(flow, loanType).session!;
  const index = flowIndex(flow, loanType);
  while (!session.completed) {
    const key = index.keys[session.current!]!;
    if (!Object.hasOwn(answers, key)) return key;
    const moved = answer(flow, session, answers[key]);
    if (moved.error) return key;
    session = moved.session;
  }
  return null;
}

describe.each(databaseKinds())('the funnels’ browser/server seam on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: Koa;
  const served: Record<string, ServedFlow> = {};

  beforeAll(async () => {
    app = createTestApp(database.db, { RATE_LIMIT_WRITES_PER_MINUTE: '100000' }).app;
    for (const { id } of FLOWS) {
      const response = await request(app.callback()).get(`/api/flows/${id}`).expect(200);
      served[id] = { flow: response.body as Flow, version: response.headers['x-definition-version']! };
    }
  });

  it.each(FLOWS)('$id: the engine accepts ⇒ the server stores; the server refuses ⇒ the engine refused that field first', async ({ id, path, loanType }) => {
    const { flow } = served[id]!;
    const seen = { stored: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.gen(), contact, fc.option(fc.nat(), { nil: undefined, freq: 2 }), async (g, typed, tamper) => {
        const session = walk(flow, loanType, (arbitrary) => g(() => arbitrary));
        fc.pre(session !== null);
        const answers: Record<string, unknown> = { ...session!.answers };
        if (tamper !== undefined) {
          const questions = flowIndex(flow, loanType).questions;
          const question = questions[tamper % questions.length]!;
          const key = flowIndex(flow, loanType).keys[tamper % questions.length]!;
          answers[key] = g(() => candidate(question));
        }
        const checked = validateContact(typed, flow.contact.messages);
        const lead = funnelLead(served[id]!, { loanType, answers: answers as Record<string, AnswerValue> }, checked.ok ? checked.value : typed, {
          now: Date.now(),
          userAgent: 'seam-test',
          phoneVerified: false,
          pageUrl: `https://www.harborpointmortgage.com/quote-landing?type=${loanType}`,
        });
        const response = await request(app.callback()).post(path).send(lead);

        const refusedAnswer = browserRefusal(flow, loanType, answers);
        const contactRefused = Object.keys(checked.errors).map((field) => `contactInfo.${field}`).sort();
        if (!refusedAnswer && contactRefused.length === 0) {
          expect(response.status, JSON.stringify(response.body)).toBe(201);
          seen.stored++;
          return;
        }
        expect(response.status, JSON.stringify({ refusedAnswer, contactRefused, server: response.body })).toBe(422);
        seen.refused++;
        const serverFields = Object.keys(response.body.error.fields as Record<string, string>);
        // The contact fields named are exactly those the browser refused; the answer the browser stopped at
        // is named (the server may add the answers that then fall off the path).
        expect(serverFields.filter((field) => field.startsWith('contactInfo.')).sort()).toEqual(contactRefused);
        if (refusedAnswer) expect(serverFields).toContain(refusedAnswer);
        else expect(serverFields.filter((field) => !field.startsWith('contactInfo.'))).toEqual([]);
      }),
      // A failing case is reported as found: shrinking through hundreds of requests would outlast the suite.
      { numRuns: RUNS, endOnFailure: true },
    );
    // Both sides of the property were exercised. Half the cases change no answer, so about a fifth are
    // stored: a twentieth is far enough below that chance alone never fails this.
    expect(seen.stored).toBeGreaterThan(RUNS / 20);
    expect(seen.refused).toBeGreaterThan(RUNS / 20);
  }, 180_000);
});
