import type { Executor } from '../db/database';
import { readSiteVersion } from '../db/repositories/site-version-repository';

export interface SiteVersion {
  /** The version of everything the public pages are made from, as the database had it at most `checkMs` ago. */
  current(): Promise<string>;
  /** The next call asks the database (this process has just changed something). */
  invalidate(): void;
  /**
   * Calls `listener` when the version read differs from the one before, before any caller is told the new
   * one: the in-process caches behind the pages drop what they hold, so nothing rendered for the new
   * version reads old data.
   */
  onChange(listener: () => void): void;
}

export interface SiteVersionOptions {
  db: Executor;
  checkMs?: number;
}

/**
 * The site's version as every server process sees it: one small query at most once per `checkMs`, so a
 * content load, a publish or a flag change made anywhere is seen by each process within that time.
 */
export function createSiteVersion(options: SiteVersionOptions): SiteVersion {
  const checkMs = options.checkMs ?? 1000;
  let known: string | null = null;
  let checkedAt = 0;
  let checking: Promise<string> | null = null;
  // Checks are numbered: an answer older than one already applied (a check overtaken by an invalidation) is dropped.
  let started = 0;
  let applied = 0;
  const listeners: (() => void)[] = [];

  function check(): Promise<string> {
    const number = ++started;
    const promise = readSiteVersion(options.db)
      .then((version) => {
        if (number > applied) {
          applied = number;
          if (known !== null && version !== known) for (const listener of listeners) listener();
          known = version;
          checkedAt = Date.now();
        }
        return known ?? version;
      })
      .finally(() => {
        if (checking === promise) checking = null;
      });
    checking = promise;
    return promise;
  }

  return {
    async current() {
      if (known !== null && Date.now() - checkedAt < checkMs) return known;
      return checking ?? check();
    },
    invalidate() {
      // A check already under way may have read the database before the change: the next caller asks again.
      checkedAt = 0;
      checking = null;
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
