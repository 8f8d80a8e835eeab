import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureProblems, readPathFixtures } from '../../../api/definitions/path-fixtures';
import type { LoadedFixture } from './walk-types';

/**
 * The fixtures of a folder (`*.paths.json`), each with its file, and every place a file departs from the
 * published fixtures schema ("purchase.paths.json: /2/answers must be array"). Fixtures are returned
 * only when there are no problems.
 */
export function loadFixtureFiles(folder: string): { fixtures: LoadedFixture[]; problems: string[] } {
  if (!existsSync(folder)) return { fixtures: [], problems: [`${folder}: no such folder`] };
  const problems: string[] = [];
  const files: { file: string; count: number }[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.paths.json')).sort()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not JSON (${(error as Error).message})`);
      continue;
    }
    problems.push(...fixtureProblems(parsed).map((problem) => `${file}: ${problem}`));
    files.push({ file, count: Array.isArray(parsed) ? parsed.length : 0 });
  }
  if (problems.length > 0) return { fixtures: [], problems };
  // Every file is a list now, and readPathFixtures reads them in the same (sorted) order.
  const all = readPathFixtures(folder);
  const owners = files.flatMap(({ file, count }) => Array.from({ length: count }, () => file));
  return { fixtures: all.map((fixture, index) => ({ fixture, file: owners[index] ?? '' })), problems };
}
