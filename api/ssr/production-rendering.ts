import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntryServer, PageRendering } from './page-rendering';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Pages rendered from `npm run build`'s output: the template and manifest are read once at start. */
export function productionRendering(clientDir: string, entry: EntryServer): PageRendering {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
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

/** A chunk's file and, recursively, the files of the chunks it imports statically. */
function collectFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => collectFiles(manifest, imported, seen))];
}
