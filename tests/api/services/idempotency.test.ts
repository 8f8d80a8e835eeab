import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../api/db/repositories/query-rows';
import { runIdempotent } from '../../../api/services/idempotency';
import { databaseKinds, useTestDatabase } from '../../support/test-database';

describe.each(databaseKinds())('idempotent writes on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    await database.db.execute(sql`create table if not exists writes_under_test (id serial primary key, label text not null)`);
  });

  const countRows = async (label: string) =>
    (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from writes_under_test where label = ${label}`))[0]!.n;

  const write = (label: string) =>
    runIdempotent(database.db, { key: `idempotency-${label}`, route: 'test', request: { label } }, async (tx) => {
      const [row] = await queryRows<{ id: number }>(tx, sql`insert into writes_under_test (label) values (${label}) returning id`);
      return { id: row!.id };
    });

  it('returns the first result for a repeated key and stores nothing new', async () => {
    const first = await write('a');
    const again = await write('a');
    expect(again).toEqual(first);
    expect(await countRows('a')).toBe(1);
  });

  it('stores once when the same key arrives several times at once', async () => {
    const answers = await Promise.all([write('b'), write('b'), write('b'), write('b')]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await countRows('b')).toBe(1);
  });

  it('refuses a key reused for a different request, and a malformed key', async () => {
    await write('c');
    await expect(
      runIdempotent(database.db, { key: 'idempotency-c', route: 'test', request: { label: 'other' } }, async () => ({ id: 0 })),
    ).rejects.toMatchObject({ refusal: 'invalid', code: 'idempotency_key_reused' });
    await expect(
      runIdempotent(database.db, { key: 'bad key!', route: 'test', request: {} }, async () => ({ id: 0 })),
    ).rejects.toMatchObject({ refusal: 'malformed' });
  });

  it('stores nothing when the write fails', async () => {
    await expect(
      runIdempotent(database.db, { key: 'idempotency-d', route: 'test', request: { label: 'd' } }, async (tx) => {
        await tx.execute(sql`insert into writes_under_test (label) values ('d')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await countRows('d')).toBe(0);
    const retried = await write('d');
    expect(retried.id).toEqual(expect.any(Number));
    expect(await countRows('d')).toBe(1);
  });
});
