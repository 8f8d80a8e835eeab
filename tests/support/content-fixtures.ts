import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentBundle } from '../../app/domain/content/content-types';
import { projectRoot } from '../../api/config/project-root';
import { sampleContentFile } from '../../api/services/content-loader';

export function sampleContent(): ContentBundle {
  return JSON.parse(readFileSync(sampleContentFile, 'utf8')) as ContentBundle;
}

/** Writes a content file to a temporary folder and returns its path. */
export function writeContentFile(bundle: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'content-')), 'content.json');
  writeFileSync(file, JSON.stringify(bundle));
  return file;
}

/** Runs `npm run content:load FILE` as staff would, against a data directory. */
export function runContentLoad(file: string, dataDir: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(projectRoot, 'api/cli/content-load.ts'), file], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
