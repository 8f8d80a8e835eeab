import type { Scheduler } from './scheduler';

export interface Debounced<T> {
  /** Replaces the pending value and restarts the delay. */
  schedule(value: T): void;
  /** Runs the pending call now; returns whether there was one. */
  flush(): boolean;
  cancel(): void;
  pending(): boolean;
}

/** Calls `run` with the last scheduled value once `ms` pass without a new one. */
export function debounce<T>(scheduler: Scheduler, ms: number, run: (value: T) => void): Debounced<T> {
  let handle: unknown = null;
  let waiting: { value: T } | null = null;
  const fire = () => {
    handle = null;
    const job = waiting;
    waiting = null;
    if (job) run(job.value);
  };
  return {
    schedule(value) {
      if (handle !== null) scheduler.clear(handle);
      waiting = { value };
      handle = scheduler.set(fire, ms);
    },
    flush() {
      if (!waiting) return false;
      if (handle !== null) scheduler.clear(handle);
      fire();
      return true;
    },
    cancel() {
      if (handle !== null) scheduler.clear(handle);
      handle = null;
      waiting = null;
    },
    pending: () => waiting !== null,
  };
}
