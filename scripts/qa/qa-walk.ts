/**
 * npm run qa:walk — walks the QA path fixtures in Chromium against a running site, as a visitor would.
 * See USAGE below, and scripts/qa/walk/ for the pieces.
 */
import { relative } from 'node:path';
import { fail, parseQaArgs } from './qa-args';
import { loadFixtureFiles } from './walk/fixture-files';
import { seconds } from './walk/report-text';
import { logFile, smsCodesFromLog } from './walk/sms-codes';
import { QaWalkUsageError } from './walk/walk-plan';
import { runQaWalk } from './walk/walk-run';
import { walkTarget } from './walk/walk-target';

const USAGE = `Usage: npm run qa:walk -- --base-url URL [options]

Walks QA path fixtures (tests/paths/*.paths.json) in Chromium against a running site, as a visitor:
each expected question's title must show, each answer is entered with the page's own controls, refused
answers must show their message, and completed flows must reach the contact step.

  --base-url URL     The site (http://localhost:3000, https://www.example.com), or a studio draft's
                     preview link (…/quote-landing?type=purchase&preview=TOKEN): then only the draft's
                     flow is walked and the other flows' fixtures are skipped.
  --flow ID          Only this flow's fixtures (purchase, refinance, cashOut, vetlife-purchase, …).
  --fixture NAME     Only the fixture of this name (or whose name contains NAME).
  --workers N        Browser contexts walking at once, in one Chromium (default 2).
  --submit           Send the contact step of completed flows and expect the thank-you (a real lead!).
  --no-submit        Stop at the contact step. Default: --submit on localhost, 127.0.0.1 and ::1 only.
  --sms-log FILE     The server's log, where the local SMS outbox prints codes: needed to submit a
                     flow that verifies the phone.
  --fixtures DIR     Where the *.paths.json files are (default tests/paths).
  --report DIR       Where junit.xml, index.html and screenshots/ are written (default qa-report).
  --help             This text.

A fixture whose definitionVersion differs from the X-Definition-Version the site serves is stale: it is
reported and not walked. Step 0 is opening the flow's page; step N follows the fixture's Nth answer. A
refused value the page cannot even take (a mask, a maxlength, a slider's bounds) passes as such, noted in
the report. A site refuses writes from one address past RATE_LIMIT_WRITES_PER_MINUTE (30 by default):
raise it on a local server for a long --submit walk with many workers.

Exit codes:
  0   every walked fixture passed, and none is stale
  1   a fixture failed (each printed as FAIL <flow> › <fixture> › step N: …), or a fixtures file
      does not match the fixtures schema
  2   nothing failed, but some fixtures are stale
  64  usage error (an unknown option or flow, a bad --base-url, a selection with no fixtures)`;

const args = parseQaArgs(
  process.argv.slice(2),
  {
    'base-url': { type: 'string' },
    fixture: { type: 'string' },
    workers: { type: 'string' },
    submit: { type: 'boolean' },
    'no-submit': { type: 'boolean' },
    'sms-log': { type: 'string' },
    report: { type: 'string' },
  },
  USAGE,
);
const { values } = args;
const baseUrl = values['base-url'] as string | undefined;
if (!baseUrl) fail(`--base-url is required.\n\n${USAGE}`);
try {
  walkTarget(baseUrl);
} catch (error) {
  fail((error as Error).message);
}
if (values.submit && values['no-submit']) fail('Give --submit or --no-submit, not both.');
const workers = values.workers === undefined ? 2 : Number(values.workers);
if (!Number.isInteger(workers) || workers < 1 || workers > 16) fail(`--workers must be a whole number from 1 to 16, not "${String(values.workers)}".`);

const { fixtures, problems } = loadFixtureFiles(args.fixtures);
if (problems.length > 0) {
  console.error(`The fixtures in ${args.fixtures} do not match definitions/schema/path-fixtures.schema.json:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}

const submit = values.submit ? true : values['no-submit'] ? false : undefined;
const smsLog = values['sms-log'] as string | undefined;
try {
  const walk = await runQaWalk({
    baseUrl,
    fixtures,
    flow: args.flow,
    fixture: values.fixture as string | undefined,
    workers,
    submit,
    reportDir: values.report as string | undefined,
    sms: smsLog ? smsCodesFromLog(logFile(smsLog)) : null,
  });
  const { counts } = walk;
  const failures = walk.results.filter((result) => result.status === 'failed');
  console.log(
    `\nqa:walk ${walk.target.origin}${walk.target.preview ? ` (preview of ${walk.target.preview.flow})` : ''}: ${counts.passed} passed, ${counts.failed} failed, ${counts.stale} stale, ${counts.skipped} skipped` +
      ` of ${counts.total} in ${seconds(walk.durationMs)}; ${walk.submit ? 'completed flows submitted' : 'not submitted (stopped at the contact step)'}.`,
  );
  const untakeable = walk.results.flatMap((result) => result.steps).filter((step) => step.note?.startsWith('the page does not accept')).length;
  if (untakeable > 0) console.log(`${untakeable} refused ${untakeable === 1 ? 'value' : 'values'} the page cannot take at all (a visitor cannot enter them either): noted in the report.`);
  console.log(`Report: ${relative(process.cwd(), walk.report.html) || walk.report.html}, ${relative(process.cwd(), walk.report.junit)}`);
  if (failures.length > 1) console.log(`\n${failures.map((result) => `FAIL ${result.flow} › ${result.name} › step ${result.failure?.step ?? 0}: ${result.failure?.message ?? ''}`).join('\n')}`);
  process.exit(walk.exitCode);
} catch (error) {
  if (error instanceof QaWalkUsageError) fail(error.message);
  console.error(`qa:walk stopped: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
}
