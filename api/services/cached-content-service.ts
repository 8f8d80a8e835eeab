import { defaultLocale } from '../../i18n/locales';
import type { ContentService } from './content-service';

/**
 * Where each localized read takes its `locale`: a read without one is the English read, so both share
 * one entry, and each language has its own.
 */
const LOCALE_ARGUMENT: Partial<Record<keyof ContentService, number>> = {
  brokers: 0,
  broker: 1,
  products: 0,
  product: 1,
  stats: 0,
  openPositions: 0,
  disclosure: 1,
};

/**
 * Content answers kept for `ttlMs` in this process: every page and content call would otherwise read the
 * same rows again (the home page alone reads brokers, programs, reviews and stats). Content changes by
 * `npm run content:load`, so a change shows within `ttlMs` on every process; a failed read is not kept.
 * Answers are kept per method, arguments and language, and for one `generation`: when the site's version
 * changes, its count moves on and every answer read before is dropped at once.
 */
export function cacheContentService(service: ContentService, ttlMs: number, now: () => number = Date.now, generation: () => number = () => 0): ContentService {
  if (ttlMs <= 0) return service;
  const entries = new Map<string, { until: number; generation: number; value: Promise<unknown> }>();
  const cached = <Args extends unknown[], T>(name: string, read: (...args: Args) => Promise<T>) =>
    (...args: Args): Promise<T> => {
      const key = `${name}:${JSON.stringify(keyArguments(name, args))}`;
      const hit = entries.get(key);
      if (hit && hit.until > now() && hit.generation === generation()) return hit.value as Promise<T>;
      // A cache of bounded size: keys are method names and the few documents and programs that exist,
      // but a URL can ask for any product key, so unknown ones must not grow it forever.
      if (entries.size > 1000) entries.clear();
      const value = read(...args);
      entries.set(key, { until: now() + ttlMs, generation: generation(), value });
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    };
  const wrapped = {} as Record<string, unknown>;
  for (const [name, read] of Object.entries(service)) wrapped[name] = cached(name, read as (...args: unknown[]) => Promise<unknown>);
  return wrapped as unknown as ContentService;
}

function keyArguments(name: string, args: readonly unknown[]): unknown[] {
  const index = LOCALE_ARGUMENT[name as keyof ContentService];
  if (index === undefined) return [...args];
  const keyed = args.slice(0, index);
  while (keyed.length < index) keyed.push(undefined);
  keyed.push(args[index] ?? defaultLocale);
  return keyed;
}
