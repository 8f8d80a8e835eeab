import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '../../../engine';
import { listAudit } from '../../../api/db/repositories/audit-repository';
import { lockPublications, makeLive, recordDefinitionVersion } from '../../../api/db/repositories/definition-repository';
import { flowsFolder } from '../../../api/definitions/definition-kinds';
import { publishDefinition, rollbackDefinition } from '../../../api/definitions/definition-publisher';
import { createDefinitionStore, definitionHash } from '../../../api/definitions/definition-store';
import { createLogger } from '../../../api/server/logger';
import { databaseKinds, useTestDatabase } from '../../support/test-database';

const purchase = (): Flow => JSON.parse(readFileSync(join(flowsFolder, 'purchase.json'), 'utf8')) as Flow;
const retitled = (title: string): Flow => {
  const flow = purchase();
  flow.questions[0]!.title = title;
  return flow;
};

describe.each(databaseKinds())('definitions as data, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let seedFolder: string;
  const logLines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => logLines.push(line) });
  let clock = new Date('2026-06-01T12:00:00Z');

  beforeAll(() => {
    seedFolder = mkdtempSync(join(tmpdir(), 'seed-flows-'));
    copyFileSync(join(flowsFolder, 'purchase.json'), join(seedFolder, 'purchase.json'));
    copyFileSync(join(flowsFolder, 'refinance.json'), join(seedFolder, 'refinance.json'));
    writeFileSync(join(seedFolder, 'broken.json'), JSON.stringify({ id: 'broken', questions: 'not a list' }));
  });
  afterAll(() => rmSync(seedFolder, { recursive: true, force: true }));

  const store = () => createDefinitionStore<Flow>({ kind: 'flow', db: database.db, logger, seedFolder, recheckMs: 0, now: () => clock });
  const publish = (definition: unknown, extra: { at?: Date; expectedLiveHash?: string | null } = {}) =>
    publishDefinition(database.db, { kind: 'flow', definition, actor: 'editor@harborpoint.test', now: clock, ...extra });

  it('publishes the seed folder on the first start, leaving out a file that fails the checks', async () => {
    const definitions = store();
    expect((await definitions.list()).map((loaded) => loaded.id).sort()).toEqual(['purchase', 'refinance']);
    expect((await definitions.get('purchase'))!.hash).toBe(definitionHash(purchase()));
    expect(logLines.some((line) => line.includes('definition seed refused: broken.json'))).toBe(true);
    const seeded = (await listAudit(database.db, { limit: 10 })).filter((row) => row.actor === 'seed');
    expect(seeded.map((row) => row.definitionId).sort()).toEqual(['purchase', 'refinance']);
    // A second process finds the work done and publishes nothing twice.
    await store().list();
    expect((await listAudit(database.db, { limit: 10 })).filter((row) => row.actor === 'seed')).toHaveLength(2);
  });

  it('serves a publication in every process on its next check, and keeps every version readable by hash', async () => {
    const one = store();
    const other = store();
    const first = (await one.get('purchase'))!;
    const result = await publish(retitled('Buying a home?'), { expectedLiveHash: first.hash });
    expect(result.state).toBe('published');
    expect((await other.get('purchase'))!.definition.questions[0]!.title).toBe('Buying a home?');
    expect((await one.get('purchase'))!.hash).toBe(result.hash);
    expect((await other.byHash(first.hash))!.definition).toEqual(purchase());
    expect(await other.byHash('sha256-unknown')).toBeNull();
  });

  it('refuses a definition that fails the checks, and a change made against a version no longer live', async () => {
    const live = (await store().get('purchase'))!;
    const broken = purchase() as unknown as { questions: unknown };
    broken.questions = [];
    await expect(publish(broken)).rejects.toMatchObject({ refusal: 'invalid', code: 'definition_invalid' });
    await expect(publish(retitled('Stale'), { expectedLiveHash: definitionHash(purchase()) })).rejects.toMatchObject({ refusal: 'conflict', code: 'stale_base' });
    expect((await store().get('purchase'))!.hash).toBe(live.hash);
  });

  it('never serves a stored version that fails the checks: the version before keeps serving', async () => {
    const definitions = store();
    const live = (await definitions.get('refinance'))!;
    const bad = { id: 'refinance', questions: 'tampered' };
    await recordDefinitionVersion(database.db, { hash: definitionHash(bad), definitionId: 'refinance', kind: 'flow', content: bad });
    await database.db.transaction(async (tx) => {
      await lockPublications(tx);
      await makeLive(tx, { definitionId: 'refinance', kind: 'flow', hash: definitionHash(bad), by: 'tamper', at: clock });
    });
    expect((await definitions.get('refinance'))!.hash).toBe(live.hash);
    expect(logLines.some((line) => line.includes('definition refused: refinance'))).toBe(true);
    await rollbackDefinition(database.db, { definitionId: 'refinance', hash: live.hash, actor: 'admin@harborpoint.test', now: clock });
  });

  it('publishes a scheduled version when its time comes, and rolls back to any earlier version in one step', async () => {
    const definitions = store();
    const before = (await definitions.get('purchase'))!;
    const at = new Date(clock.getTime() + 60 * 60_000);
    const scheduled = await publish(retitled('Scheduled title'), { at });
    expect(scheduled.state).toBe('scheduled');
    expect((await definitions.get('purchase'))!.hash).toBe(before.hash);
    clock = new Date(at.getTime() + 1000);
    expect((await definitions.get('purchase'))!.hash).toBe(scheduled.hash);

    await rollbackDefinition(database.db, { definitionId: 'purchase', hash: definitionHash(purchase()), actor: 'publisher@harborpoint.test', now: clock });
    expect((await definitions.get('purchase'))!.definition).toEqual(purchase());
    await expect(rollbackDefinition(database.db, { definitionId: 'purchase', hash: 'sha256-never', actor: 'x', now: clock })).rejects.toMatchObject({ refusal: 'not_found' });

    const actions = (await listAudit(database.db, { limit: 20 })).filter((row) => row.definitionId === 'purchase').map((row) => row.action);
    expect(actions.slice(0, 3)).toEqual(['rollback', 'publish-scheduled', 'schedule']);
  });

  it('keeps the audit log append-only', async () => {
    const refusal = (query: Promise<unknown>) => query.then(() => 'done', (error: Error & { cause?: Error }) => (error.cause ?? error).message);
    expect(await refusal(database.db.execute(sql`delete from studio_audit`))).toMatch(/append-only/);
    expect(await refusal(database.db.execute(sql`update studio_audit set actor = 'someone else'`))).toMatch(/append-only/);
  });
});
