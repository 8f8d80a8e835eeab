import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FunnelAnalyticsEvent } from '../../../../engine';
import { createEventSender, FLUSH_AFTER_MS, QUIET_AFTER_REFUSAL_MS, type SenderPorts } from '../../../../app/features/analytics/event-sender';

const event = (at: number, extra: Partial<FunnelAnalyticsEvent> = {}): FunnelAnalyticsEvent => ({
  type: 'question_view',
  flowId: 'purchase',
  version: 'sha256-v1',
  pathId: '811c9dc5',
  depth: at,
  device: 'phone',
  lang: 'en',
  question: 'propertyType',
  ...extra,
});

/** The browser's side of the sender, recorded: fetches, beacons (with their bodies read), timers run and a clock moved by hand. */
function browser(options: { fetch?: SenderPorts['fetch']; sendBeacon?: SenderPorts['sendBeacon']; answer?: () => Response } = {}) {
  const clock = { ms: 1_000_000 };
  const fetches: { url: string; init: RequestInit; depths: number[] }[] = [];
  const beacons: { url: string; body: Blob }[] = [];
  const timers = new Map<number, { run: () => void; ms: number }>();
  let nextTimer = 1;
  const depthsOf = (body: string) => (JSON.parse(body) as { events: FunnelAnalyticsEvent[] }).events.map((e) => e.depth);
  const ports: SenderPorts = {
    fetch:
      options.fetch ??
      (async (url, init) => {
        fetches.push({ url, init, depths: depthsOf(init.body as string) });
        return options.answer?.() ?? new Response(null, { status: 204 });
      }),
    sendBeacon:
      options.sendBeacon ??
      ((url, body) => {
        beacons.push({ url, body });
        return true;
      }),
    setTimeout: (run, ms) => {
      timers.set(nextTimer, { run, ms });
      return nextTimer++;
    },
    clearTimeout: (timer) => timers.delete(timer as number),
    now: () => clock.ms,
  };
  const runTimers = () => {
    const due = [...timers.values()];
    timers.clear();
    for (const timer of due) timer.run();
  };
  const beaconDepths = async () => Promise.all(beacons.map(async ({ body }) => depthsOf(await body.text())));
  return { ports, fetches, beacons, timers, runTimers, beaconDepths, clock };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, at) => from + at);

