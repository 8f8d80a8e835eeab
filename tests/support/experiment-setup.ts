import type request from 'supertest';
import type { Flow, FunnelAnalyticsEvent } from '../../engine';

/** The studio as a signed-in publisher: its cookie jar and the CSRF token its sign-in answered. */
export interface StudioAgent {
  agent: request.Agent;
  csrf: string;
}

/** The changed title of the purchase flow's second question in the version `publishRetitledPurchase` publishes. */
export const RETITLED_QUESTION = { key: 'propertyUse', title: 'How will you use the home?' };

/**
 * Publishes, through the studio, a version of the purchase flow whose second question reads differently
 * (same answer key, same options): two published versions to run an experiment on. Returns both hashes.
 */
export async function publishRetitledPurchase(studio: StudioAgent): Promise<{ before: string; after: string }> {
  const detail = (await studio.agent.get('/api/studio/definitions/purchase').expect(200)).body as { published: { hash: string; definition: Flow } };
  const flow = structuredClone(detail.published.definition);
  const question = flow.questions.find((candidate) => candidate.questionData.alias === RETITLED_QUESTION.key)!;
  question.title = RETITLED_QUESTION.title;
  const draft = await studio.agent.post('/api/studio/definitions/purchase/drafts').set('X-CSRF-Token', studio.csrf).send({ definition: flow, baseHash: detail.published.hash }).expect(201);
  const published = await studio.agent.post(`/api/studio/drafts/${draft.body.draftId}/publish`).set('X-CSRF-Token', studio.csrf).send({}).expect(200);
  return { before: detail.published.hash, after: published.body.hash as string };
}

/**
 * One visit to the purchase flow as the funnel reports it while an experiment runs: the funnel and its
 * first question seen, and, when `reachesSecond`, the first answer and the second question (the one the
 * variants differ on).
 */
export function experimentVisit(visit: { sessionId: string; version: string; experiment: string; variant: string; reachesSecond: boolean }): FunnelAnalyticsEvent[] {
  const base = { flowId: 'purchase', version: visit.version, sessionId: visit.sessionId, pathId: 'p', depth: 0, device: 'phone', lang: 'en', experiment: visit.experiment, variant: visit.variant } as const;
  const events: FunnelAnalyticsEvent[] = [
    { ...base, type: 'funnel_view' },
    { ...base, type: 'question_view', question: 'propertyType' },
  ];
  if (visit.reachesSecond) events.push({ ...base, type: 'answer', question: 'propertyType', option: 'condo', next: 'propertyUse', depth: 1 }, { ...base, type: 'question_view', question: 'propertyUse', depth: 1 });
  return events;
}
