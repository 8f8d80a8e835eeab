/**
 * Whatever a page (or anyone) sends to POST /api/events, no stored event holds a contact detail, an amount
 * or a typed answer: an option is stored only when it is an option of that version's choice question, and
 * every other text field is bounded and checked. fast-check draws event batches mixing valid fields with
 * hostile ones (e-mail addresses, phone numbers, amounts, ZIP codes, names, markup) in every field.
 */
import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type Koa from 'koa';
import { analyticsEvents } from '../../api/db/schema';
import { flowIndex, optionValue, CHOICE_TYPES, type Flow } from '../../engine';
import { loadFlow } from '../engine/support/flows';
import { createTestApp } from '../support/test-app';
import { useTestDatabase } from '../support/test-database';

const PERSONAL = ['dana.whitfield@example.com', '(248) 555-0199', '2485550199', '48009', '$350,000', '350000', 'Dana Whitfield', '123-45-6789', '<script>alert(1)</script>'];
const purchase: Flow = loadFlow('purchase');
const index = flowIndex(purchase);
const keys = [...index.keys];
const choiceValues = new Map(
  index.questions.map((question, at) => [
    index.keys[at]!,
    (CHOICE_TYPES as readonly string[]).includes(question.questionData.type) ? new Set((question.questionData.options ?? []).map((option) => String(optionValue(option)))) : null,
  ]),
);

/** A question view, then the answer to a choice question with one of its options: a batch the server stores. */
function validBatch() {
  const [choiceKey, options] = [...choiceValues].find(([, values]) => values !== null && values.size > 0)!;
  return [
    { type: 'question_view' as const, question: choiceKey, sessionId: 'fuzz-visit-1' as const },
    { type: 'answer' as const, question: choiceKey, option: [...options!][0]!, sessionId: 'fuzz-visit-1' as const },
  ];
}

describe('analytics events never store personal data', () => {
  const database = useTestDatabase('pglite');
  let app: Koa;
  let version = '';

  beforeAll(async () => {
    app = createTestApp(database.db, { ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '1000000000' }).app;
    version = (await request(app.callback()).get('/api/questions?entryPath=purchase').expect(200)).headers['x-definition-version']!;
    // A plain, valid event is stored: the fuzzing below starts from a version the server accepts.
    const plain = { flowId: 'purchase', version, pathId: 'fuzz0000', depth: 0, device: 'phone', lang: 'en', type: 'funnel_view' };
    const accepted = await request(app.callback()).post('/api/events').send({ events: [plain] });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(204);
    await database.db.delete(analyticsEvents);
  });

  it('stores an option only for a choice question and only as one of its options, whatever is sent', async () => {
    const text = fc.oneof(fc.constantFrom(...PERSONAL), fc.constantFrom(...keys), fc.constantFrom('condo', 'primary', 'yes', 'true', '(contact)'), fc.string({ maxLength: 30 }));
    const event = fc.record(
      {
        type: fc.constantFrom('funnel_view', 'question_view', 'answer', 'back', 'exit', 'contact_view', 'submit'),
        question: text,
        option: text,
        next: text,
        utmSource: text,
        sessionId: fc.constantFrom('fuzz-visit-1', 'fuzz-visit-2'),
      },
      { requiredKeys: ['type'] },
    );
    let stored = 0;
    const refusals: unknown[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 5 }), async (batch) => {
        const events = batch.map((fields) => ({ flowId: 'purchase', version, pathId: 'fuzz0001', depth: 1, device: 'phone', lang: 'en', ...fields }));
        const response = await request(app.callback()).post('/api/events').send({ events });
        expect([204, 422]).toContain(response.status);
        if (response.status === 204) stored += events.length;
        else if (refusals.length < 3) refusals.push(response.body);
      }),
      // A valid batch first, whatever the draws: the checks below then always have stored rows to read
      // (400 random batches that all happened to be refused did fail a CI run).
      { numRuns: 400, examples: [[validBatch()]] },
    );
    const rows = await database.db.select().from(analyticsEvents);
    expect(rows.length).toBe(stored);
    expect(stored, `nothing was stored; the first refusals: ${JSON.stringify(refusals)}`).toBeGreaterThan(0);
    for (const row of rows) {
      if (row.question !== null) expect([...keys, '(contact)']).toContain(row.question);
      if (row.next !== null) expect([...keys, '(contact)']).toContain(row.next);
      if (row.option !== null) {
        const allowed = choiceValues.get(row.question ?? '');
        expect(row.type).toBe('answer');
        expect(allowed, `an option stored for ${row.question}`).toBeTruthy();
        for (const part of row.option.split('|')) expect(allowed!.has(part) || (part === 'true' && allowed!.has('yes')) || (part === 'false' && allowed!.has('no'))).toBe(true);
      }
    }
    // The only free text stored is the landing's UTM source, which the visitor's own URL carried.
    const texts = rows.flatMap((row) => [row.question, row.option, row.next, row.pathId, row.device, row.lang]).filter(Boolean).join(' ');
    for (const value of PERSONAL) expect(texts).not.toContain(value);
  }, 120_000);
});
