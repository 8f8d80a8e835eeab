import { afterAll, beforeAll } from 'vitest';

/**
 * Something a block of tests shares (a browser, a database): opened before the block's own set-up and
 * closed after its tests. The value returned stands for it (its members reach the one opened), so the
 * block uses it as it would the thing itself, from its hooks and tests.
 */
export function suiteResource<T extends object>(what: string, open: () => Promise<T>, close: (value: T) => Promise<void>): T {
  let resource: T | undefined;
  beforeAll(async () => {
    resource = await open();
  });
  afterAll(async () => {
    if (resource) await close(resource);
  });
  return new Proxy({} as T, {
    get(_target, property) {
      if (!resource) throw new Error(`${what} is used before it was opened (outside a test or hook).`);
      const member = Reflect.get(resource, property, resource) as unknown;
      return typeof member === 'function' ? member.bind(resource) : member;
    },
  });
}
