import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import type { PathFixture } from '../../engine';
import fixturesSchema from '../../definitions/schema/path-fixtures.schema.json' with { type: 'json' };
import { projectRoot } from '../config/project-root';

const matchesFixturesSchema = new Ajv({ allErrors: true, strict: false }).compile(fixturesSchema);

/** Where a list of fixtures departs from their published schema (empty when it matches). */
export function fixtureProblems(value: unknown): string[] {
  if (matchesFixturesSchema(value)) return [];
  return (matchesFixturesSchema.errors ?? []).slice(0, 20).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
}

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
