import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** A new folder in the system's temporary one, named from `prefix`, for the tests of the block it is called in: made before them, removed after. */
export function useScratchDir(prefix: string): { readonly path: string } {
  let path = '';
  beforeAll(() => {
    path = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => {
    if (path) rmSync(path, { recursive: true, force: true });
  });
  return {
    get path() {
      return path;
    },
  };
}
