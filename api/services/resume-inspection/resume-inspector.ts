import type { Logger } from '../../server/logger';
import { createWorkerPool, type WorkerPool } from '../../workers/worker-pool';
import { OverBudget, type WorkBudget } from '../../workers/work-budget';
import { workerEntryUrl } from '../../workers/worker-url';
import { DomainError } from '../domain-error';
import type { ResumeInspection } from './inspect-resume';
import type { ResumeInspectionTasks } from './resume-inspection-tasks';
import { resumeRefusals } from './resume-refusals';

/**
 * The worst upload under the size limit takes well under a second to inspect (scripts/bench-resume-inspection.ts):
 * ten seconds is room for a busy machine, and past it the file is not one a reader could open either.
 * The site-wide budget of applications per minute keeps the queue short; its bound is only a backstop
 * (a waiting upload is already in memory, received whole before it is inspected).
 */
export const RESUME_INSPECTION_BUDGET: WorkBudget = { timeoutMs: 10_000, memoryMb: 256, queueLength: 64 };
const RETRY_AFTER_SECONDS = 30;

const refusals = {
  busy: () => new DomainError('unavailable', 'uploads_busy', 'We are receiving many applications right now. Please try again in a minute.', undefined, RETRY_AFTER_SECONDS),
  unavailable: () => new DomainError('unavailable', 'uploads_unavailable', 'We cannot take applications right now. Please try again in a minute.', undefined, RETRY_AFTER_SECONDS),
};

export type InspectResume = (bytes: Buffer, originalName: string) => Promise<ResumeInspection>;

/**
 * Inspects resumes in a worker thread of their own: a hostile file's parsing, decompression and XML
 * reading never hold the site's thread. A file whose inspection runs past the budget is refused as one
 * that cannot be read.
 */
export function createResumeInspector(options: { logger?: Logger; budget?: WorkBudget; workerUrl?: URL } = {}): InspectResume & { pool: WorkerPool<ResumeInspectionTasks> } {
  const pool = createWorkerPool<ResumeInspectionTasks>({
    name: 'resume inspection',
    workerUrl: options.workerUrl ?? workerEntryUrl(import.meta.url, 'resume-inspection-worker'),
    budget: options.budget ?? RESUME_INSPECTION_BUDGET,
    refusals,
    logger: options.logger,
  });
  const inspect = async (bytes: Buffer, originalName: string): Promise<ResumeInspection> => {
    try {
      return await pool.run('inspect', { bytes, originalName });
    } catch (error) {
      if (error instanceof OverBudget) return { ok: false, refusal: resumeRefusals.unreadable };
      throw error;
    }
  };
  return Object.assign(inspect, { pool });
}
