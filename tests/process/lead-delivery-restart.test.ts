import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../api/db/database';
import { listByStatus } from '../../api/db/repositories/outbox-repository';
import { completedAnswers, quoteLeadBody } from '../support/lead-bodies';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { startWebhookReceiver, waitFor } from './webhook-receiver';

/**
 * The lead is on disk with its deliveries when the visitor is answered; a kill while the webhook is in
 * flight (the CRM has the request but has not answered) must not lose the delivery.
 */
describe('a lead stored but not yet delivered when the server is killed', () => {
  let dataDir: string;
  let server: ServerProcess | null = null;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'delivery-restart-'));
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is delivered after the restart, with the same idempotency key', async () => {
    // The first delivery attempt hangs (a slow CRM); every later one succeeds.
    const receiver = await startWebhookReceiver((_hook, index) => (index === 0 ? null : 200));
    const env = { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: 'restart-test-secret' };
    try {
      server = await startServerProcess({ dataDir, env });
      const version = (await fetch(`${server.baseUrl}/api/questions?entryPath=purchase`)).headers.get('x-definition-version') ?? undefined;
      const response = await fetch(`${server.baseUrl}/api/recordQuoteLead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'restart-lead-1' },
        body: JSON.stringify(quoteLeadBody(1, completedAnswers('purchase'), version)),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };

      await waitFor(() => receiver.received.length === 1, 15_000, 'the first delivery attempt');
      server.process.kill('SIGKILL');
      await server.stop('SIGKILL');
      server = null;

      server = await startServerProcess({ dataDir, env });
      const delivered = await waitFor(() => receiver.received[1], 15_000, 'the delivery after the restart');
      expect(delivered.idempotencyKey).toBe(id);
      expect(delivered.body.lead.id).toBe(id);
      expect(server.output()).toContain('deliveries interrupted by the last stop will be retried now');
      await server.stop();
      server = null;

      const database = await openPglite({ dataDir });
      try {
        const items = await listByStatus(database.db, ['pending', 'delivered', 'dead']);
        const ofLead = items.filter((item) => item.subjectId === id);
        expect(ofLead.map((item) => `${item.channel}:${item.status}`).sort()).toEqual(['email:delivered', 'webhook:delivered']);
      } finally {
        await database.close();
      }
    } finally {
      await receiver.close();
    }
  });
});
