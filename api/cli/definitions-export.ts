/**
 * `npm run definitions:export -- --out DIR`: writes the live version of every flow and form as
 * DIR/flows/<id>.json and DIR/forms/<id>.json, the same files definitions:import reads (and definitions/
 * holds), so a team that keeps its definitions in git can round-trip them.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readServerConfig } from '../config/server-config';
import { exportDefinitions } from '../definitions/definition-exchange';
import { seedAllDefinitions } from '../definitions/definition-publisher';
import { createLogger } from '../server/logger';
import { withDatabase } from './with-database';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run definitions:export -- --out DIR');
  process.exit(2);
}

await withDatabase(readServerConfig(), async (database) => {
  await seedAllDefinitions(database.db, createLogger('warn'), new Date());
  const written = await exportDefinitions(database.db, resolve(process.cwd(), values.out!));
  for (const path of written) console.log(path);
  console.log(`${written.length} definitions written.`);
});
