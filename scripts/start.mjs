#!/usr/bin/env node
// `npm start`: builds the production bundles when there are none, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = ['dist/client/index.html', 'dist/client/.vite/manifest.json', 'dist/server/main.js'].every((file) =>
  existsSync(join(root, file)),
);

if (!built) {
  console.log('No production build yet: building it once (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(join(root, 'dist/server/main.js'));
