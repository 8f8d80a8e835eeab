import { describe, expect, it } from 'vitest';
import { setFeatureFlag } from '../../../api/db/repositories/content-repository';
import { createSiteVersion } from '../../../api/services/site-version';
import { loadContent, readContentFile, sampleContentFile } from '../../../api/services/content-loader';
import { databaseKinds, useTestDatabase } from '../../support/test-database';

describe.each(databaseKinds())('the site version on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('stays the same while nothing changes, and moves with a content load or a flag, telling its listeners first', async () => {
    const version = createSiteVersion({ db: database.db, checkMs: 60_000 });
    const changes: string[] = [];
    version.onChange(() => changes.push('changed'));
    const first = await version.current();
    version.invalidate();
    expect(await version.current()).toBe(first);
    expect(changes).toEqual([]);

    await setFeatureFlag(database.db, 'stats', false);
    // Within checkMs this process does not ask again unless told it changed something.
    expect(await version.current()).toBe(first);
    version.invalidate();
    const flagged = await version.current();
    expect(flagged).not.toBe(first);
    expect(changes).toEqual(['changed']);

    await loadContent(database.db, await readContentFile(sampleContentFile));
    version.invalidate();
    const loaded = await version.current();
    expect(loaded).not.toBe(flagged);
    expect(changes).toEqual(['changed', 'changed']);
  });

  it('asks the database again once checkMs has passed', async () => {
    const version = createSiteVersion({ db: database.db, checkMs: 0 });
    const before = await version.current();
    await setFeatureFlag(database.db, 'calculators', false);
    expect(await version.current()).not.toBe(before);
    await setFeatureFlag(database.db, 'calculators', true);
  });
});
