/** A signed-in studio over HTTP, and flows to make drafts of: an ordinary one and one far heavier to work on. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowsFolder } from '../../api/definitions/definition-kinds';
import type { Flow } from '../../engine';
import { STAFF_PASSWORD } from './studio-server';

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
