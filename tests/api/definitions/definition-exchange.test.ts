import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findLiveHashes } from '../../../api/db/repositories/definition-repository';
import { findOpenDrafts } from '../../../api/db/repositories/draft-repository';
import { exportDefinitions, importDefinitions, readImportFiles } from '../../../api/definitions/definition-exchange';
import { flowsFolder, formsFolder } from '../../../api/definitions/definition-kinds';
import { seedAllDefinitions } from '../../../api/definitions/definition-publisher';
import { definitionHash } from '../../../api/definitions/definition-store';
import { createLogger } from '../../../api/server/logger';
import { databaseKinds, useTestDatabase } from '../../support/test-database';

describe.each(databaseKinds())('definitions:import and definitions:export on %s', (kind) => {
  const database = useTestDatabase(kind);
  const work = mkdtempSync(join(tmpdir(), 'exchange-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const now = new Date('2026-06-01T12:00:00Z');
  const liveHash = async (id: string) => (await findLiveHashes(database.db, 'flow')).find((row) => row.definitionId === id)?.hash;

  it('exports the seeded definitions as the very files of definitions/', async () => {
    await seedAllDefinitions(database.db, createLogger('silent'), now);
    const out = join(work, 'export');
    const written = await exportDefinitions(database.db, out);
    expect(written).toHaveLength(readdirSync(flowsFolder).length + readdirSync(formsFolder).length);
    for (const [folder, source] of [['flows', flowsFolder], ['forms', formsFolder]] as const) {
      for (const name of readdirSync(source)) expect(readFileSync(join(out, folder, name), 'utf8')).toBe(readFileSync(join(source, name), 'utf8'));
    }
  });

  it('refuses a whole import when any file has a problem, and publishes all of a good one', async () => {
    const edited = JSON.parse(readFileSync(join(flowsFolder, 'purchase.json'), 'utf8'));
    edited.questions[0].title = 'Imported title';
    const broken = JSON.parse(readFileSync(join(flowsFolder, 'refinance.json'), 'utf8'));
    broken.questions[0].questionData.type = 'hologram';
    writeFileSync(join(work, 'purchase.json'), JSON.stringify(edited, null, 2));
    writeFileSync(join(work, 'refinance.json'), JSON.stringify(broken));
    writeFileSync(join(work, 'not-json.json'), '{ oops');

    const refused = readImportFiles([join(work, 'purchase.json'), join(work, 'refinance.json'), join(work, 'not-json.json')]);
    expect(refused.problems.some((problem) => problem.startsWith(join(work, 'refinance.json')))).toBe(true);
    expect(refused.problems.some((problem) => problem.startsWith(join(work, 'not-json.json')))).toBe(true);

    const good = readImportFiles([join(work, 'purchase.json'), join(formsFolder, 'hiring.json')]);
    expect(good.problems).toEqual([]);
    const outcomes = await importDefinitions(database.db, good.files, { asDrafts: false, actor: 'cli:test', now });
    expect(outcomes.map((outcome) => [outcome.definitionId, outcome.result])).toEqual([
      ['purchase', 'published'],
      ['hiring', 'unchanged'],
    ]);
    expect(await liveHash('purchase')).toBe(definitionHash(edited));
  });

  it('opens drafts instead of publishing with --draft', async () => {
    const before = await liveHash('refinance');
    const edited = JSON.parse(readFileSync(join(flowsFolder, 'refinance.json'), 'utf8'));
    edited.questions[0].title = 'A draft title';
    writeFileSync(join(work, 'refinance-draft.json'), JSON.stringify(edited));
    const { files } = readImportFiles([join(work, 'refinance-draft.json')]);
    await importDefinitions(database.db, files, { asDrafts: true, actor: 'cli:test', now });
    expect(await liveHash('refinance')).toBe(before);
    const drafts = await findOpenDrafts(database.db, 'refinance');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ baseHash: before, createdBy: 'cli:test' });
  });

});
