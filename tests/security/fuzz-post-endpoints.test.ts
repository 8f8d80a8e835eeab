/**
 * Fuzzes every public POST endpoint with JSON bodies: hostile bodies (plain and streamed), query strings and
 * header sets. The properties each answer keeps, and how to replay a failing seed, are in fuzz-harness.ts.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDeliverySettings } from '../../api/delivery/delivery-settings';
import { purchaseLead } from '../api/forms-support';
import { completedAnswers, leadConsent } from '../support/lead-bodies';
import { hostileHeaders, hostileJsonBody, hostileQuery, jsonContentType, mutatedBody } from './hostile-arbitraries';
import { RUNS, useFuzzApp, withQuery, type Increments } from './fuzz-harness';
import type { RawRequest } from './security-support';

/** Each lead, application and request queues one e-mail, and a webhook too when LEAD_WEBHOOK_URL is set. */
const OUTBOX_PER_LEAD = readDeliverySettings().webhook ? 2 : 1;

interface PostEndpoint {
  name: string;
  path: string;
  /** The route's body limit (bytes), to generate bodies over it. */
  maxBytes: number;
  /** A valid body; `__PHONE__` and `__TOKEN__` are replaced per request by a fresh phone number and human-check token. */
  base: () => Record<string, unknown>;
  /** Nested objects of the body whose fields are mutated too. */
  nested?: string[];
  stores: Increments;
  /** Whether the route honours Idempotency-Key (a key adds an idempotency record, a repeated one stores nothing). */
  idempotent?: boolean;
}

const fuzz = useFuzzApp();
const { runProperty, expectSafeAnswer, expectStoredOnlyOnSuccess, fillPlaceholders } = fuzz;

let quoteAnswers: Record<string, unknown> = {};
let vetlifeAnswers: Record<string, unknown> = {};
let purchaseVersion = '';

beforeAll(async () => {
  quoteAnswers = completedAnswers('purchase');
  vetlifeAnswers = completedAnswers('vetlife-cashOut');
  purchaseVersion = (await fuzz.live.send({ method: 'GET', path: '/api/questions?entryPath=purchase' })).headers['x-definition-version'] as string;
});

/** A funnel's lead route: a lead of the same moment and browser, which stores the lead, its e-mail (and webhook), and the lead_stored event the server records. */
function funnelLeadRoute(path: string, lead: () => { contactInfo: Record<string, string>; loanType: string; answers: Record<string, unknown>; phoneVerified: boolean; consent: unknown }): PostEndpoint {
  return {
    name: path.slice('/api/'.length),
    path,
    maxBytes: 64 * 1024,
    base: () => {
      const { contactInfo, loanType, answers, phoneVerified, consent } = lead();
      return { contactInfo, loanType, answers, timestamp: '2026-11-22T15:00:00.000Z', userAgent: 'Mozilla/5.0', phoneVerified, consent };
    },
    nested: ['contactInfo', 'answers'],
    stores: { leads: 1, outbox: OUTBOX_PER_LEAD, analytics_events: 1 },
    idempotent: true,
  };
}

const POST_ENDPOINTS: PostEndpoint[] = [
  funnelLeadRoute('/api/recordQuoteLead', () => ({
    contactInfo: { fullName: 'Fuzz Visitor', email: 'fuzz.visitor@example.com', phoneNumber: '248-555-0199' },
    loanType: 'purchase',
    answers: quoteAnswers,
    phoneVerified: false,
    consent: leadConsent('purchase'),
  })),
  funnelLeadRoute('/api/recordWebLead/VetLife', () => ({
    contactInfo: { fullName: 'Fuzz Veteran', email: 'fuzz.veteran@example.com', phoneNumber: '248-555-0198' },
    loanType: 'cashOut',
    answers: vetlifeAnswers,
    phoneVerified: true,
    consent: leadConsent('cashOut', '/quote-landing-vetlife'),
  })),
  {
    name: 'recordBrokerLead',
    path: '/api/recordBrokerLead',
    maxBytes: 32 * 1024,
    base: () => ({ ...purchaseLead(fuzz.verifiedPhone), verificationId: '__PROOF__', turnstileToken: '__TOKEN__' }),
    // With lead_stored and phone_verified: a brokered-rate lead always proves its phone.
    stores: { leads: 1, outbox: OUTBOX_PER_LEAD, spent_human_check_tokens: 1, analytics_events: 2 },
    idempotent: true,
  },
  {
    name: 'sendVerificationCode',
    path: '/api/sendVerificationCode',
    maxBytes: 4 * 1024,
    base: () => ({ phoneNumber: '__PHONE__', turnstileToken: '__TOKEN__' }),
    stores: { phone_verifications: 1, sms_outbox: 1, spent_human_check_tokens: 1 },
  },
  {
    name: 'verifyCode',
    path: '/api/verifyCode',
    maxBytes: 2 * 1024,
    base: () => ({ phoneNumber: '__PHONE__', code: '123456', verificationId: '0190a8b2-7c3e-7d4f-8a1b-2c3d4e5f6a7b' }),
    stores: {},
  },
  { name: 'humanCheck/token', path: '/api/humanCheck/token', maxBytes: 2 * 1024, base: () => ({}), stores: {} },
  {
    name: 'requestRemoval',
    path: '/api/requestRemoval',
    maxBytes: 4 * 1024,
    base: () => ({ name: 'Fuzz Visitor', email: 'fuzz.visitor@example.com', phoneNumber: '__PHONE__', confirmation: true, turnstileToken: '__TOKEN__' }),
    // The link to the requester and the notice to the privacy inbox; the code texted to the phone.
    stores: { removal_requests: 1, outbox: 2, sms_outbox: 1, spent_human_check_tokens: 1 },
    idempotent: true,
  },
  {
    name: 'events',
    path: '/api/events',
    maxBytes: 50 * 4096 + 1024,
    base: () => ({ events: [{ type: 'answer', flowId: 'purchase', version: purchaseVersion, sessionId: 'fuzz-session-1', pathId: 'abcd0123', depth: 1, device: 'phone', lang: 'en', question: 'propertyType', option: 'condo', next: 'propertyUse' }] }),
    stores: { analytics_events: 1 },
  },
  {
    name: 'confirmRemoval',
    path: '/api/confirmRemoval',
    maxBytes: 1024,
    base: () => ({ request: '00000000-0000-4000-8000-000000000000', code: '123456' }),
    stores: {},
  },
];


