/**
 * `npm run test:load`: the load and fault suite (tests/load) against the production build, in its short
 * form (a tenth of the counts, as `npm test` and CI run it); `npm run test:load -- --full` runs the
 * issue's full counts (5,000 quote leads, 1,000 verified broker leads, 200 applications per database).
 * PostgreSQL parts run when DATABASE_URL is set.
 */
import { spawnSync } from 'node:child_process';
import { projectRoot } from '../../api/config/project-root';
import { ensureProductionBuild } from '../../tests/support/server-process';

const args = process.argv.slice(2);
const full = args.includes('--full');
ensureProductionBuild();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'load', ...args.filter((arg) => arg !== '--full')], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { ...process.env, LOAD_FULL: full ? '1' : '0' },
});
process.exit(result.status ?? 1);
