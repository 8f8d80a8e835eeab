import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowDefinition } from '../../../../app/data/site-api';
import { servedVariant } from '../../../../app/features/experiments/served-variant';
import type { Flow } from '../../../../engine';

const token = `7d4e2c10-5b3a-4f61-9c2e-0a1b2c3d4e5f.${'Q'.repeat(43)}`;
const experiment = { id: 'exp-1', variants: [{ key: 'A', version: 'sha256-live', weight: 1 }, { key: 'B', version: 'sha256-b', weight: 1 }] };
const flowOf = (version: string): FlowDefinition => ({ flow: { id: 'purchase', version } as unknown as Flow, version });
const live: FlowDefinition = { ...flowOf('sha256-live'), experiment };
const loadVersion = async (version: string) => flowOf(version);

/** The page's fetch, answering the assignment request with `answer` (a status, or a body for 200); every call is kept. */
function server(answer: number | object) {
  const calls: Array<{ url: string; method?: string }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method });
    return typeof answer === 'number' ? new Response('{}', { status: answer }) : new Response(JSON.stringify(answer), { status: 200 });
  });
  return calls;
}

describe('the variant a funnel page is served', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for an assignment, and keeps its signed token with the variant it loads', async () => {
    const calls = server({ id: 'exp-1', variant: 'B', version: 'sha256-b', token });
    const served = await servedVariant('purchase', live, undefined, loadVersion);
    expect(calls).toEqual([{ url: '/api/flows/purchase/assignment', method: 'POST' }]);
    expect(served).toEqual({ ...flowOf('sha256-b'), assignment: { id: 'exp-1', variant: 'B', token } });
  });

  it('keeps the variant the saved progress was served, without asking again', async () => {
    const calls = server(500);
    const served = await servedVariant('purchase', live, { id: 'exp-1', variant: 'A', token }, loadVersion);
    expect(calls).toEqual([]);
    expect(served).toEqual({ ...live, assignment: { id: 'exp-1', variant: 'A', token } });
  });

  it('serves the live version, unassigned, when the server assigns nothing (limit reached, experiment stopped)', async () => {
    for (const status of [429, 404, 500]) {
      server(status);
      expect(await servedVariant('purchase', live, { id: 'exp-0', variant: 'A', token }, loadVersion)).toBe(live);
    }
    server({ id: 'exp-1', variant: 'B' });
    expect(await servedVariant('purchase', live, undefined, loadVersion)).toBe(live);
  });

  it('keeps no signed token under Global Privacy Control, so nothing joins the visit', async () => {
    vi.stubGlobal('navigator', { globalPrivacyControl: true });
    server({ id: 'exp-1', variant: 'B', version: 'sha256-b', token });
    expect((await servedVariant('purchase', live, undefined, loadVersion))?.assignment).toEqual({ id: 'exp-1', variant: 'B' });
    expect((await servedVariant('purchase', live, { id: 'exp-1', variant: 'A', token }, loadVersion))?.assignment).toEqual({ id: 'exp-1', variant: 'A' });
  });

  it('asks nothing when the flow runs no experiment', async () => {
    const calls = server(500);
    const plain = flowOf('sha256-live');
    expect(await servedVariant('purchase', plain, undefined, loadVersion)).toBe(plain);
    expect(calls).toEqual([]);
  });
});
