export interface RecheckOptions {
  /** How long what a check found may be used before the next call asks again; 0: every call asks (sharing a check under way). */
  recheckMs: number;
  /**
   * One check of the database. It keeps what it found only while `current()` is true: an invalidation while
   * it ran may mean a change it did not see.
   */
  check(current: () => boolean): Promise<void>;
  /**
   * Whether a failed check still counts for `recheckMs` (calls in that time use what was found before,
   * without asking); else the next call asks again. Asked when the check fails. False unless given.
   */
  failedCheckCounts?: boolean | (() => boolean);
  now?: () => number;
}

export interface Recheck {
  /**
   * Resolves when what the checks found may be used: at once within `recheckMs` of the last check, else
   * once a check has run (one under way is shared). Rejects when the check waited for fails.
   */
  fresh(): Promise<void>;
  /** The next call waits for a check begun after this (this process has just changed something). */
  invalidate(): void;
}

/** What a cache of database reads asks before answering: the database at most once per `recheckMs`. */
export function createRecheck(options: RecheckOptions): Recheck {
  const now = options.now ?? Date.now;
  const failedCheckCounts = options.failedCheckCounts ?? false;
  let lastCheck: number | null = null;
  let checking: { done: Promise<void>; generation: number } | null = null;
  let generation = 0;

  function startCheck(): { done: Promise<void>; generation: number } {
    const check = { generation, done: Promise.resolve() };
    const current = () => generation === check.generation;
    check.done = options.check(current)
      .then(
        () => {
          if (current()) lastCheck = now();
        },
        (error: unknown) => {
          if (current() && (typeof failedCheckCounts === 'function' ? failedCheckCounts() : failedCheckCounts)) lastCheck = now();
          throw error;
        },
      )
      .finally(() => {
        if (checking === check) checking = null;
      });
    return check;
  }

  return {
    async fresh() {
      if (lastCheck !== null && now() - lastCheck < options.recheckMs) return;
      // A check that an invalidation overtook while it ran proves nothing: wait for one begun after it.
      // (Only an invalidation makes this go round again, so a recheckMs of 0 does not loop.)
      for (;;) {
        checking ??= startCheck();
        const check = checking;
        await check.done;
        if (check.generation === generation) return;
      }
    },
    invalidate() {
      lastCheck = null;
      checking = null;
      generation++;
    },
  };
}
