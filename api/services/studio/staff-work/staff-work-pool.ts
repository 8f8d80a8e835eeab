import { Worker } from 'node:worker_threads';
import type { Logger } from '../../../server/logger';
import { DomainError } from '../../domain-error';
import { OverBudget, type StaffWorkBudget } from './staff-work-budget';
import type { StaffTask, StaffTaskInput, StaffTaskOutput, StaffWorkAnswer } from './staff-work-tasks';
import { staffWorkerUrl } from './worker-location';

/** Seconds a refused caller should wait before asking again. */
const RETRY_AFTER_SECONDS = 5;

interface Job {
  id: number;
  task: StaffTask;
  input: unknown;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

export interface StaffWork {
  /**
   * Runs a task in the worker thread. Rejects with OverBudget past the time or memory budget (the worker
   * is then replaced), with a 503 DomainError when the queue is full or the worker cannot start, and with
   * the task's own error otherwise.
   */
  run<T extends StaffTask>(task: T, input: StaffTaskInput<T>): Promise<StaffTaskOutput<T>>;
  /** The running worker's thread id (null before the first task): a replaced worker has a new one. */
  readonly threadId: number | null;
  /** Stops the worker; waiting tasks are refused. */
  close(): Promise<void>;
}

const busy = () =>
  new DomainError('unavailable', 'studio_busy', 'The studio is busy checking other drafts: try again in a few seconds.', undefined, RETRY_AFTER_SECONDS);
const cannotStart = () =>
  new DomainError('unavailable', 'studio_work_unavailable', 'Drafts cannot be checked right now: try again in a minute.', undefined, RETRY_AFTER_SECONDS);

/**
 * One worker thread for the studio's heavy work on drafts, so no draft can hold the site's own thread:
 * tasks run one at a time, each within the time budget (past it the worker is terminated and a new one
 * started) and the worker's heap within the memory budget (Node stops a worker past it). At most
 * `queueLength` tasks wait behind the running one; more are refused with Retry-After. The worker does
 * not keep the process alive.
 */
export function createStaffWork(budget: StaffWorkBudget, options: { logger?: Logger; workerUrl?: URL } = {}): StaffWork {
  const workerUrl = options.workerUrl ?? staffWorkerUrl();
  const waiting: Job[] = [];
  let worker: Worker | null = null;
  let ready = false;
  let running: Job | null = null;
  let deadline: NodeJS.Timeout | null = null;
  let nextId = 1;
  let closed = false;

  function finish(job: Job, outcome: { result: unknown } | { error: unknown }) {
    if (running !== job) return;
    running = null;
    if (deadline) clearTimeout(deadline);
    deadline = null;
    if ('result' in outcome) job.resolve(outcome.result);
    else job.reject(outcome.error);
  }

  /** Drops the current worker (stopping it if it still runs) and starts another when work waits. */
  function replace() {
    const old = worker;
    worker = null;
    ready = false;
    if (old) void old.terminate();
    pump();
  }

  function start(): Worker {
    const started = new Worker(workerUrl, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb } });
    started.unref();
    started.on('message', (message: StaffWorkAnswer) => {
      if (started !== worker) return;
      if ('ready' in message) {
        ready = true;
        pump();
      } else if (running && message.id === running.id) {
        finish(running, message.ok ? { result: message.result } : { error: new Error(message.message) });
        pump();
      }
    });
    started.on('error', (error: Error & { code?: string }) => {
      if (started !== worker) return;
      const job = running;
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY' && job) {
        options.logger?.warn({ task: job.task, memoryMb: budget.memoryMb }, 'studio: a draft ran past its memory budget; its worker was replaced');
        finish(job, { error: new OverBudget('memory', budget) });
        return replace();
      }
      options.logger?.error({ err: error }, ready ? 'studio: the staff-work worker failed' : 'studio: the staff-work worker could not start');
      if (job) finish(job, { error: ready ? error : cannotStart() });
      // A worker that cannot start refuses what waits; the next task tries a new one.
      if (!ready) for (const refused of waiting.splice(0)) refused.reject(cannotStart());
      replace();
    });
    started.on('exit', () => {
      if (started !== worker) return;
      if (running) finish(running, { error: cannotStart() });
      // One that ends before it is ready would end again: what waits is refused, not retried in a loop.
      if (!ready) for (const refused of waiting.splice(0)) refused.reject(cannotStart());
      replace();
    });
    return started;
  }

  function pump() {
    if (closed || running || waiting.length === 0) return;
    worker ??= start();
    if (!ready) return;
    const job = waiting.shift()!;
    running = job;
    deadline = setTimeout(() => {
      options.logger?.warn({ task: job.task, timeoutMs: budget.timeoutMs }, 'studio: a draft ran past its time budget; its worker was replaced');
      finish(job, { error: new OverBudget('time', budget) });
      replace();
    }, budget.timeoutMs);
    try {
      worker.postMessage({ id: job.id, task: job.task, input: job.input });
    } catch (error) {
      // Input that cannot be copied to the worker (not plain data): the task's own failure.
      finish(job, { error });
      pump();
    }
  }

  return {
    run<T extends StaffTask>(task: T, input: StaffTaskInput<T>): Promise<StaffTaskOutput<T>> {
      if (closed) return Promise.reject(cannotStart());
      // One task runs (or waits for the worker to start) and at most queueLength wait behind it.
      if (waiting.length + (running ? 1 : 0) > budget.queueLength) return Promise.reject(busy());
      return new Promise((resolve, reject) => {
        waiting.push({ id: nextId++, task, input, resolve: resolve as (result: unknown) => void, reject });
        pump();
      });
    },
    get threadId() {
      return worker?.threadId ?? null;
    },
    async close() {
      closed = true;
      for (const job of [...(running ? [running] : []), ...waiting.splice(0)]) job.reject(cannotStart());
      running = null;
      if (deadline) clearTimeout(deadline);
      const old = worker;
      worker = null;
      if (old) await old.terminate();
    },
  };
}
