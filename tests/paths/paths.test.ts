/**
 * QA path tests: every tests/paths/*.paths.json fixture is walked through the engine (engine/qa), and
 * together the fixtures must show every question and take every jump (option-level and question-level)
 * of every shipped flow.
 *
 * A fixture: { name, flow, loanType, answers, expected, completed, absent? }
 * - answers, in order: an answer value; { "value": v, "error": "message" } for a value the engine must
 *   refuse with that message; or { "back": true }.
 * - expected: the answer keys (aliases) of the questions shown, in order: the first one, then one after
 *   each accepted answer or back; "(chooser)" when back leaves the flow.
 * - completed: whether the flow ends complete (then the answers must pass lead validation).
 * - absent: answer keys that must not be kept at the end (discarded by an edit or a VetLife back).
 * - kept: answer keys that must still be kept at the end.
 * - definitionVersion, generated: the version a fixture was written for, and whether qa:generate wrote it
 *   (<flow>.generated.paths.json holds those; the other files are hand-written).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureProblems } from '../../api/definitions/path-fixtures';
import { definitionHash } from '../../api/definitions/definition-hash';
import { flowCoverage } from '../../engine/qa/coverage';
import { generateFixtures } from '../../engine/qa/generate-fixtures';
import { walkFixture, type PathFixture } from '../../engine/qa/path-fixture';
import type { Flow } from '../../engine/types/flow';
import { SHIPPED_FLOW_IDS, loadFlow } from '../engine/support/flows';

const DIR = import.meta.dirname;
const fixtureFiles = readdirSync(DIR).filter((name) => name.endsWith('.paths.json')).sort();
const fixtures: Array<PathFixture & { file: string }> = fixtureFiles.flatMap((file) =>
  (JSON.parse(readFileSync(join(DIR, file), 'utf8')) as PathFixture[]).map((fixture) => ({ ...fixture, file })),
);

const flows = new Map<string, Flow>(SHIPPED_FLOW_IDS.map((id) => [id, loadFlow(id)]));

describe('QA path fixtures', () => {
  it.each(fixtureFiles)('%s matches the published fixtures schema', (file) => {
    expect(fixtureProblems(JSON.parse(readFileSync(join(DIR, file), 'utf8')))).toEqual([]);
  });

  it('exist for every shipped flow', () => {
    expect([...new Set(fixtures.map((f) => f.flow))].sort()).toEqual([...SHIPPED_FLOW_IDS].sort());
  });

  describe.each(fixtures.map((f) => [`${f.file}: ${f.name}`, f] as const))('%s', (_, fixture) => {
    it('walks the expected questions to the expected end', () => {
      const flow = flows.get(fixture.flow);
      expect(flow, `unknown flow ${fixture.flow}`).toBeDefined();
      const walk = walkFixture(flow!, fixture);
      expect(walk.failures).toEqual([]);
      expect(walk.shown).toEqual(fixture.expected);
      expect(walk.completed).toBe(fixture.completed);
    });
  });

  it.each(SHIPPED_FLOW_IDS)('%s has generated fixtures written for its current version (else: npm run qa:generate -- --flow with its id)', (id) => {
    const flow = flows.get(id)!;
    const onFile = fixtures.filter((fixture) => fixture.flow === id && fixture.generated).map(({ file, ...fixture }) => fixture);
    expect(onFile.length).toBeGreaterThan(0);
    expect(onFile).toEqual(generateFixtures(flow, { definitionVersion: definitionHash(flow) }).fixtures);
  });

  it('together show every question and take every jump of every flow', () => {
    const missing = [...flows.values()].flatMap((flow) => flowCoverage(flow, fixtures).missing.map((item) => `${flow.id}: ${item.label} (${item.pointer}) is never reached`));
    expect(missing).toEqual([]);
  });
});
