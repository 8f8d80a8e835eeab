import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../api/db/database';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import type { FlowReport } from '../../app/domain/studio/analytics-contract';
import type { ExperimentReport, ExperimentSummary } from '../../app/domain/studio/experiment-contract';
import type { FunnelAnalyticsEvent } from '../../engine';
import { experimentVisit, fetchCall, httpAssignments, publishRetitledPurchase } from '../support/experiment-setup';
import { useServersOnScratchPostgres } from '../support/scratch-servers';

const PASSWORD = 'correct horse battery staple';

/**
 * Events sent to either of two processes on one PostgreSQL are one report: both processes answer the same
 * numbers, and an experiment started or stopped on one is served so by both.
 */
describe.skipIf(!process.env.DATABASE_URL)('funnel analytics across two server processes on one PostgreSQL', () => {
  const scratch = useServersOnScratchPostgres('site_two_analytics');
  let hosts: [string, string];

  beforeAll(async () => {
    hosts = (await scratch.start(2, { ANALYTICS_MIN_CELL: '1' })).map((server) => server.baseUrl) as [string, string];
    const database = await openPostgres(scratch.url);
    try {
      await createStaffAccounts({ db: database.db }).add({ email: 'publisher@harborpoint.test', name: 'Pat Publisher', role: 'publisher', password: PASSWORD }, 'test');
    } finally {
      await database.close();
    }
  }, 120_000);

  it('reports the same counts from both processes, whichever process each visit reached', async () => {
    const version = (await fetch(`${hosts[0]}/api/questions?entryPath=purchase`)).headers.get('x-definition-version')!;
    // Twelve visits, alternating processes; every third one answers the first question.
    for (let n = 0; n < 12; n++) {
      const sessionId = randomUUID();
      const base = { flowId: 'purchase', version, sessionId, pathId: 'p', depth: 0, device: n % 2 ? 'phone' : 'desktop', lang: 'en' } as const;
      const events: FunnelAnalyticsEvent[] = [
        { ...base, type: 'funnel_view' },
        { ...base, type: 'question_view', question: 'propertyType' },
        ...(n % 3 === 0 ? [{ ...base, type: 'answer' as const, question: 'propertyType', option: 'condo', next: 'propertyUse', depth: 1, activeMs: 900 + n }] : []),
      ];
      const sent = await fetch(`${hosts[n % 2]}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events }) });
      expect(sent.status).toBe(204);
    }
    const reportFrom = async (host: string): Promise<FlowReport> => {
      const signIn = await fetch(`${host}/api/studio/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'publisher@harborpoint.test', password: PASSWORD }) });
      const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
      return (await fetch(`${host}/api/studio/analytics/flows/purchase`, { headers: { cookie } })).json() as Promise<FlowReport>;
    };
    const [first, second] = [await reportFrom(hosts[0]), await reportFrom(hosts[1])];
    expect(first).toMatchObject({ visitors: 12, starts: 4 });
    expect(first.questions.find((row) => row.key === 'propertyType')).toMatchObject({ views: 12, answers: 4, medianActiveMs: 905 });
    expect(second).toEqual(first);
  });

  it('serves an experiment started on one process from both, and both report its outcome alike', async () => {
    const studio = await fetchCall(hosts[0], 'publisher@harborpoint.test', PASSWORD);
    const versions = await publishRetitledPurchase(studio);
    const experiment = (await studio('POST', '/api/studio/experiments', 201, { flowId: 'purchase', name: 'Two processes', variants: [{ version: versions.before, weight: 1 }, { version: versions.after, weight: 1 }] })) as ExperimentSummary;
    // The other process learns of it within its recheck (a second).
    const offered = async (host: string) => (await fetch(`${host}/api/flows/purchase`)).headers.get('x-experiment');
    await expect.poll(() => offered(hosts[1]), { timeout: 5000, interval: 200 }).toContain(experiment.id);

    // Each visit is assigned by one process and reports to the other: both sign and check with one secret.
    for (let n = 0; n < 16; n++) {
      const { variant, version, token } = await httpAssignments(hosts[n % 2]!)();
      const events = experimentVisit({ sessionId: randomUUID(), version, experiment: experiment.id, variant, reachesSecond: n % 2 === 0, assignment: token });
      const sent = await fetch(`${hosts[(n + 1) % 2]!}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events }) });
      expect(sent.status).toBe(204);
    }
    const [first, second] = (await Promise.all(hosts.map(async (host) => (await fetchCall(host, 'publisher@harborpoint.test', PASSWORD))('GET', `/api/studio/experiments/${experiment.id}`, 200)))) as [ExperimentReport, ExperimentReport];
    const assigned = first.variants.reduce((sum, variant) => sum + Number(variant.assigned), 0);
    expect(assigned).toBe(16);
    expect(first.variants.reduce((sum, variant) => sum + Number(variant.exposed), 0)).toBe(8);
    expect(second).toEqual(first);

    // Stopped on the other process, it stops being served on the first too.
    await (await fetchCall(hosts[1], 'publisher@harborpoint.test', PASSWORD))('POST', `/api/studio/experiments/${experiment.id}/stop`, 200);
    await expect.poll(() => offered(hosts[0]), { timeout: 5000, interval: 200 }).toBeNull();
  });
});
