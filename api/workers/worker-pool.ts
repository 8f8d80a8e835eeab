import { Worker } from 'node:worker_threads';
import type { Logger } from '../server/logger';
import type { DomainError } from '../services/domain-error';
import type { WorkAnswer } from './serve-tasks';
import { OverBudget, type WorkBudget } from './work-budget';

type TaskTable = Record<string, (input: never) => unknown>;

export interface WorkerPool<Tasks extends TaskTable> {
  /**
   * Runs a task in the worker thread. Rejects with OverBudget past the time or memory budget (the worker
   * is then replaced), with the pool's `busy` refusal when the queue is full, with its `unavailable`
   * refusal when the worker cannot start, and with the task's own error otherwise.
   */
  run<T extends keyof Tasks & string>(task: T, input: Parameters<Tasks[T]>[0]): Promise<Awaited<ReturnType<Tasks[T]>>>;
  /** The running worker's thread id (null before the first task): a replaced worker has a new one. */
  readonly threadId: number | null;
  /** Stops the worker; waiting tasks are refused. */
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** Names the pool in the log ("studio", "resume inspection"). */
  name: string;
  workerUrl: URL;
  budget: WorkBudget;
  /** The answers when the queue is full, and when the worker cannot start (503s with Retry-After). */
  refusals: { busy(): DomainError; unavailable(): DomainError };
  logger?: Logger;
}

interface Job {
  id: number;
  task: string;
  input: unknown;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

/**
 * One worker thread for heavy work that must never hold the site's own thread: tasks run one at a time,
 * each within the time budget (past it the worker is terminated and a new one started) and the worker's
 * heap within the memory budget (Node stops a worker past it). At most `queueLength` tasks wait behind
 * the running one; more are refused. The worker does not keep the process alive.
 */
export function createWorkerPool<Tasks extends TaskTable>(options: WorkerPoolOptions): WorkerPool<Tasks> {
  const { budget, refusals, logger, name } = options;
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

  function refuseWaiting() {
    for (const refused of waiting.splice(0)) refused.reject(refusals.unavailable());
  }

  function start(): Worker {
    const started = new Worker(options.workerUrl, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb } });
    started.unref();
    started.on('message', (message: WorkAnswer) => {
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
        logger?.warn({ task: job.task, memoryMb: budget.memoryMb }, `${name}: a task ran past its memory budget; its worker was replaced`);
        finish(job, { error: new OverBudget('memory', budget) });
        return replace();
      }
      logger?.error({ err: error }, ready ? `${name}: the worker failed` : `${name}: the worker could not start`);
      if (job) finish(job, { error: ready ? error : refusals.unavailable() });
      // A worker that cannot start refuses what waits; the next task tries a new one.
      if (!ready) refuseWaiting();
      replace();
    });
    started.on('exit', () => {
      if (started !== worker) return;
      if (running) finish(running, { error: refusals.unavailable() });
      // One that ends before it is ready would end again: what waits is refused, not retried in a loop.
      if (!ready) refuseWaiting();
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
      logger?.warn({ task: job.task, timeoutMs: budget.timeoutMs }, `${name}: a task ran past its time budget; its worker was replaced`);
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
    run(task, input) {
      if (closed) return Promise.reject(refusals.unavailable());
      // One task runs (or waits for the worker to start) and at most queueLength wait behind it.
      if (waiting.length + (running ? 1 : 0) > budget.queueLength) return Promise.reject(refusals.busy());
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
      for (const job of [...(running ? [running] : []), ...waiting.splice(0)]) job.reject(refusals.unavailable());
      running = null;
      if (deadline) clearTimeout(deadline);
      const old = worker;
      worker = null;
      if (old) await old.terminate();
    },
  };
}
