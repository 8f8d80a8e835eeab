import type { Logger } from '../../../server/logger';
import { createWorkerPool, type WorkerPool } from '../../../workers/worker-pool';
import { DomainError } from '../../domain-error';
import type { StaffWorkBudget } from './staff-work-budget';
import type { StaffWorkTasks } from './staff-work-tasks';
import { staffWorkerUrl } from './worker-location';

/** Seconds a refused caller should wait before asking again. */
const RETRY_AFTER_SECONDS = 5;

export type StaffWork = WorkerPool<StaffWorkTasks>;

const refusals = {
  busy: () => new DomainError('unavailable', 'studio_busy', 'The studio is busy checking other drafts: try again in a few seconds.', undefined, RETRY_AFTER_SECONDS),
  unavailable: () => new DomainError('unavailable', 'studio_work_unavailable', 'Drafts cannot be checked right now: try again in a minute.', undefined, RETRY_AFTER_SECONDS),
};

/**
 * The worker thread of the studio's heavy work on drafts, so no draft can hold the site's own thread:
 * tasks run one at a time within the budget, and a burst beyond the queue is refused with Retry-After.
 */
export function createStaffWork(budget: StaffWorkBudget, options: { logger?: Logger; workerUrl?: URL } = {}): StaffWork {
  return createWorkerPool<StaffWorkTasks>({ name: 'studio', workerUrl: options.workerUrl ?? staffWorkerUrl(), budget, refusals, logger: options.logger });
}
