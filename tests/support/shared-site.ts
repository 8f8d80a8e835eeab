import { mkdirSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared production servers the e2e global setup started, one per browser lane. */
    sharedSites: string[];
    /** Where a file marks the shared server it holds (a folder per server: mkdir is atomic). */
    sharedSiteLocks: string;
  }
}

/**
 * The base URL of a shared production server that no other running file holds, kept for this file's
 * tests and given back when they end. The e2e global setup starts one per browser lane, so the files
 * that run at once never share a server, and one file after another on a server sees only its own
 * changes on top of the files before it, as when all ran on one.
 */
export function sharedSiteUrl(): string {
  const sites = inject('sharedSites');
  const locks = inject('sharedSiteLocks');
  for (const [index, url] of sites.entries()) {
    const lock = join(locks, String(index));
    try {
      mkdirSync(lock);
    } catch {
      continue;
    }
    // Given back when the file's tests end, or when its worker exits first; a worker that runs file after
    // file (isolate: false) keeps no handler of a file that has ended.
    const release = () => {
      process.off('exit', release);
      rmdirSync(lock);
    };
    afterAll(release);
    process.once('exit', release);
    return url;
  }
  throw new Error(`all ${sites.length} shared servers are held: the e2e lanes outnumber the servers the global setup started`);
}
