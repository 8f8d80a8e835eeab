/** The site's responsiveness while the studio works on a draft. */
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The site's answers while `work` runs: robots.txt asked every 25 ms, and the longest the event loop was held. */
export interface Responsiveness<T> {
  result: T;
  workMs: number;
  /** How long each robots.txt asked during the work took to answer, in milliseconds. */
  robotsMs: number[];
  robotsStatuses: number[];
  longestLoopDelayMs: number;
}

/**
 * Runs `work` while asking robots.txt every 25 ms and measuring this process's event loop (the site runs
 * in this process, so a stall of the site is a stall here).
 */
export async function whileSiteAnswers<T>(baseUrl: string, work: () => Promise<T>): Promise<Responsiveness<T>> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const robotsMs: number[] = [];
  const robotsStatuses: number[] = [];
  const pending: Promise<void>[] = [];
  loop.enable();
  const timer = setInterval(() => {
    const sent = performance.now();
    pending.push(
      fetch(`${baseUrl}/robots.txt`).then(async (response) => {
        await response.text();
        robotsMs.push(performance.now() - sent);
        robotsStatuses.push(response.status);
      }),
    );
  }, 25);
  const started = performance.now();
  try {
    const result = await work();
    const workMs = performance.now() - started;
    clearInterval(timer);
    await Promise.all(pending);
    loop.disable();
    return { result, workMs, robotsMs, robotsStatuses, longestLoopDelayMs: loop.max / 1e6 };
  } finally {
    clearInterval(timer);
    loop.disable();
  }
}
