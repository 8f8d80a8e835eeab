/**
 * Writes tests/support/file-seconds.json, the seconds each slow test file took in a run, from Vitest's
 * JSON report: `npx vitest run --reporter=json --outputFile=report.json`, then
 * `npx tsx scripts/test/record-file-seconds.ts report.json`. The test sequencer starts the longest files
 * first (tests/support/longest-first-sequencer.ts); a stale figure only changes the order.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../../api/config/project-root';

/** Files quicker than this are ordered by their length alone. */
const SLOW_SECONDS = 10;

interface JsonReport {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const reportFile = process.argv[2];
if (!reportFile) {
  console.error('usage: tsx scripts/test/record-file-seconds.ts <vitest json report>');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
const seconds: Record<string, number> = {};
for (const file of report.testResults) {
  const took = (file.endTime - file.startTime) / 1000;
  // The report names files by absolute path, in whichever checkout ran them.
  const path = relative(projectRoot, file.name).replace(/^.*?(?=tests\/)/, '');
  if (took >= SLOW_SECONDS) seconds[path] = Math.round(took);
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(projectRoot, 'tests/support/file-seconds.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files of ${SLOW_SECONDS} s or more recorded`);
