/**
 * The worker thread's entry file. From source (this module is TypeScript: Vitest, `npm run dev`) it is the
 * bootstrap beside this file, which loads the TypeScript worker through tsx. In the production build every
 * server module, this one included, sits in dist/server/ beside `staff-work-worker.js`, the build's second
 * entry (vite.config.ts).
 */
export function staffWorkerUrl(): URL {
  const here = import.meta.url;
  // Named through a variable so the bundler leaves the URL alone instead of treating it as an asset.
  const entry = here.endsWith('.ts') ? 'staff-work-worker.mjs' : 'staff-work-worker.js';
  return new URL(entry, here);
}
