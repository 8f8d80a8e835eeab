import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import recordedSeconds from './file-seconds.json' with { type: 'json' };

/**
 * Seconds a line of a test file takes, by project, for the files quicker than the recorded ones: a browser
 * file spends its lines on pages, a unit file on function calls.
 */
const SECONDS_PER_LINE: Record<string, number> = { e2e: 0.1, security: 0.05, api: 0.01, process: 0.05, load: 0.05, unit: 0.002 };

const recorded: Record<string, number> = recordedSeconds;

/**
 * Runs the longest files first, across projects, so that the lanes end together rather than one long
 * file running alone at the end (Vitest's own order takes the projects one after another by name, so the
 * security suite's long fuzzing files would start last). A file's expected time is what the last run in
 * this checkout measured (Vitest's cache), else the time recorded in file-seconds.json
 * (scripts/test/record-file-seconds.ts), else an estimate from its lines. Groups still run in their order.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const expected = new Map(files.map((file) => [file, this.expectedSeconds(file)]));
    return [...files].sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || expected.get(b)! - expected.get(a)!,
    );
  }

  private expectedSeconds(file: TestSpecification): number {
    const path = relative(this.ctx.config.root, file.moduleId);
    const measured = this.ctx.cache.getFileTestResults(`${file.project.name}:${path}`);
    if (measured && !measured.failed && measured.duration > 0) return measured.duration / 1000;
    return recorded[path] ?? lineCount(file.moduleId) * (SECONDS_PER_LINE[file.project.name] ?? 0.01);
  }
}

function lineCount(path: string): number {
  return readFileSync(path, 'utf8').split('\n').length;
}
