import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds a line of a test file takes, by project, on a quiet two-core machine with the lanes full
 * (measured over whole runs): a browser or fuzzing file spends its lines on pages and thousands of
 * requests, a unit file on function calls.
 */
const SECONDS_PER_LINE: Record<string, number> = { e2e: 0.25, security: 0.15, api: 0.03, process: 0.1, load: 0.1, unit: 0.002 };

/**
 * Runs the longest files first, across projects, so that the lanes end together rather than one long
 * file running alone at the end (Vitest's own order takes the projects one after another by name, so the
 * security suite's long fuzzing files would start last). A file's length is what the last run on this
 * machine measured (Vitest's cache), else an estimate from its lines; groups still run in their order.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const expected = new Map(files.map((file) => [file, this.expectedSeconds(file)]));
    return [...files].sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || expected.get(b)! - expected.get(a)!,
    );
  }

  private expectedSeconds(file: TestSpecification): number {
    const measured = this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`);
    if (measured && !measured.failed && measured.duration > 0) return measured.duration / 1000;
    return lineCount(file.moduleId) * (SECONDS_PER_LINE[file.project.name] ?? 0.01);
  }
}

function lineCount(path: string): number {
  return readFileSync(path, 'utf8').split('\n').length;
}
