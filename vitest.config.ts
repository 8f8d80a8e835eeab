import { defineConfig } from 'vitest/config';
import { compileCatalogsPlugin } from './scripts/build/compile-catalogs-plugin.ts';
import { LongestFirstSequencer } from './tests/support/longest-first-sequencer.ts';

/**
 * How many test files run at once in the first group (unit, API, security and browser files share the
 * lanes, so none waits while another kind has run out). A browser file spends much of its time waiting on
 * its page, so a two-core machine keeps busier with three lanes than with two; TEST_LANES changes it.
 */
const LANES = Number(process.env.TEST_LANES) || 3;

export default defineConfig({
  // Message catalogs are compiled as they are imported, as in the build.
  plugins: [compileCatalogsPlugin()],
  test: {
    maxWorkers: LANES,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // These files hold no state between them (no database, no server, no module mocks), so one worker
          // keeps the modules it has loaded for the next file: the suite takes less than half the CPU.
          isolate: false,
          // A global a test stubs (fetch, window, navigator) is restored after it, whoever forgets.
          unstubGlobals: true,
          include: ['tests/{app,engine,paths,unit,scripts}/**/*.test.{ts,tsx}'],
          // Speed is measured by the benches, not here: under npm test these share the machine with Chromium,
          // and the ones that run a command-line script or walk every flow take seconds there.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          sequence: { groupOrder: 0 },
          // Each file opens its own database (from the template) and app, so a worker can keep the modules it
          // has loaded for the next file: about half the CPU of importing the API anew for every file.
          isolate: false,
          unstubGlobals: true,
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Hostile input: fuzzing, abuse limits, injection (some in Chromium), headers, log privacy.
        test: {
          name: 'security',
          sequence: { groupOrder: 0 },
          // Each file opens its own database, app or server: a worker keeps its loaded modules for the next.
          isolate: false,
          unstubGlobals: true,
          include: ['tests/security/**/*.test.ts'],
          globalSetup: ['tests/support/global-pglite-template.ts', 'tests/support/global-site-data-template.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // The production server as a process: restarts, kills, several processes on one PostgreSQL.
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          globalSetup: ['tests/support/global-site-data-template.ts'],
          // After the other suites: server processes, kills and timings want the machine's two cores.
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // Load and faults against the production server: a tenth of the counts unless LOAD_FULL=1.
        test: {
          name: 'load',
          include: ['tests/load/**/*.test.ts'],
          globalSetup: ['tests/support/global-site-data-template.ts'],
          sequence: { groupOrder: 2 },
          testTimeout: 900_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 0 },
          // A file's browser and servers are its own or claimed for it alone, so a worker keeps the modules
          // it has loaded (Playwright, axe, the engine) for the next file.
          isolate: false,
          unstubGlobals: true,
          include: ['tests/e2e/**/*.test.ts'],
          // The template data directory first: the shared servers start from it.
          globalSetup: ['tests/support/global-site-data-template.ts', 'tests/support/global-e2e-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A real Chromium beside the other suites on two cores: a media clip or a re-render can take more
          // than expect.poll's default second to show, which is slowness, not a fault.
          expect: { poll: { timeout: 5_000 } },
          // Files run in the shared lanes; a file that uses the shared site claims one of the servers the
          // global setup starts, one per lane (tests/support/shared-site.ts).
        },
      },
    ],
  },
});
