/**
 * A worker thread's entry file, found from the module that starts it. From source (that module is
 * TypeScript: Vitest, `npm run dev`) it is the `.mjs` bootstrap beside it, which loads the TypeScript
 * worker through tsx. In the production build every server module sits in dist/server/ beside
 * `<name>.js`, one of the server build's entries (vite.config.ts).
 */
export function workerEntryUrl(moduleUrl: string, name: string): URL {
  // Named through a variable so the bundler leaves the URL alone instead of treating it as an asset.
  const entry = moduleUrl.endsWith('.ts') ? `${name}.mjs` : `${name}.js`;
  return new URL(entry, moduleUrl);
}
