/**
 * `npm run definitions:import -- FILES [--draft]`: publishes flow and form files (or, with --draft, opens a
 * draft of each for review in the studio). Every file is checked against its schema and the linter first;
 * one problem in any file refuses the whole import and nothing is stored. A file whose content is already
 * live is left as it is. Uses DATABASE_URL when set, else the embedded database in DATA_DIR.
 */
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readServerConfig } from '../config/server-config';
import { importDefinitions, readImportFiles } from '../definitions/definition-exchange';
import { seedAllDefinitions } from '../definitions/definition-publisher';
import { createLogger } from '../server/logger';
import { withDatabase } from './with-database';

const { values, positionals } = parseArgs({ options: { draft: { type: 'boolean', default: false } }, allowPositionals: true });
if (positionals.length === 0) {
  console.error('Usage: npm run definitions:import -- FILE.json [FILE.json ...] [--draft]');
  process.exit(2);
}

const { files, problems } = readImportFiles(positionals.map((file) => resolve(process.cwd(), file)));
if (problems.length > 0) {
  console.error(`Import refused, nothing was stored: ${problems.length} problem(s).`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}

await withDatabase(readServerConfig(), async (database) => {
  await seedAllDefinitions(database.db, createLogger('warn'), new Date());
  const outcomes = await importDefinitions(database.db, files, { asDrafts: values.draft === true, actor: `cli:${userInfo().username}`, now: new Date() });
  for (const outcome of outcomes) console.log(`${outcome.result.padEnd(9)} ${outcome.definitionId} ${outcome.hash}  (${outcome.file})`);
});
