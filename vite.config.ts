import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkBudgetsPlugin } from './scripts/build/chunk-budgets-plugin.ts';
import { compileCatalogsPlugin } from './scripts/build/compile-catalogs-plugin.ts';

/** Vite writes this into the script and style tags of the studio's page and the dev server's pages; the server puts each request's nonce there. */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const pageAt = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Every module the entry loads statically, in one chunk: without this group Rolldown splits modules the
 * entry shares with pages into chunks of their own (ten files on every first load, some under 100 bytes).
 */
const siteChunks = { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial' as const] }] } } };

/**
 * The site's entry module is fetched at low priority, like the pages' modulepreloads (the server writes
 * those): the server-rendered page paints from its HTML and stylesheet alone, which go first; the
 * scripts only make it interactive. At the default (high) priority the scripts shared the first bytes
 * with the stylesheet and Lighthouse counted all of them as blocking the first paint.
 */
const lowPriorityEntry = {
  name: 'low-priority-entry',
  transformIndexHtml: {
    order: 'post' as const,
    handler: (html: string) => html.replace(/<script type="module" crossorigin /g, '<script type="module" fetchpriority="low" crossorigin '),
  },
};

/**
 * The server's entries (`vite build --ssr`): the server itself, and its worker threads, one that checks
 * studio drafts and one that inspects uploaded resumes (each loaded as `<name>.js` from beside the module
 * that starts it: api/workers/worker-url.ts). Every file lands in dist/server/ itself, shared chunks
 * included, so those files are found from any of them.
 */
const serverEntries = {
  input: {
    main: pageAt('api/main.ts'),
    'staff-work-worker': pageAt('api/services/studio/staff-work/staff-work-worker.ts'),
    'resume-inspection-worker': pageAt('api/services/resume-inspection/resume-inspection-worker.ts'),
  },
  output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
};

/**
 * The studio's chunks, in bytes minified: staff load them once per session, each only on the screen that
 * needs it, so they are measured by what they hold rather than by the public pages' first-load budget.
 * The raw JSON editor is CodeMirror with JSON Schema completion, linting and hover docs (their Markdown
 * and code highlighting); the entry holds React, the router, the engine and every studio screen but those
 * below; the graph is React Flow with its layout; the chart is Victory; the form preview is rjsf.
 */
const STUDIO_CHUNK_BUDGETS = {
  'raw-json-editor': 950_000,
  studio: 500_000,
  'flow-graph-view': 240_000,
  'victory-views-chart': 240_000,
  javascript: 210_000,
  'rjsf-schema-form': 200_000,
};

/**
 * Three builds: the site (`dist/client`, from index.html), the staff studio (`vite build --mode studio`:
 * studio.html into the same folder, with its own manifest, never emptying it) and the server. The studio
 * is built apart so the site's chunks are exactly what they would be without it.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [compileCatalogsPlugin(), react(), tailwindcss(), ...(mode === 'studio' ? [chunkBudgetsPlugin(STUDIO_CHUNK_BUDGETS, 100_000)] : [lowPriorityEntry])],
  publicDir: false,
  resolve: {
    // Form descriptions are plain text: @rjsf/core's markdown renderer would be ~30 kB gzip of every form page.
    alias: [{ find: /^markdown-to-jsx\/react$/, replacement: pageAt('renderers/forms/vendor/plain-text-markdown.tsx') }],
  },
  // The built site's pages carry no nonce (they run no inline script); the studio's page and the dev
  // server's inline scripts do, filled in per response.
  html: mode === 'production' ? {} : { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', sourcemap: true, emptyOutDir: true, rolldownOptions: serverEntries }
    : mode === 'studio'
      ? {
          outDir: 'dist/client',
          manifest: 'studio-manifest.json',
          sourcemap: false,
          emptyOutDir: false,
          target: 'es2022',
          rolldownOptions: { input: pageAt('studio.html') },
          // The budgets above are the studio's limit: Vite's single 500 kB warning would flag the editor.
          chunkSizeWarningLimit: STUDIO_CHUNK_BUDGETS['raw-json-editor'] / 1000,
        }
      : { outDir: 'dist/client', manifest: true, sourcemap: false, emptyOutDir: true, target: 'es2022', rolldownOptions: siteChunks },
  ssr: {
    // Server-only packages stay in node_modules; the app's own code is bundled.
    external: ['@electric-sql/pglite', 'pg', 'pino'],
  },
}));
