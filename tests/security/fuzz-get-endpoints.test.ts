/**
 * Fuzzes every GET endpoint: hostile query strings, path segments and header sets. The properties each
 * answer keeps, and how to replay a failing seed, are in fuzz-harness.ts.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { hostileHeaders, hostileQuery, hostileSegment } from './hostile-arbitraries';
import { RUNS, useFuzzApp, withQuery } from './fuzz-harness';
import type { RawRequest } from './security-support';

interface GetEndpoint {
  name: string;
  /** The path, given the (valid or hostile) path segment for the routes that have one. */
  path: (segment: string) => string;
  validSegment?: string;
  params: string[];
  valid: Record<string, string>;
  /** The 2xx answer is JSON (not for the validator module). */
  json: boolean;
}

const ESTIMATE_QUERY = {
  loanType: '1',
  downPayment: '60000',
  salesPrice: '400000',
  occupancyType: '1',
  propertyType: '22',
  numberOfUnits: '1',
  zipCode: '48067',
  creditScore: '720',
  firstTimeHomeBuyer: 'false',
};

const plain = (path: string) => () => path;
const GET_ENDPOINTS: GetEndpoint[] = [
  { name: 'brokers', path: plain('/api/brokers'), params: [], valid: {}, json: true },
  { name: 'agent', path: plain('/api/agent/'), params: ['fields.brokerKey'], valid: { 'fields.brokerKey': 'sarah-okafor' }, json: true },
  { name: 'products', path: plain('/api/products'), params: [], valid: {}, json: true },
  { name: 'product', path: plain('/api/product/'), params: ['fields.productKey'], valid: { 'fields.productKey': 'FHA-loan' }, json: true },
  { name: 'getGoogleReviews', path: plain('/api/getGoogleReviews'), params: [], valid: {}, json: true },
  { name: 'getStats', path: plain('/api/getStats'), params: [], valid: {}, json: true },
  { name: 'openPositions', path: plain('/api/openPositions'), params: [], valid: {}, json: true },
  { name: 'getCombinedRates', path: plain('/api/getCombinedRates'), params: [], valid: {}, json: true },
  { name: 'disclosure', path: plain('/api/disclosure'), params: ['disclosureKey'], valid: { disclosureKey: 'privacy-policy' }, json: true },
  { name: 'aprFees', path: plain('/api/aprFees'), params: [], valid: {}, json: true },
  { name: 'featureFlags', path: plain('/api/featureFlags'), params: [], valid: {}, json: true },
  { name: 'siteConfig', path: plain('/api/siteConfig'), params: [], valid: {}, json: true },
  { name: 'verification/humanCheck', path: plain('/api/verification/humanCheck'), params: [], valid: {}, json: true },
  { name: 'questions', path: plain('/api/questions'), params: ['entryPath'], valid: { entryPath: 'purchase' }, json: true },
  { name: 'flows/:entryPath', path: (segment) => `/api/flows/${segment}`, validSegment: 'refinance', params: [], valid: {}, json: true },
  { name: 'estimateLoan', path: plain('/api/estimateLoan'), params: Object.keys(ESTIMATE_QUERY), valid: ESTIMATE_QUERY, json: true },
  { name: 'forms/:id', path: (segment) => `/api/forms/${segment}`, validSegment: 'brokered-rate', params: [], valid: {}, json: true },
  { name: 'forms/:id/validator.mjs', path: (segment) => `/api/forms/${segment}/validator.mjs`, validSegment: 'hiring', params: ['v'], valid: {}, json: false },
];

const fuzz = useFuzzApp();
const { runProperty, expectSafeAnswer } = fuzz;

describe('GET endpoints under hostile input', () => {
  for (const endpoint of GET_ENDPOINTS) {
    const validPath = () => endpoint.path(endpoint.validSegment ?? '');

    it(`GET ${endpoint.name}: ${RUNS} hostile query strings${endpoint.validSegment ? ' and path segments' : ''}`, async () => {
      const segment = endpoint.validSegment ? fc.oneof({ weight: 1, arbitrary: fc.constant(endpoint.validSegment) }, { weight: 2, arbitrary: hostileSegment }) : fc.constant('');
      await runProperty(`GET ${endpoint.name} query`, fc.tuple(segment, hostileQuery(endpoint.params, endpoint.valid)), async ([pathSegment, query]) => {
        const request: RawRequest = { method: 'GET', path: withQuery(endpoint.path(pathSegment), query), headers: { accept: 'application/json' } };
        expectSafeAnswer(request, await fuzz.live.send(request), endpoint.json);
      });
    });

    it(`GET ${endpoint.name}: ${RUNS} hostile header sets`, async () => {
      const validQuery = new URLSearchParams(endpoint.valid).toString();
      await runProperty(`GET ${endpoint.name} headers`, hostileHeaders, async (headers) => {
        const request: RawRequest = { method: 'GET', path: withQuery(validPath(), validQuery), headers };
        expectSafeAnswer(request, await fuzz.live.send(request), endpoint.json);
      });
    });
  }
});
