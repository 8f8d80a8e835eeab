import type request from 'supertest';
import type { Flow, FunnelAnalyticsEvent } from '../../engine';

/** The studio as a signed-in publisher: its cookie jar and the CSRF token its sign-in answered. */
export interface StudioAgent {
  agent: request.Agent;
  csrf: string;
}

/** The changed title of the purchase flow's second question in the version `publishRetitledPurchase` publishes. */
export const RETITLED_QUESTION = { key: 'propertyUse', title: 'How will you use the home?' };

/** A studio call that answers the JSON body, or throws when the status is not the one expected. */
export type StudioCall = (method: 'GET' | 'POST', path: string, expected: number, body?: object) => Promise<any>;

/** A studio call through a signed-in supertest agent. */
export const agentCall =
  (studio: StudioAgent): StudioCall =>
  async (method, path, expected, body) => {
    const pending = method === 'GET' ? studio.agent.get(path) : studio.agent.post(path).set('X-CSRF-Token', studio.csrf).send(body ?? {});
    return (await pending.expect(expected)).body;
  };

/** A studio call over HTTP to a running server, signed in as `email`. */
export async function fetchCall(baseUrl: string, email: string, password: string): Promise<StudioCall> {
  const signIn = await fetch(`${baseUrl}/api/studio/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  return async (method, path, expected, body) => {
    const headers: Record<string, string> = { cookie, ...(method === 'POST' ? { 'content-type': 'application/json', 'x-csrf-token': csrfToken } : {}) };
    const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}) });
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${method} ${path} answered ${response.status}, not ${expected}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };
}

/**
 * Publishes, through the studio, a version of the purchase flow whose second question reads differently
 * (same answer key, same options): two published versions to run an experiment on. Returns both hashes.
 */
export async function publishRetitledPurchase(studio: StudioAgent | StudioCall): Promise<{ before: string; after: string }> {
  const call = typeof studio === 'function' ? studio : agentCall(studio);
  const detail = (await call('GET', '/api/studio/definitions/purchase', 200)) as { published: { hash: string; definition: Flow } };
  const flow = structuredClone(detail.published.definition);
  const question = flow.questions.find((candidate) => candidate.questionData.alias === RETITLED_QUESTION.key)!;
  question.title = RETITLED_QUESTION.title;
  const draft = await call('POST', '/api/studio/definitions/purchase/drafts', 201, { definition: flow, baseHash: detail.published.hash });
  const published = await call('POST', `/api/studio/drafts/${draft.draftId}/publish`, 200, {});
  return { before: detail.published.hash, after: published.hash as string };
}

/**
 * One visit to the purchase flow as the funnel reports it while an experiment runs: the funnel and its
 * first question seen, and, when `reachesSecond`, the first answer and the second question (the one the
 * variants differ on). `assignment` is the server's signed assignment the visit was given, if any.
 */
export function experimentVisit(visit: { sessionId?: string; version: string; experiment: string; variant: string; reachesSecond: boolean; assignment?: string }): FunnelAnalyticsEvent[] {
  const base = {
    flowId: 'purchase',
    version: visit.version,
    ...(visit.sessionId ? { sessionId: visit.sessionId } : {}),
    pathId: 'p',
    depth: 0,
    device: 'phone',
    lang: 'en',
    experiment: visit.experiment,
    variant: visit.variant,
    ...(visit.assignment ? { assignment: visit.assignment } : {}),
  } as const;
  const events: FunnelAnalyticsEvent[] = [
    { ...base, type: 'funnel_view' },
    { ...base, type: 'question_view', question: 'propertyType' },
  ];
  if (visit.reachesSecond) events.push({ ...base, type: 'answer', question: 'propertyType', option: 'condo', next: 'propertyUse', depth: 1 }, { ...base, type: 'question_view', question: 'propertyUse', depth: 1 });
  return events;
}

/** A visit's variant as the server assigned it (`POST /api/flows/purchase/assignment`), signed. */
export interface MintedAssignment {
  id: string;
  variant: string;
  version: string;
  token: string;
}

/** Asks the server for one visit's assignment to the purchase flow's running experiment, as the funnel does. */
export type AssignmentSource = () => Promise<MintedAssignment>;

/** Assignments from an app under supertest. */
export const appAssignments =
  (agent: () => request.Test): AssignmentSource =>
  async () =>
    (await agent().expect(200)).body as MintedAssignment;

/** Assignments from a running server over HTTP. */
export const httpAssignments =
  (baseUrl: string): AssignmentSource =>
  async () => {
    const response = await fetch(`${baseUrl}/api/flows/purchase/assignment`, { method: 'POST' });
    if (response.status !== 200) throw new Error(`the assignment answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as MintedAssignment;
  };

/**
 * Assignments until there are `wanted[variant]` of each variant named (the server draws at random, so
 * some come out in another variant and are left unused), at most `max` asked for in all.
 */
export async function assignmentsOf(source: AssignmentSource, wanted: Record<string, number>, max = 400): Promise<Record<string, MintedAssignment[]>> {
  const found: Record<string, MintedAssignment[]> = Object.fromEntries(Object.keys(wanted).map((key) => [key, []]));
  const missing = () => Object.entries(wanted).some(([key, count]) => found[key]!.length < count);
  for (let asked = 0; missing(); asked++) {
    if (asked >= max) throw new Error(`no ${JSON.stringify(wanted)} among ${max} assignments`);
    const assignment = await source();
    const list = found[assignment.variant];
    if (list && list.length < wanted[assignment.variant]!) list.push(assignment);
  }
  return found;
}
