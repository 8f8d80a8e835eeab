import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import type { PathFixture } from '../../engine';

/** Runs a QA command as QA would, from the project root; its output and exit status. */
function qa(command: 'qa-generate' | 'qa-coverage', args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(projectRoot, `scripts/qa/${command}.ts`), ...args], { cwd: projectRoot, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('the QA commands', () => {
  it('qa:generate writes a flow\'s generated file, keeps a hand-written walk in it, and reports full coverage', () => {
    const folder = mkdtempSync(join(tmpdir(), 'qa-generate-'));
    const handWritten: PathFixture = { name: 'a cash-out walk written by hand', flow: 'cashOut', loanType: 'cashOut', answers: [], expected: ['propertyType'], completed: false };
    writeFileSync(join(folder, 'cashOut.generated.paths.json'), JSON.stringify([handWritten]));
    const run = qa('qa-generate', ['--flow', 'cashOut', '--fixtures', folder]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^cashOut: \d+ fixtures \(\d+ covering paths, \d+ boundary walks, \d+ round trips\) .*; questions (\d+)\/\1, jumps (\d+)\/\2; 1 hand-written kept\n$/);
    const written = JSON.parse(readFileSync(join(folder, 'cashOut.generated.paths.json'), 'utf8')) as PathFixture[];
    expect(written[0]).toEqual(handWritten);
    expect(written.slice(1).every((fixture) => fixture.generated && fixture.flow === 'cashOut')).toBe(true);
    // Regenerating an unchanged flow writes the same bytes.
    const before = readFileSync(join(folder, 'cashOut.generated.paths.json'), 'utf8');
    expect(qa('qa-generate', ['--flow', 'cashOut', '--fixtures', folder]).status).toBe(0);
    expect(readFileSync(join(folder, 'cashOut.generated.paths.json'), 'utf8')).toBe(before);

    const coverage = qa('qa-coverage', ['--flow', 'cashOut', '--fixtures', folder]);
    expect(coverage.status).toBe(0);
    expect(coverage.stdout).toMatch(/^flow\s+fixtures\s+questions\s+jumps\s+jump pairs\s+failing\s+stale\n/);
    expect(coverage.stdout).toMatch(/cashOut\s+\d+\s+(\d+)\/\1 100 %\s+(\d+)\/\2 100 %\s+\d+\/\d+ [\d.]+ %\s+0\s+0/);
  });

  it('qa:coverage exits 1 below 100 %, naming what no fixture reaches and the fixture that fails', () => {
    const folder = mkdtempSync(join(tmpdir(), 'qa-coverage-'));
    const fixtures: PathFixture[] = [
      { name: 'one question', flow: 'purchase', loanType: 'purchase', answers: ['singleFamily'], expected: ['propertyType', 'propertyUse'], completed: false, definitionVersion: 'sha256-another' },
      { name: 'a wrong turn', flow: 'purchase', loanType: 'purchase', answers: ['singleFamily'], expected: ['propertyType', 'zipCode'], completed: false },
    ];
    writeFileSync(join(folder, 'purchase.paths.json'), JSON.stringify(fixtures));
    const run = qa('qa-coverage', ['--flow', 'purchase', '--fixtures', folder]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/purchase\s+2\s+2\/\d+ [\d.]+ %/);
    expect(run.stdout).toContain('purchase: no fixture reaches question firstTimeBuyer');
    expect(run.stdout).toContain('purchase: "a wrong turn" fails: question 2: expected zipCode, shown propertyUse');
    expect(run.stdout).toContain('purchase: 1 fixture(s) written for another version');
  });

  it('refuses an unknown flow and a fixtures file that breaks the schema with a usage status', () => {
    expect(qa('qa-coverage', ['--flow', 'mortgage']).status).toBe(64);
    const folder = mkdtempSync(join(tmpdir(), 'qa-schema-'));
    writeFileSync(join(folder, 'purchase.paths.json'), JSON.stringify([{ name: 'no answers', flow: 'purchase' }]));
    const run = qa('qa-coverage', ['--fixtures', folder]);
    expect(run.status).toBe(64);
    expect(run.stderr).toMatch(/do not match their schema/);
  });
});
