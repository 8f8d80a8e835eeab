/**
 * How far QA's path fixtures cover each flow: questions shown, jumps taken and pairs of consecutive routes,
 * walking every fixture through the engine. Run `npm run qa:coverage -- --help` for the options.
 */
import { flowCoverage } from '../../engine';
import { fixtureProblems, readPathFixtures } from '../../api/definitions/path-fixtures';
import { sourceFlows } from './flow-source';
import { fail, parseQaArgs, selectedFlows } from './qa-args';
import { coverageTable } from './coverage-table';

const USAGE = `npm run qa:coverage -- [--flow ID] [--fixtures DIR] [--base-url URL]

Walks every fixture of the folder (default tests/paths) through this checkout's flows and prints, per flow,
the questions shown, the jumps taken (an option's own jump, a question's default) and the pairs of
consecutive routes taken, with what no fixture reaches and the fixtures that fail. With --base-url, the
flows are the versions that site serves (its live versions, or a studio draft's preview link).
Exit status: 0 every question and jump covered and no fixture failing; 1 otherwise.`;

const { fixtures: folder, flow, values } = parseQaArgs(process.argv.slice(2), { 'base-url': { type: 'string' } }, USAGE);
let all;
try {
  all = readPathFixtures(folder);
} catch (error) {
  fail(`Cannot read the fixtures in ${folder}: ${(error as Error).message}`);
}
const problems = fixtureProblems(all);
if (problems.length > 0) fail(`The fixtures in ${folder} do not match their schema:\n  ${problems.join('\n  ')}`);

const rows = (await sourceFlows(selectedFlows(flow), values['base-url'] as string | undefined)).map(({ id, flow: definition, version }) => {
  const own = all.filter((fixture) => fixture.flow === id);
  const stale = own.filter((fixture) => fixture.definitionVersion !== undefined && fixture.definitionVersion !== version).length;
  return { coverage: flowCoverage(definition, own), fixtures: own.length, stale };
});
console.log(coverageTable(rows));
const short = rows.filter(({ coverage }) => coverage.questions.covered < coverage.questions.total || coverage.jumps.covered < coverage.jumps.total || coverage.failing.length > 0);
process.exit(short.length > 0 ? 1 : 0);
