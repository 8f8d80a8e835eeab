import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../api/db/database';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import type { FlowReport } from '../../app/domain/studio/analytics-contract';
import type { FunnelAnalyticsEvent } from '../../engine';
import { useServersOnScratchPostgres } from '../support/scratch-servers';

const PASSWORD = 'correct horse battery staple';

/** Events sent to either of two processes on one PostgreSQL are one report: both processes answer the same numbers. */
describe.skipIf(!process.env.DATABASE_URL)('funnel analytics across two server processes on one PostgreSQL', () => {
  const scratch = useServersOnScratchPostgres('site_two_analytics');

  it('reports the same counts from both processes, whichever process each visit reached', async () => {
    const hosts = (await scratch.start(2, { ANALYTICS_MIN_CELL: '1' })).map((server) => server.baseUrl) as [string, string];
    const database = await openPostgres(scratch.url);
    try {
      await createStaffAccounts({ db: database.db }).add({ email: 'publisher@harborpoint.test', name: 'Pat Publisher', role: 'publisher', password: PASSWORD }, 'test');
    } finally {
      await database.close();
    }
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
});
