/**
 * Writes QA path fixtures for flows, generated from each flow's graph, into `<flow>.generated.paths.json`
 * beside the hand-written ones. Run `npm run qa:generate -- --help` for the options.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { flowCoverage, generateFixtures, type PathFixture } from '../../engine';
import { sourceFlows } from './flow-source';
import { generatedFileName } from './local-flows';
import { parseQaArgs, selectedFlows } from './qa-args';

const USAGE = `npm run qa:generate -- [--flow ID] [--out DIR] [--fixtures DIR] [--base-url URL]

Writes DIR/<flow>.generated.paths.json for each flow (or the one named): the fewest complete paths that
show every question and take every jump, the boundaries of every rule, and back-and-change round trips,
each marked "generated" and stamped with the definition version it was written for.
  --flow ID       one flow (purchase, refinance, cashOut, vetlife-purchase, vetlife-refinance, vetlife-cashOut)
  --out DIR       where to write (default: the fixtures folder)
  --fixtures DIR  the fixtures folder (default tests/paths)
  --base-url URL  generate from what that site serves (its live version, or a studio draft's preview
                  link) instead of this checkout's definitions/
Hand-written fixtures, in any other file or without "generated": true, are kept.
Exit status: 0 written with every question and jump covered; 1 something could not be generated.`;

const { fixtures: folder, flow, values } = parseQaArgs(process.argv.slice(2), { out: { type: 'string' }, 'base-url': { type: 'string' } }, USAGE);
const out = (values.out as string | undefined) ?? folder;
mkdirSync(out, { recursive: true });

let failed = false;
for (const { id, flow: definition, version } of await sourceFlows(selectedFlows(flow), values['base-url'] as string | undefined)) {
  const { fixtures, counts, problems } = generateFixtures(definition, { definitionVersion: version });
  const file = join(out, generatedFileName(id));
  const handWritten = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PathFixture[]).filter((fixture) => fixture.generated !== true) : [];
  writeFileSync(file, `${JSON.stringify([...handWritten, ...fixtures], null, 2)}\n`);

  const coverage = flowCoverage(definition, fixtures);
  console.log(
    `${id}: ${fixtures.length} fixtures (${counts.paths} covering paths, ${counts.boundaries} boundary walks, ${counts.roundTrips} round trips) → ${relative(process.cwd(), file)}` +
      `; questions ${coverage.questions.covered}/${coverage.questions.total}, jumps ${coverage.jumps.covered}/${coverage.jumps.total}` +
      (handWritten.length > 0 ? `; ${handWritten.length} hand-written kept` : ''),
  );
  for (const problem of [...problems, ...coverage.failing.map((failing) => `"${failing.name}" fails: ${failing.failures.join('; ')}`)]) {
    console.error(`  ${id}: ${problem}`);
    failed = true;
  }
  if (coverage.missing.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
