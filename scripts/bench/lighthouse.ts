import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../api/config/project-root';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** scripts/bench-lighthouse.ts's pass mark for every category's median. */
export const LIGHTHOUSE_THRESHOLD = 95;

export interface LighthouseScores {
  path: string;
  scores: number[];
}

/**
 * Runs scripts/bench-lighthouse.ts (Lighthouse 12, mobile, median of 3 runs per page, its own production
 * server and Chromium) on the given paths. Its progress goes to stderr; its medians table is parsed.
 */
export function runLighthouse(paths: string[]): Promise<LighthouseScores[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts/bench-lighthouse.ts'), ...paths], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      // 0: every median passes, 1: some are under the threshold (reported in our table), else a failure.
      if (code !== 0 && code !== 1) return reject(new Error(`scripts/bench-lighthouse.ts exited with ${code}`));
      const lines = output.split('\n');
      const start = lines.findIndex((line) => line.startsWith('Lighthouse ') && line.includes('medians'));
      if (start < 0) return reject(new Error('scripts/bench-lighthouse.ts printed no medians table (its output is above)'));
      const results: LighthouseScores[] = [];
      for (const line of lines.slice(start + 3)) {
        const cells = line.trim().split(/\s+/);
        if (cells.length !== 1 + LIGHTHOUSE_CATEGORIES.length || !cells[0]!.startsWith('/')) break;
        results.push({ path: cells[0]!, scores: cells.slice(1).map(Number) });
      }
      resolve(results);
    });
  });
}
