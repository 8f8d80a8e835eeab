/** Timers behind an interface, so that debounced writes can be driven by hand or by fake timers. */
export interface Scheduler {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** The host's setTimeout/clearTimeout (browser or Node; Vitest's fake timers replace them). */
export const timerScheduler: Scheduler = {
  set: (callback, ms) => globalThis.setTimeout(callback, ms),
  clear: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ManualScheduler extends Scheduler {
  /** Moves the clock forward, running every callback that falls due, in order. */
  advance(ms: number): void;
  pending(): number;
  now(): number;
}

/** A scheduler with its own clock, advanced explicitly. */
export function createManualScheduler(): ManualScheduler {
  let clock = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    set(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: clock + Math.max(0, ms), callback });
      return id;
    },
    clear(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = clock + ms;
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of timers) if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        clock = due[1].at;
        due[1].callback();
      }
      clock = until;
    },
    pending: () => timers.size,
    now: () => clock,
  };
}
