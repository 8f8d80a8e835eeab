import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process';

/**
 * The shared production servers of the e2e suites, each on a fresh embedded database with the sample
 * content: one per file that may run at once (the project's workers), claimed by a file through
 * sharedSiteUrl() (tests/support/shared-site.ts). Files that need a server of their own start it.
 */
export default async function setup(project: TestProject) {
  const lanes = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: lanes }, () => startServerProcess()));
  const locks = mkdtempSync(join(tmpdir(), 'shared-sites-'));
  project.provide('sharedSites', servers.map((server) => server.baseUrl));
  project.provide('sharedSiteLocks', locks);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(locks, { recursive: true, force: true });
  };
}
