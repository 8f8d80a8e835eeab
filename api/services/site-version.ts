import type { Executor } from '../db/database';
import { readSiteVersion } from '../db/repositories/site-version-repository';
import { createRecheck } from './recheck';

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
  let known: string | null = null;
  const listeners: (() => void)[] = [];
  // A failed check does not count: the next call asks again. An answer read before an invalidation is not kept.
  const recheck = createRecheck({
    recheckMs: options.checkMs ?? 1000,
    check: async (current) => {
      const version = await readSiteVersion(options.db);
      if (!current()) return;
      if (known !== null && version !== known) for (const listener of listeners) listener();
      known = version;
    },
  });

  return {
    async current() {
      await recheck.fresh();
      // A check has succeeded: only that lets fresh() resolve.
      return known as string;
    },
    invalidate: recheck.invalidate,
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
