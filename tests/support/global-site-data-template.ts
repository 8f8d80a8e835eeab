import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_DATA_TEMPLATE_VARIABLE } from './site-data-template';
import { startServerProcess } from './server-process';

/**
 * Makes the run's template data directory once (the first project whose setup runs makes it; the others
 * find it in the environment their workers inherit) by a real first start of the built server.
 */
export default async function setup() {
  if (process.env[SITE_DATA_TEMPLATE_VARIABLE]) return;
  const folder = mkdtempSync(join(tmpdir(), 'site-data-template-'));
  const server = await startServerProcess({ dataDir: folder });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template server stopped with ${code}:\n${server.output()}`);
  process.env[SITE_DATA_TEMPLATE_VARIABLE] = folder;
  return () => {
    delete process.env[SITE_DATA_TEMPLATE_VARIABLE];
    rmSync(folder, { recursive: true, force: true });
  };
}
