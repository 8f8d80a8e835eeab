/**
 * `npm run analytics:report -- --flow ID [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--version HASH] [--csv]`:
 * the funnel report of a flow as the studio shows it (counts under ANALYTICS_MIN_CELL read "<N"), as
 * text tables or CSV. The days are UTC calendar days from 2000 to 2100, at most 400 apart.
 */
import { parseArgs } from 'node:util';
import { readServerConfig } from '../config/server-config';
import { createFlowStore } from '../definitions/flow-definitions';
import { createLogger } from '../server/logger';
import { DomainError } from '../services/domain-error';
import { createFlowReports } from '../services/analytics/flow-report';
import { reportRange } from '../services/analytics/report-range';
import { reportCsv, reportText } from '../services/analytics/report-table';
import { withDatabase } from './with-database';

const USAGE = 'Usage: npm run analytics:report -- --flow ID [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--version HASH] [--csv]';
let values;
try {
  values = parseArgs({ options: { flow: { type: 'string' }, since: { type: 'string' }, until: { type: 'string' }, version: { type: 'string' }, csv: { type: 'boolean' } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!values.flow) {
  console.error(USAGE);
  process.exit(2);
}

/** A refusal in the command's own words: `from` and `to` are --since and --until here. */
function refuse(error: DomainError): void {
  const flags: Record<string, string> = { from: '--since', to: '--until', flowId: '--flow', version: '--version' };
  console.error([error.message, ...Object.entries(error.fields ?? {}).map(([field, problem]) => `  ${flags[field] ?? field} ${problem}`), USAGE].join('\n'));
  process.exitCode = 2;
}

// The days are checked before the database is opened: a typo is answered at once.
try {
  reportRange(values.since, values.until, new Date());
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  refuse(error);
  process.exit(2);
}

const config = readServerConfig();
await withDatabase(config, async (database) => {
  const reports = createFlowReports({ db: database.db, flows: createFlowStore(database.db, createLogger('silent')), minCell: config.analytics.minCell });
  try {
    const report = await reports.report({ flowId: values.flow, from: values.since, to: values.until, version: values.version });
    process.stdout.write(values.csv ? reportCsv(report) : `${reportText(report)}\n`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    refuse(error);
  }
});
