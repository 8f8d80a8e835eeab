import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../api/config/project-root';

/** Sources compiled into dist/ (definitions/ and content/ are read at run time). */
const SOURCE_FOLDERS = ['app', 'renderers', 'engine', 'api'];

/** Source files changed after dist/ was built (the bench measures dist/, so those changes are not in it). */
export function sourcesNewerThanBuild(): string[] {
  const built = statSync(join(projectRoot, 'dist/client/.vite/manifest.json')).mtimeMs;
  const newer: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(projectRoot, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(tsx?|css)$/.test(entry.name) && statSync(join(projectRoot, path)).mtimeMs > built) newer.push(path);
    }
  };
  SOURCE_FOLDERS.forEach(walk);
  return newer;
}
