import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PathFixture } from '../../engine';
import { projectRoot } from '../config/project-root';

/** Where QA keeps its path fixtures (`*.paths.json`), unless QA_FIXTURES_DIR says otherwise. */
export const defaultFixturesFolder = join(projectRoot, 'tests/paths');

/** Every fixture of the folder (read on each call: QA may have added one since). A file that is not a list is skipped. */
export function readPathFixtures(folder: string): PathFixture[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.paths.json'))
    .sort()
    .flatMap((name) => {
      const parsed: unknown = JSON.parse(readFileSync(join(folder, name), 'utf8'));
      return Array.isArray(parsed) ? (parsed as PathFixture[]) : [];
    });
}
