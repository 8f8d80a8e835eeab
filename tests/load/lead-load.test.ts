import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createScratchPostgres } from '../support/test-database';
import { applicationRequest, humanCheckTokenAt, LOAD_ENV, quoteRequests, readStored, resumeFilesIn, runLoad, SCALE, startFakeSmsGateway, verifiedBrokerLeads, type LoadOutcome } from './load-support';

const pdf = readFileSync(join(projectRoot, 'tests/fixtures/uploads/resume.pdf'));
function expectAllAcknowledged(outcome: LoadOutcome, sent: number) {
  expect({ errors: outcome.errors, timeouts: outcome.timeouts }).toEqual({ errors: 0, timeouts: 0 });
  expect(outcome.answers).toHaveLength(sent);
  const unexpected = outcome.answers.filter((answer) => answer.status !== 201 && answer.status !== 200);
  expect(unexpected.slice(0, 3)).toEqual([]);
}

/** The ids the server acknowledged, one per distinct request; a repeat must get its original's id. */
function acknowledgedIds(outcome: LoadOutcome): Set<string> {
  const byTag = new Map<string, string>();
  for (const answer of outcome.answers) {
    const id = (answer.body as { id: string }).id;
    const original = answer.tag.replace(/#repeat$/, '');
    const known = byTag.get(original);
    if (known) expect(id).toBe(known);
    else byTag.set(original, id);
  }
  return new Set(byTag.values());
}

const report = (name: string, outcome: LoadOutcome) =>
  console.log(
    `${name}: ${outcome.answers.length} requests in ${outcome.durationSeconds.toFixed(1)} s, ${outcome.requestsPerSecond.toFixed(0)} req/s, ` +
      `p50 ${outcome.latency.p50} ms, p99 ${outcome.latency.p99} ms, statuses ${JSON.stringify(outcome.statuses)}`,
  );

const kinds = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(kinds)('lead load on the production server on %s', (kind) => {
  let server: ServerProcess;
  let sms: Awaited<ReturnType<typeof startFakeSmsGateway>>;
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>> | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'lead-load-'));
  beforeAll(async () => {
    sms = await startFakeSmsGateway();
    if (kind === 'postgres') scratch = await createScratchPostgres('site_load');
    server = await startServerProcess({ dataDir, env: { ...LOAD_ENV, ...sms.env, ...(scratch ? { DATABASE_URL: scratch.url } : {}) } });
  });
  afterAll(async () => {
    await server?.stop();
    await sms?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${SCALE.quoteLeads} quote leads, ${SCALE.brokerLeads} verified broker leads and ${SCALE.applications} applications from ${SCALE.connections} clients: every one acknowledged is stored once`, async () => {
    const run = `${kind}-${Date.now()}`;
    const version = (await fetch(`${server.baseUrl}/api/questions?entryPath=purchase`)).headers.get('x-definition-version') ?? undefined;
    const quotes = quoteRequests(SCALE.quoteLeads, version, run);
    const quoteOutcome = await runLoad(server.baseUrl, quotes.requests);
    report(`${kind} quote leads`, quoteOutcome);
    expectAllAcknowledged(quoteOutcome, SCALE.quoteLeads);

    const brokerRequests = await verifiedBrokerLeads([server.baseUrl], SCALE.brokerLeads, sms.codeFor, run);
    const brokerOutcome = await runLoad(server.baseUrl, brokerRequests);
    report(`${kind} broker leads`, brokerOutcome);
    expectAllAcknowledged(brokerOutcome, SCALE.brokerLeads);

    const applicationRequests = [];
    for (let n = 0; n < SCALE.applications; n += 1) applicationRequests.push(applicationRequest(n, pdf, await humanCheckTokenAt(server.baseUrl)));
    const applicationOutcome = await runLoad(server.baseUrl, applicationRequests);
    report(`${kind} applications`, applicationOutcome);
    expectAllAcknowledged(applicationOutcome, SCALE.applications);

    const quoteIds = acknowledgedIds(quoteOutcome);
    const brokerIds = acknowledgedIds(brokerOutcome);
    const applicationIds = acknowledgedIds(applicationOutcome);
    expect(quoteIds.size).toBe(quotes.distinct);
    expect(brokerIds.size).toBe(SCALE.brokerLeads);

    await server.stop('SIGTERM');
    const stored = await readStored(scratch ? { url: scratch.url } : { dataDir });
    const storedOf = (kindName: string) => new Set(stored.leads.filter((lead) => lead.kind === kindName).map((lead) => lead.id));
    expect(storedOf('quote')).toEqual(quoteIds);
    expect(storedOf('brokered-rate')).toEqual(brokerIds);
    expect(new Set(stored.leads.map((lead) => lead.email)).size).toBe(stored.leads.length);
    expect(new Set(stored.applications.map((row) => row.id))).toEqual(applicationIds);
    // Every lead was stored whole: owner set and its e-mail queued in the same transaction.
    expect(stored.leads.filter((lead) => !lead.owner_type)).toEqual([]);
    expect(new Set(stored.deliveries.map((row) => row.subject_id))).toEqual(new Set(stored.leads.map((lead) => lead.id)));
    // The same resume every time: stored once, shared by every application.
    if (!scratch) expect(resumeFilesIn(dataDir).sort()).toEqual([...new Set(stored.applications.map((row) => row.resume_file))].sort());
  });
});