function bodyArbitrary(endpoint: PostEndpoint): fc.Arbitrary<string | Buffer> {
  const base = endpoint.base();
  const nestedMutations = (endpoint.nested ?? []).map((key) =>
    mutatedBody(base[key] as Record<string, unknown>).map((inner) => JSON.stringify({ ...base, [key]: inner })),
  );
  return nestedMutations.length > 0 ? fc.oneof({ weight: 3, arbitrary: hostileJsonBody(base, endpoint.maxBytes) }, ...nestedMutations) : hostileJsonBody(base, endpoint.maxBytes);
}

/** The valid body (a fifth of the time) or an empty object (refused by every write but the token): hostile queries and headers go with either. */
const plainBody = (endpoint: PostEndpoint) => fc.oneof({ weight: 1, arbitrary: fc.constant(JSON.stringify(endpoint.base())) }, { weight: 4, arbitrary: fc.constant('{}') });

describe('POST endpoints under hostile input', () => {
  for (const endpoint of POST_ENDPOINTS) {
    const post = async (body: string | Buffer, headers: Record<string, string>, query = '', chunked = false) => {
      const request: RawRequest = { method: 'POST', path: withQuery(endpoint.path, query), headers, body: await fillPlaceholders(body), chunked };
      const response = await fuzz.live.send(request);
      expectSafeAnswer(request, response, true);
      return expectStoredOnlyOnSuccess(request, response, endpoint.stores, endpoint.idempotent ?? false);
    };

    it(`POST ${endpoint.name}: ${RUNS} hostile bodies (malformed JSON, wrong types, huge, deep, __proto__, unicode)`, async () => {
      const outcomes: Record<string, number> = {};
      // A quarter of the bodies are streamed (chunked, no Content-Length to refuse them by).
      const chunked = fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
      await runProperty(`POST ${endpoint.name} body`, fc.tuple(bodyArbitrary(endpoint), jsonContentType, chunked), async ([body, contentType, streamed]) => {
        const outcome = await post(body, contentType ? { 'content-type': contentType } : {}, '', streamed);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      });
      // Most bodies are refused (the token route reads no body and answers every one).
      if (Object.keys(endpoint.stores).length > 0) expect(outcomes.refused ?? 0).toBeGreaterThan(RUNS / 2);
      else if (endpoint.name === 'humanCheck/token') expect(outcomes.answered).toBe(RUNS);
    });

    it(`POST ${endpoint.name}: ${RUNS} hostile query strings`, async () => {
      await runProperty(`POST ${endpoint.name} query`, fc.tuple(plainBody(endpoint), hostileQuery(['id', 'loanType', 'phoneNumber', 'redirect'], {})), async ([body, query]) => {
        await post(body, { 'content-type': 'application/json' }, query);
      });
    });

    it(`POST ${endpoint.name}: ${RUNS} hostile header sets`, async () => {
      await runProperty(`POST ${endpoint.name} headers`, fc.tuple(plainBody(endpoint), hostileHeaders), async ([body, headers]) => {
        await post(body, { 'content-type': 'application/json', ...headers });
      });
    });
  }
});
