import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntryServer, PageRendering } from './page-rendering';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Pages rendered from `npm run build`'s output: the template and manifest are read once at start. */
export function productionRendering(clientDir: string, entry: EntryServer): PageRendering {
  const template = stylesheetsFirst(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryFiles = new Set(collectFiles(manifest, 'index.html'));

  return {
    template: async () => template,
    entry: async () => entry,
    preloads: (pageModules) => {
      const files = new Set<string>();
      for (const module of pageModules) {
        for (const file of collectFiles(manifest, module)) if (!entryFiles.has(file)) files.add(file);
      }
      return [...files].map((file) => `/${file}`);
    },
  };
}

/**
 * Vite writes the stylesheet after the entry's script and module preloads, and the page's own preloads go
 * before all of them: on a slow connection the browser then fetches a score of scripts ahead of the one
 * file that blocks the first paint. The stylesheets move to the top of the head's dynamic part.
 */
export function stylesheetsFirst(template: string): string {
  const stylesheets = template.match(/^[ \t]*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
  if (stylesheets.length === 0 || !template.includes('<!--app-head-->')) return template;
  let moved = template;
  for (const link of stylesheets) moved = moved.replace(link, '');
  return moved.replace(/^([ \t]*)<!--app-head-->/m, (_, indent: string) => `${stylesheets.map((link) => `${indent}${link.trim()}\n`).join('')}${indent}<!--app-head-->`);
}

/** A chunk's file and, recursively, the files of the chunks it imports statically. */
function collectFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => collectFiles(manifest, imported, seen))];
}
