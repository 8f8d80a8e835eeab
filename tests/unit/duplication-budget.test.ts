import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';

/**
 * Copied code in the product folders, measured by jscpd: blocks of at least six lines and 50 tokens that
 * stand the same in two places. The budget is the count the tree had when it was set: it may only go
 * down (lower it when a clean-up removes clones, never raise it to let a copy in).
 */
const DUPLICATION_BUDGET = 6;
const PRODUCT_FOLDERS = ['engine', 'renderers', 'app', 'api', 'scripts'];

interface Clone {
  firstFile: { name: string; start: number; end: number };
  secondFile: { name: string; start: number; end: number };
  lines: number;
}

const jscpd = join(createRequire(join(projectRoot, 'package.json')).resolve('jscpd/package.json'), '../run-jscpd.js');

/** The clones jscpd finds in the product folders under `root`, each as "a.ts:10-20 ~ b.ts:40-50 (11 lines)". */
function clonesUnder(root: string): string[] {
  const output = mkdtempSync(join(tmpdir(), 'jscpd-'));
  try {
    const run = spawnSync(
      process.execPath,
      [jscpd, '--min-lines', '6', '--min-tokens', '50', '--format', 'typescript,tsx,javascript', '--reporters', 'json', '--output', output, '--absolute', '--no-colors', ...PRODUCT_FOLDERS.map((folder) => join(root, folder))],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    );
    if (run.status !== 0) throw new Error(`jscpd failed (${run.status}): ${run.stderr || run.stdout}`);
    const report = JSON.parse(readFileSync(join(output, 'jscpd-report.json'), 'utf8')) as { duplicates: Clone[] };
    const place = (file: Clone['firstFile']) => `${relative(root, file.name)}:${file.start}-${file.end}`;
    return report.duplicates.map((clone) => `${place(clone.firstFile)} ~ ${place(clone.secondFile)} (${clone.lines} lines)`).sort();
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

function overBudget(clones: string[]): string {
  return `${clones.length} copied blocks, over the budget of ${DUPLICATION_BUDGET}: fold the new copy into one shared piece of code (or, after a clean-up, lower the budget):\n${clones.join('\n')}`;
}

describe('the duplication budget', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'duplication-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it(`the product folders hold at most ${DUPLICATION_BUDGET} copied blocks`, () => {
    const clones = clonesUnder(projectRoot);
    expect(clones.length, overBudget(clones)).toBeLessThanOrEqual(DUPLICATION_BUDGET);
  });

  it('catches a planted copy, and names it', () => {
    for (const folder of PRODUCT_FOLDERS) cpSync(join(projectRoot, folder), join(scratch, folder), { recursive: true });
    const before = clonesUnder(scratch);
    expect(before.length).toBeLessThanOrEqual(DUPLICATION_BUDGET);

    // A helper copied whole from one service into another.
    const original = readFileSync(join(projectRoot, 'api/services/retention-service.ts'), 'utf8').split('\n');
    writeFileSync(join(scratch, 'api/services/planted-copy.ts'), original.slice(0, 60).join('\n'));
    const after = clonesUnder(scratch);
    expect(after.length).toBeGreaterThan(Math.max(before.length, DUPLICATION_BUDGET));
    expect(after.some((clone) => clone.includes('api/services/planted-copy.ts'))).toBe(true);
  });
});