describe('the event sender', () => {
  it('sends 2 s after the first queued event, all of them in one POST to /api/events with keepalive', () => {
    const page = browser();
    const sender = createEventSender(page.ports);
    for (const depth of range(0, 3)) sender.enqueue(event(depth));
    expect(page.fetches).toHaveLength(0);
    expect([...page.timers.values()].map((timer) => timer.ms)).toEqual([FLUSH_AFTER_MS]);
    page.runTimers();
    expect(page.fetches).toHaveLength(1);
    const [{ url, init, depths }] = page.fetches as [(typeof page.fetches)[number]];
    expect(url).toBe('/api/events');
    expect(depths).toEqual([0, 1, 2]);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
    // Sec-GPC is the browser's to send (a forbidden header name for scripts).
    expect(Object.keys(init.headers as object)).toEqual(['Content-Type']);
    page.runTimers();
    expect(page.fetches).toHaveLength(1);
  });

  it('sends at most 50 events a request: a full batch leaves at once, the rest after the delay', () => {
    const page = browser();
    const sender = createEventSender(page.ports);
    for (const depth of range(0, 120)) sender.enqueue(event(depth));
    expect(page.fetches.map((request) => request.depths)).toEqual([range(0, 50), range(50, 100)]);
    page.runTimers();
    expect(page.fetches.map((request) => request.depths)).toEqual([range(0, 50), range(50, 100), range(100, 120)]);
  });

  it('drops a single event larger than 4,096 bytes of JSON and sends the others', () => {
    const page = browser();
    const sender = createEventSender(page.ports);
    sender.enqueue(event(1));
    sender.enqueue(event(2, { question: 'q'.repeat(4096) }));
    sender.enqueue(event(3, { question: 'q'.repeat(3800) }));
    sender.flush();
    expect(page.fetches.map((request) => request.depths)).toEqual([[1, 3]]);
  });

  it('on leaving, sends everything queued by beacon (JSON, at most 50 a beacon) and cancels the timer', async () => {
    const page = browser();
    const sender = createEventSender(page.ports);
    for (const depth of range(0, 70)) sender.enqueue(event(depth));
    expect(page.fetches).toHaveLength(1);
    sender.flushByBeacon();
    expect(page.timers.size).toBe(0);
    expect(page.beacons.map(({ url, body }) => [url, body.type])).toEqual([['/api/events', 'application/json']]);
    expect(await page.beaconDepths()).toEqual([range(50, 70)]);
    sender.flushByBeacon();
    expect(page.beacons).toHaveLength(1);
    page.runTimers();
    expect(page.fetches).toHaveLength(1);
  });

  it.each([
    ['429 with Retry-After: 30', 429, '30', 30_000],
    ['429 without Retry-After', 429, null, QUIET_AFTER_REFUSAL_MS],
    ['503 with a Retry-After date', 503, 'Wed, 21 Oct 2099 07:28:00 GMT', QUIET_AFTER_REFUSAL_MS],
    ['429 asking for a day', 429, '86400', 10 * 60_000],
  ] as const)('after %s, drops events quietly for that long (at most 10 minutes), then sends again', async (_name, status, retryAfter, quietMs) => {
    const page = browser({ answer: () => new Response(null, { status, headers: retryAfter === null ? {} : { 'Retry-After': retryAfter } }) });
    const sender = createEventSender(page.ports);
    sender.enqueue(event(1));
    sender.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.fetches).toHaveLength(1);
    // Quiet: nothing queued, nothing sent, by fetch or by beacon, and no timer left behind.
    sender.enqueue(event(2));
    expect(page.timers.size).toBe(0);
    sender.flush();
    sender.flushByBeacon();
    expect(page.fetches).toHaveLength(1);
    expect(page.beacons).toHaveLength(0);
    page.clock.ms += quietMs - 1;
    sender.enqueue(event(3));
    sender.flush();
    expect(page.fetches).toHaveLength(1);
    page.clock.ms += 1;
    sender.enqueue(event(4));
    sender.flush();
    expect(page.fetches.map((request) => request.depths)).toEqual([[1], [4]]);
  });

  it('keeps sending after other answers (204, 400, 500)', async () => {
    for (const status of [204, 400, 500]) {
      const page = browser({ answer: () => new Response(null, { status, headers: { 'Retry-After': '30' } }) });
      const sender = createEventSender(page.ports);
      sender.enqueue(event(1));
      sender.flush();
      await new Promise((resolve) => setTimeout(resolve, 0));
      sender.enqueue(event(2));
      sender.flush();
      expect(page.fetches, String(status)).toHaveLength(2);
    }
  });

  it('never throws and never retries: a refused fetch, a throwing fetch or beacon, drop their events', async () => {
    const rejecting = browser({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const sender = createEventSender(rejecting.ports);
    sender.enqueue(event(1));
    expect(() => sender.flush()).not.toThrow();
    const throwing = browser({
      fetch: () => {
        throw new TypeError('keepalive');
      },
      sendBeacon: () => {
        throw new TypeError('beacon');
      },
    });
    const other = createEventSender(throwing.ports);
    other.enqueue(event(1));
    expect(() => other.flush()).not.toThrow();
    other.enqueue(event(2));
    expect(() => other.flushByBeacon()).not.toThrow();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => other.enqueue(circular as unknown as FunnelAnalyticsEvent)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe("the page's sender", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('on pagehide, lets the funnel add its exit, then sends everything by navigator.sendBeacon', async () => {
    const page = Object.assign(new EventTarget(), { fetch: vi.fn(async () => new Response(null, { status: 204 })), setTimeout, clearTimeout });
    const beacons: { url: string; body: Blob }[] = [];
    vi.stubGlobal('window', page);
    vi.stubGlobal('navigator', { sendBeacon: (url: string, body: Blob) => beacons.push({ url, body }) > 0 });
    const { browserEventSender, onPageLeave } = await import('../../../../app/features/analytics/browser-sender');
    const sender = browserEventSender()!;
    expect(browserEventSender()).toBe(sender);
    sender.enqueue(event(1));
    onPageLeave(() => sender.enqueue(event(2, { type: 'exit' })));
    const cancelled = onPageLeave(() => sender.enqueue(event(3, { type: 'exit' })));
    cancelled();
    onPageLeave(() => {
      throw new Error('a broken listener');
    });
    page.dispatchEvent(new Event('pagehide'));
    expect(page.fetch).not.toHaveBeenCalled();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/events');
    const sent = JSON.parse(await beacons[0]!.body.text()) as { events: FunnelAnalyticsEvent[] };
    expect(sent.events.map((e) => [e.type, e.depth])).toEqual([
      ['question_view', 1],
      ['exit', 2],
    ]);
  });

  it('is nothing on the server', async () => {
    const { browserEventSender, onPageLeave } = await import('../../../../app/features/analytics/browser-sender');
    expect(browserEventSender()).toBeNull();
    expect(() => onPageLeave(() => undefined)()).not.toThrow();
  });
});
