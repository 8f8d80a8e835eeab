/** Helpers of the staff-work suite: a signed-in studio client over HTTP, drafts, and the site's responsiveness meanwhile. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { flowsFolder } from '../../api/definitions/definition-kinds';
import type { Flow } from '../../engine';

export const STAFF_PASSWORD = 'correct horse battery staple';

export const purchaseFlow = (): Flow => JSON.parse(readFileSync(join(flowsFolder, 'purchase.json'), 'utf8')) as Flow;

export interface StudioAnswer {
  status: number;
  headers: Headers;
  body: { error?: { code: string; message: string; fields?: Record<string, string>; details?: unknown } } & Record<string, unknown>;
}

export interface StudioClient {
  call(method: string, path: string, body?: unknown, options?: { csrf?: boolean }): Promise<StudioAnswer>;
  /** A new draft of purchase holding `flow`; answers its id. */
  draftOf(flow: unknown): Promise<string>;
}

/** Signs in as `email` on the site at `baseUrl`; every write carries the session's CSRF token unless told not to. */
export async function signIn(baseUrl: string, email: string): Promise<StudioClient> {
  const session = await fetch(`${baseUrl}/api/studio/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: STAFF_PASSWORD }) });
  if (session.status !== 200) throw new Error(`sign-in as ${email} answered ${session.status}`);
  const cookie = session.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const call: StudioClient['call'] = async (method, path, body, options = {}) => {
    const headers: Record<string, string> = { cookie, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && options.csrf !== false) headers['x-csrf-token'] = csrfToken;
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
  };
  return {
    call,
    async draftOf(flow) {
      const live = await call('GET', '/api/studio/definitions/purchase');
      const created = await call('POST', '/api/studio/definitions/purchase/drafts', { definition: flow, baseHash: (live.body.published as { hash: string }).hash });
      if (created.status !== 201) throw new Error(`the draft was not created: ${created.status} ${JSON.stringify(created.body)}`);
      return created.body.draftId as string;
    },
  };
}

/** The site's answers while `work` runs: robots.txt asked every 25 ms, and the longest the event loop was held. */
export interface Responsiveness<T> {
  result: T;
  workMs: number;
  /** How long each robots.txt asked during the work took to answer, in milliseconds. */
  robotsMs: number[];
  robotsStatuses: number[];
  longestLoopDelayMs: number;
}

/**
 * Runs `work` while asking robots.txt every 25 ms and measuring this process's event loop (the site runs
 * in this process, so a stall of the site is a stall here).
 */
export async function whileSiteAnswers<T>(baseUrl: string, work: () => Promise<T>): Promise<Responsiveness<T>> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const robotsMs: number[] = [];
  const robotsStatuses: number[] = [];
  const pending: Promise<void>[] = [];
  loop.enable();
  const timer = setInterval(() => {
    const sent = performance.now();
    pending.push(
      fetch(`${baseUrl}/robots.txt`).then(async (response) => {
        await response.text();
        robotsMs.push(performance.now() - sent);
        robotsStatuses.push(response.status);
      }),
    );
  }, 25);
  const started = performance.now();
  try {
    const result = await work();
    const workMs = performance.now() - started;
    clearInterval(timer);
    await Promise.all(pending);
    loop.disable();
    return { result, workMs, robotsMs, robotsStatuses, longestLoopDelayMs: loop.max / 1e6 };
  } finally {
    clearInterval(timer);
    loop.disable();
  }
}

/**
 * A valid flow far larger than any the site ships: `questions` option questions of `options` choices,
 * each choice jumping ahead. Generating its QA paths takes minutes of pure computation.
 */
export function sprawlingFlow(questions: number, options: number): Flow {
  // English only: a translation of each of its texts would be most of its size.
  const flow = purchaseFlow() as Flow & { translations?: unknown; languages?: unknown };
  delete flow.translations;
  delete flow.languages;
  flow.questions = Array.from({ length: questions }, (_, at) => ({
    title: `Question number ${at + 1}?`,
    component: at + 1,
    order: at + 1,
    questionData: {
      type: 'options',
      alias: `answer${at + 1}`,
      options: Array.from({ length: options }, (_, choice) => ({ label: `Choice ${choice + 1}`, value: `choice${choice + 1}`, ...(at + 2 + choice <= questions ? { nextComponent: at + 2 + choice } : {}) })),
    },
  })) as Flow['questions'];
  return flow;
}
