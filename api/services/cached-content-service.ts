import type { ContentService } from './content-service';

/**
 * Content answers kept for `ttlMs` in this process: every page and content call would otherwise read the
 * same rows again (the home page alone reads brokers, programs, reviews and stats). Content changes by
 * `npm run content:load`, so a change shows within `ttlMs` on every process; a failed read is not kept.
 */
export function cacheContentService(service: ContentService, ttlMs: number, now: () => number = Date.now): ContentService {
  if (ttlMs <= 0) return service;
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();
  const cached = <Args extends unknown[], T>(name: string, read: (...args: Args) => Promise<T>) =>
    (...args: Args): Promise<T> => {
      const key = `${name}:${JSON.stringify(args)}`;
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.value as Promise<T>;
      // A cache of bounded size: keys are method names and the few documents and programs that exist,
      // but a URL can ask for any product key, so unknown ones must not grow it forever.
      if (entries.size > 1000) entries.clear();
      const value = read(...args);
      entries.set(key, { until: now() + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    };
  const wrapped = {} as Record<string, unknown>;
  for (const [name, read] of Object.entries(service)) wrapped[name] = cached(name, read as (...args: unknown[]) => Promise<unknown>);
  return wrapped as unknown as ContentService;
}
