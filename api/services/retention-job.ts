import type { Logger } from '../server/logger';
import type { PurgeReport, RetentionService } from './retention-service';

export interface RetentionJob {
  start(): void;
  stop(): Promise<void>;
}

/**
 * The scheduled purge: a first pass shortly after start, then one every `everyMs` (6 hours by default), in
 * every server process (the database lock makes concurrent passes harmless). Failures are logged and
 * retried at the next pass.
 */
export function createRetentionJob(deps: { retention: RetentionService; logger: Logger; firstAfterMs?: number; everyMs?: number }): RetentionJob {
  const everyMs = deps.everyMs ?? 6 * 60 * 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  const pass = async () => {
    try {
      const report: PurgeReport = await deps.retention.purgeExpired();
      if (report.ran) deps.logger.info({ purged: report }, 'retention: purge finished');
    } catch (error) {
      deps.logger.error({ err: error }, 'retention: purge failed; retried at the next pass');
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = null;
        schedule(everyMs);
      });
    }, delay).unref();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(deps.firstAfterMs ?? 60_000);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
