import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Vite writes this into every script and style tag of index.html; the server puts each request's nonce there. */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  publicDir: false,
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', sourcemap: true, emptyOutDir: true }
    : { outDir: 'dist/client', manifest: true, sourcemap: false, emptyOutDir: true, target: 'es2022' },
  ssr: {
    // Server-only packages stay in node_modules; the app's own code is bundled.
    external: ['@electric-sql/pglite', 'pg', 'pino'],
  },
}));
