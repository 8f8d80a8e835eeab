import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { EntryServer, PageRendering } from './page-rendering';

/**
 * Pages rendered through Vite in middleware mode: the app's modules reload on every change. Only the
 * app's entry goes through Vite's module graph; the API and the database stay outside it, so the
 * database is never opened twice.
 */
export function devRendering(vite: ViteDevServer, projectRoot: string): PageRendering {
  return {
    template: async (url) => vite.transformIndexHtml(url, await readFile(join(projectRoot, 'index.html'), 'utf8')),
    entry: async () => (await vite.ssrLoadModule('/app/entry-server.tsx')) as EntryServer,
    preloads: () => [],
  };
}
