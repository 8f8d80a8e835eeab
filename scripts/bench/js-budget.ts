import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pageModuleOf, PUBLIC_ROUTES } from './public-routes';

/** The first-load JavaScript budget of every route, gzip level 9, in bytes (kB of 1,000 bytes). */
export const FIRST_LOAD_BUDGET = 150_000;
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteJs {
  id: string;
  pattern: string;
  /** The entry chunk and its static imports: every route fetches these. */
  sharedGzip: number;
  /** What the route's page module adds to that, de-duplicated. */
  pageGzip: number;
  /** Shared + page: the JavaScript fetched before hydration. */
  firstLoadGzip: number;
  /** The same files as the server sends them to a browser (koa-compress: brotli quality 4). */
  firstLoadServed: number;
  /** Chunks the page imports dynamically (a chart, a dialog), loaded later and only when used. */
  onDemandGzip: number;
  cssGzip: number;
  files: number;
  budget: number;
}

/**
 * The JavaScript of each route's first load, from Vite's manifest: the entry chunk ('index.html') and the
 * route's page chunk, each with its static imports, transitively, de-duplicated (what the browser fetches
 * before hydration: entry-client resolves the matched route's lazy module first, and the server preloads
 * the same files, api/ssr/production-rendering.ts).
 */
export function measureRouteJs(clientDir: string): RouteJs[] {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = 'index.html';
  if (!manifest[entryKey]?.isEntry) throw new Error('the Vite manifest has no entry chunk for index.html');
  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const size = (file: string) => {
    let known = sizes.get(file);
    if (!known) {
      const bytes = readFileSync(join(clientDir, file));
      known = {
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
      };
      sizes.set(file, known);
    }
    return known;
  };
  const sum = (files: Iterable<string>, kind: 'gzip' | 'brotli') => [...files].reduce((total, file) => total + size(file)[kind], 0);

  const shared = staticClosure(manifest, [entryKey]);
  const sharedJs = jsFiles(manifest, shared);
  return PUBLIC_ROUTES.map((route) => {
    const pageKey = pageModuleOf(route.id);
    if (!manifest[pageKey]) throw new Error(`the Vite manifest has no chunk for ${pageKey} (route ${route.id})`);
    const firstLoad = staticClosure(manifest, [entryKey, pageKey]);
    const firstLoadJs = jsFiles(manifest, firstLoad);
    const pageJs = new Set([...firstLoadJs].filter((file) => !sharedJs.has(file)));
    // Dynamic imports of the page's own chunks (not the entry's: those are the other routes).
    const dynamicKeys = [...firstLoad].filter((key) => key !== entryKey && !shared.has(key)).flatMap((key) => manifest[key]!.dynamicImports ?? []);
    const onDemand = new Set([...jsFiles(manifest, staticClosure(manifest, dynamicKeys))].filter((file) => !firstLoadJs.has(file)));
    const css = new Set([...firstLoad].flatMap((key) => manifest[key]!.css ?? []));
    return {
      id: route.id,
      pattern: route.pattern,
      sharedGzip: sum(sharedJs, 'gzip'),
      pageGzip: sum(pageJs, 'gzip'),
      firstLoadGzip: sum(firstLoadJs, 'gzip'),
      firstLoadServed: sum(firstLoadJs, 'brotli'),
      onDemandGzip: sum(onDemand, 'gzip'),
      cssGzip: sum(css, 'gzip'),
      files: firstLoadJs.size,
      budget: FIRST_LOAD_BUDGET,
    };
  });
}

/** The manifest keys of the given chunks and of everything they import statically, transitively. */
function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

function jsFiles(manifest: Manifest, keys: Set<string>): Set<string> {
  return new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')));
}
