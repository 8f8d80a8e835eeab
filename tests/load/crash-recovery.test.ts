import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { completedAnswers, quoteLeadBody } from '../support/lead-bodies';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { LOAD_ENV, readStored, SCALE } from './load-support';

interface SentLead {
  key: string;
  email: string;
  body: string;
  /** The id the server acknowledged (201, or 200 for a repeat), once it has. */
  id?: string;
}

const WORKERS = 20;

/**
 * Sends leads from WORKERS clients until the server goes away; a client whose request fails keeps the lead
 * to send again, with the same Idempotency-Key, to the next server (as the browser's outbox does).
 */
async function sendUntilKilled(server: ServerProcess, leads: SentLead[], retry: SentLead[], make: () => SentLead) {
  const send = async (lead: SentLead): Promise<boolean> => {
    try {
      const response = await fetch(`${server.baseUrl}/api/recordQuoteLead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': lead.key },
        body: lead.body,
      });
      const answer = (await response.json()) as { id?: string };
      expect([200, 201]).toContain(response.status);
      lead.id = answer.id;
      return true;
    } catch (error) {
      if ((error as Error).name === 'AssertionError') throw error;
      return false; // the server died under this request: unknown whether it was stored
    }
  };
  const worker = async () => {
    for (;;) {
      const lead = retry.pop() ?? make();
      if (!leads.includes(lead)) leads.push(lead);
      if (!(await send(lead))) {
        retry.push(lead);
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
}

describe('SIGKILL during the lead load on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-load-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(`${SCALE.crashRounds} kills at random moments: every acknowledged lead survives, nothing is duplicated or half-written`, async () => {
    const answers = completedAnswers('purchase');
    const leads: SentLead[] = [];
    const retry: SentLead[] = [];
    let version: string | undefined;
    let n = 0;
    const make = (): SentLead => {
      n += 1;
      return { key: `crash-${n}-${Date.now()}`, email: `visitor.${n}@example.com`, body: JSON.stringify(quoteLeadBody(n, answers, version)) };
    };

    for (let round = 0; round < SCALE.crashRounds; round++) {
      // Starting is the check that the database opens cleanly after a kill: the server refuses to serve otherwise.
      const server = await startServerProcess({ dataDir, env: LOAD_ENV });
      version ??= (await fetch(`${server.baseUrl}/api/questions?entryPath=purchase`)).headers.get('x-definition-version') ?? undefined;
      const sending = sendUntilKilled(server, leads, retry, make);
      await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 1600));
      server.process.kill('SIGKILL');
      await sending;
      await server.stop('SIGKILL');
      console.log(`round ${round + 1}: ${leads.filter((lead) => lead.id).length} acknowledged, ${retry.length} in doubt at the kill`);
    }

    // The last start: the clients send what they still hold, then the server stops normally.
    const server = await startServerProcess({ dataDir, env: LOAD_ENV });
    for (const lead of retry.splice(0)) {
      const response = await fetch(`${server.baseUrl}/api/recordQuoteLead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': lead.key },
        body: lead.body,
      });
      expect([200, 201]).toContain(response.status);
      lead.id = ((await response.json()) as { id: string }).id;
    }
    await server.stop('SIGTERM');

    const stored = await readStored({ dataDir });
    const storedById = new Map(stored.leads.map((lead) => [lead.id, lead]));
    const sentEmails = new Set(leads.map((lead) => lead.email));
    // Every acknowledged lead is there, under the id it was acknowledged with.
    expect(leads.filter((lead) => !lead.id || storedById.get(lead.id)?.email !== lead.email)).toEqual([]);
    // Every stored lead was one a client sent, once.
    expect(stored.leads.filter((lead) => !sentEmails.has(lead.email))).toEqual([]);
    expect(stored.leads).toHaveLength(leads.length);
    expect(new Set(stored.leads.map((lead) => lead.email)).size).toBe(stored.leads.length);
    // Whole: answers, owner and the queued e-mail committed together.
    expect(stored.leads.filter((lead) => !lead.owner_type || Object.keys(lead.payload.answers ?? {}).length === 0)).toEqual([]);
    expect(new Set(stored.deliveries.map((row) => row.subject_id))).toEqual(new Set(storedById.keys()));
    console.log(`after ${SCALE.crashRounds} kills: ${stored.leads.length} leads stored, all acknowledged, none duplicated`);
  });
});
