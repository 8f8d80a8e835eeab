import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { completedAnswers, quoteLeadBody } from '../support/lead-bodies';
import { useServersOnScratchPostgres } from '../support/scratch-servers';
import { startWebhookReceiver, waitFor } from './webhook-receiver';

const LEADS = 60;

/** Both processes' outbox workers poll the same table; SKIP LOCKED claims mean each item goes out once. */
describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  const scratch = useServersOnScratchPostgres('site_two_workers');

  it('never deliver one item twice: every lead reaches the CRM exactly once, from either process', async () => {
    const receiver = await startWebhookReceiver(() => 200);
    try {
      // Started together on an empty database: migrations and the first content load happen once.
      const servers = await scratch.start(2, { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: 'two-process-secret' });
      const version = (await fetch(`${servers[0]!.baseUrl}/api/questions?entryPath=purchase`)).headers.get('x-definition-version') ?? undefined;
      const answers = completedAnswers('purchase');
      const ids: string[] = [];
      for (let n = 0; n < LEADS; n++) {
        const response = await fetch(`${servers[n % 2]!.baseUrl}/api/recordQuoteLead`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `two-process-${n}` },
          body: JSON.stringify(quoteLeadBody(n, answers, version)),
        });
        expect(response.status).toBe(201);
        ids.push(((await response.json()) as { id: string }).id);
      }

      await waitFor(() => new Set(receiver.received.map((hook) => hook.idempotencyKey)).size === LEADS, 60_000, 'every lead delivered');
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        const deadline = Date.now() + 30_000;
        let statuses: Record<string, number> = {};
        do {
          const { rows } = await client.query<{ status: string; n: number }>('select status, count(*)::int as n from outbox group by status');
          statuses = Object.fromEntries(rows.map((row) => [row.status, row.n]));
          if (statuses.delivered === LEADS * 2) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        } while (Date.now() < deadline);
        expect(statuses).toEqual({ delivered: LEADS * 2 });
        // Seeded once although both started on the empty database: the sample's 16 brokers, not 32.
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from brokers');
        expect(rows[0]!.n).toBe(16);
      } finally {
        await client.end();
      }
      // A moment more: nothing is sent again once delivered.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const perKey = new Map<string, number>();
      for (const hook of receiver.received) perKey.set(hook.idempotencyKey, (perKey.get(hook.idempotencyKey) ?? 0) + 1);
      expect([...perKey.keys()].sort()).toEqual([...ids].sort());
      expect([...perKey.values()].every((count) => count === 1)).toBe(true);

      const deliveredBy = servers.map((server) => (server.output().match(/"channel":"webhook"[^\n]*outbox: delivered/g) ?? []).length);
      expect(deliveredBy[0]! + deliveredBy[1]!).toBe(LEADS);
      expect(Math.min(...deliveredBy)).toBeGreaterThan(0);
    } finally {
      await receiver.close();
    }
  });
});
