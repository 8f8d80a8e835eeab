import { cpSync, existsSync } from 'node:fs';

/**
 * Where the run's template data directory is: one production server's first start (a new embedded
 * database, migrated, with the sample content and the seed definitions), stopped cleanly. Set by the
 * global setup of the suites that start servers (tests/support/global-site-data-template.ts).
 */
export const SITE_DATA_TEMPLATE_VARIABLE = 'SITE_DATA_TEMPLATE';

/**
 * Fills a new data directory from the run's template, if there is one: a server then starts as on its
 * second start (about 3 s of CPU) instead of creating its database (about 9 s, most of it in PGlite's
 * initdb). Without the template (a script, a suite run outside Vitest) the directory stays empty and the
 * server makes its own. Tests of the first start itself pass a directory of their own and get none.
 */
export function fillFromSiteDataTemplate(dataDir: string): void {
  const template = process.env[SITE_DATA_TEMPLATE_VARIABLE];
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
}
