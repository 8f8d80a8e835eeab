import { mkdtempSync, rmSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefinitionStore, definitionHash } from '../../../api/definitions/definition-store';
import { createLogger } from '../../../api/server/logger';
import { databaseKinds, useTestDatabase } from '../../support/test-database';

interface Toy {
  id: string;
  questions: string[];
}

describe.each(databaseKinds())('definitions read at run time, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let folder: string;
  const logLines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => logLines.push(line) });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'definitions-'));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
  });

  const store = () =>
    createDefinitionStore<Toy>({
      folder,
      kind: 'flow',
      db: database.db,
      logger,
      recheckMs: 0,
      idOf: (definition) => definition.id,
      validate: (value) => (Array.isArray((value as Toy).questions) ? [] : ['/questions must be a list']),
    });
  const write = (name: string, content: unknown, mtime: number) => {
    const path = join(folder, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    utimesSync(path, mtime, mtime);
  };

  it('serves an edit without a restart, keeps the last good version on a bad edit, and remembers every version', async () => {
    write('toy.json', { id: 'toy', questions: ['a'] }, 1000);
    const definitions = store();
    const first = (await definitions.get('toy'))!;
    expect(first.definition.questions).toEqual(['a']);
    expect(first.hash).toBe(definitionHash({ id: 'toy', questions: ['a'] }));

    write('toy.json', { id: 'toy', questions: ['a', 'b'] }, 2000);
    const second = (await definitions.get('toy'))!;
    expect(second.definition.questions).toEqual(['a', 'b']);
    expect(second.hash).not.toBe(first.hash);

    write('toy.json', { id: 'toy', questions: 'broken' }, 3000);
    expect((await definitions.get('toy'))!.hash).toBe(second.hash);
    write('toy.json', '{ not json', 4000);
    expect((await definitions.get('toy'))!.hash).toBe(second.hash);
    expect(logLines.filter((line) => line.includes('definition refused'))).toHaveLength(2);

    const freshProcess = store();
    expect((await freshProcess.byHash(first.hash))?.definition).toEqual({ id: 'toy', questions: ['a'] });
    expect(await freshProcess.byHash('sha256-unknown')).toBeNull();
  });
});
