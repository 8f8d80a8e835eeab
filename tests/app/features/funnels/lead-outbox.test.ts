import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createQuotaError } from '../../../../engine';
import { createLeadOutbox } from '../../../../app/features/lead-outbox/lead-outbox';
import { LEAD_OUTBOX_KEY } from '../../../../app/features/lead-outbox/outbox-key';
import { readOutbox } from '../../../../app/features/lead-outbox/outbox-store';
import { OUTBOX_MAX_AGE_MS, parseRetryAfter, verdictOf } from '../../../../app/features/lead-outbox/retry-policy';

describe('the retry policy', () => {
  it('delivers on 2xx (201 new, 200 repeated key)', () => {
    expect(verdictOf({ kind: 'answered', status: 201 })).toBe('delivered');
    expect(verdictOf({ kind: 'answered', status: 200 })).toBe('delivered');
  });

  it('drops a final 4xx so that a client and a server that disagree never loop', () => {
    for (const status of [400, 404, 409, 413, 415, 422]) expect(verdictOf({ kind: 'answered', status })).toBe('rejected');
  });

  it('retries what the server did not acknowledge: 5xx, network errors, timeouts, and 408/429 (never looked at)', () => {
    for (const status of [500, 502, 503, 504, 408, 429]) expect(verdictOf({ kind: 'answered', status })).toBe('retry');
    expect(verdictOf({ kind: 'network' })).toBe('retry');
    expect(verdictOf({ kind: 'timeout' })).toBe('retry');
  });

  it('reads Retry-After in seconds or as a date, capped at an hour', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:02:00 GMT', now)).toBe(120_000);
    expect(parseRetryAfter('999999', now)).toBe(3_600_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

type Answer = number | 'network' | 'hang';

const REFUSAL = { error: { code: 'validation_failed', message: 'Some answers are missing or not valid.', fields: { zipCode: 'ZIP code must be 5 digits' } } };

/** A fake server: answers each POST in turn and records the Idempotency-Key and body it saw. */
function fakeServer(...answers: Answer[]) {
  const calls: { url: string; key: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ url, key: headers.get('idempotency-key'), body: JSON.parse(String(init.body)) });
    const answer = answers.shift() ?? 201;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    const extra: Record<string, string> = answer === 429 ? { 'retry-after': '60' } : {};
    const body = answer >= 400 ? REFUSAL : { id: 'x' };
    return new Response(JSON.stringify(body), { status: answer, headers: { 'content-type': 'application/json', ...extra } });
  });
  return { fetch, calls };
}

const lead = { contactInfo: { fullName: 'Jane', email: 'jane@example.com', phoneNumber: '248-555-0142' }, answers: { zipCode: '48009' } };

describe('the lead outbox', () => {
  afterEach(() => vi.useRealTimers());

  it('sends once and keeps nothing when the server acknowledges the lead, handing back its receipt', async () => {
    const storage = createMemoryStorage();
    const server = fakeServer(201);
    const outbox = createLeadOutbox({ storage, fetch: server.fetch, newKey: () => 'key-1' });
    await expect(outbox.submit('/api/recordQuoteLead', lead)).resolves.toEqual({ outcome: 'delivered', key: 'key-1', status: 201, body: { id: 'x' } });
    expect(server.calls).toEqual([{ url: '/api/recordQuoteLead', key: 'key-1', body: lead }]);
    expect(storage.getItem(LEAD_OUTBOX_KEY)).toBeNull();
  });

  it.each<Answer>([503, 500, 'network', 429])('keeps a lead answered %s and sends it again later with the same key', async (failure) => {
    const storage = createMemoryStorage();
    let now = 1_000_000;
    const first = fakeServer(failure);
    const outbox = createLeadOutbox({ storage, fetch: first.fetch, now: () => now, newKey: () => 'key-2' });
    await expect(outbox.submit('/api/recordWebLead/VetLife', lead)).resolves.toEqual({ outcome: 'queued', key: 'key-2' });
    expect(readOutbox(storage)).toMatchObject([{ id: 'key-2', url: '/api/recordWebLead/VetLife', body: lead, attempts: 1 }]);

    // The next page load: a new outbox over the same storage.
    const second = fakeServer(200);
    const reloaded = createLeadOutbox({ storage, fetch: second.fetch, now: () => now });
    if (failure === 429) {
      // Retry-After: 60 is honoured.
      await expect(reloaded.flush()).resolves.toMatchObject({ delivered: 0, queued: 1 });
      expect(second.calls).toEqual([]);
      now += 61_000;
    }
    await expect(reloaded.flush()).resolves.toMatchObject({ delivered: 1 });
    expect(second.calls).toEqual([{ url: '/api/recordWebLead/VetLife', key: 'key-2', body: lead }]);
    expect(readOutbox(storage)).toEqual([]);
  });

  it('counts an answer that never comes (timeout) as not acknowledged', async () => {
    const storage = createMemoryStorage();
    const server = fakeServer('hang');
    const outbox = createLeadOutbox({ storage, fetch: server.fetch, timeoutMs: 20, newKey: () => 'key-3' });
    await expect(outbox.submit('/api/recordQuoteLead', lead)).resolves.toEqual({ outcome: 'queued', key: 'key-3' });
    expect(readOutbox(storage)).toHaveLength(1);
  });

  it('drops a lead the server refuses with a 4xx, never resends it, and hands back the refusal for the visitor', async () => {
    const storage = createMemoryStorage();
    const server = fakeServer(422);
    const outbox = createLeadOutbox({ storage, fetch: server.fetch, newKey: () => 'key-4' });
    await expect(outbox.submit('/api/recordQuoteLead', lead)).resolves.toEqual({ outcome: 'rejected', key: 'key-4', status: 422, body: REFUSAL });
    expect(readOutbox(storage)).toEqual([]);
    await outbox.flush();
    expect(server.calls).toHaveLength(1);
  });

  it('retries until delivered across page loads, each time with the same key', async () => {
    const storage = createMemoryStorage();
    const server = fakeServer('network', 502, 'network', 201);
    const outbox = () => createLeadOutbox({ storage, fetch: server.fetch, newKey: () => 'key-5' });
    await outbox().submit('/api/recordQuoteLead', lead);
    await outbox().flush();
    await outbox().flush();
    expect(readOutbox(storage)).toMatchObject([{ id: 'key-5', attempts: 3 }]);
    await outbox().flush();
    expect(readOutbox(storage)).toEqual([]);
    expect(server.calls.map((call) => call.key)).toEqual(['key-5', 'key-5', 'key-5', 'key-5']);
  });

  it('sends each queued lead with its own key, oldest first', async () => {
    const storage = createMemoryStorage();
    const keys = ['a', 'b'];
    const down = fakeServer(503, 503);
    const outbox = createLeadOutbox({ storage, fetch: down.fetch, newKey: () => keys.shift()! });
    await outbox.submit('/api/recordQuoteLead', { n: 1 });
    await outbox.submit('/api/recordWebLead/VetLife', { n: 2 });
    const up = fakeServer(201, 201);
    await createLeadOutbox({ storage, fetch: up.fetch }).flush();
    expect(up.calls).toEqual([
      { url: '/api/recordQuoteLead', key: 'a', body: { n: 1 } },
      { url: '/api/recordWebLead/VetLife', key: 'b', body: { n: 2 } },
    ]);
  });

  it('gives up a lead older than its maximum age without sending it', async () => {
    const storage = createMemoryStorage();
    let now = 5_000;
    await createLeadOutbox({ storage, fetch: fakeServer(503).fetch, now: () => now }).submit('/api/recordQuoteLead', lead);
    now += OUTBOX_MAX_AGE_MS + 1;
    const server = fakeServer(201);
    await expect(createLeadOutbox({ storage, fetch: server.fetch, now: () => now }).flush()).resolves.toMatchObject({ expired: 1 });
    expect(server.calls).toEqual([]);
    expect(readOutbox(storage)).toEqual([]);
  });

  it('still sends the lead once when storage refuses to keep it', async () => {
    const storage = createMemoryStorage();
    storage.setItem = () => {
      throw createQuotaError();
    };
    const server = fakeServer(201);
    await expect(createLeadOutbox({ storage, fetch: server.fetch }).submit('/api/recordQuoteLead', lead)).resolves.toMatchObject({ outcome: 'delivered' });
    expect(server.calls).toHaveLength(1);
  });

  it('ignores an unreadable outbox and items that are not leads', async () => {
    const storage = createMemoryStorage({ [LEAD_OUTBOX_KEY]: '{not json' });
    expect(readOutbox(storage)).toEqual([]);
    storage.setItem(LEAD_OUTBOX_KEY, JSON.stringify([{ id: 'x', url: 'https://evil.example/', body: {}, createdAt: 1, attempts: 0 }, 42]));
    expect(readOutbox(storage)).toEqual([]);
  });
});
