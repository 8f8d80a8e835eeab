import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A rendered page kept in memory: its bytes as rendered and, once compressed, brotli and gzip. */
export interface CachedPage {
  readonly raw: Buffer;
  /** The validator of the rendered bytes (quoted as the ETag, with a suffix for each encoding). */
  readonly tag: string;
  readonly storedAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

export interface PageCacheOptions {
  /** The most bytes (raw and compressed together) the cache holds; the least recently used page goes first. */
  maxBytes: number;
  /** How long a page is served before it is rendered again, whatever else happens. */
  maxAgeMs: number;
  now?: () => number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /**
   * Keeps a page rendered for `key` and compresses it in the background. Nothing is kept when the cache was
   * cleared since `generation` was read: the render may have read data from before the change.
   */
  put(key: string, html: string, generation: number): void;
  /** Counts clears: a render started before a clear keeps nothing. */
  readonly generation: number;
  clear(): void;
  /** What the cache holds now, for logs and benchmarks. */
  size(): { pages: number; bytes: number };
}

/**
 * Rendered pages by key, least recently used first out, bounded by bytes. Each page is compressed once
 * (brotli at a high quality and gzip, off the event loop), so a hit costs a lookup and a write.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: a page read is moved to the end, so the first is the least recently used.
  let pages = new Map<string, CachedPage>();
  let bytes = 0;
  let generation = 0;

  const sizeOf = (page: CachedPage) => page.raw.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);

  function remove(key: string, page: CachedPage): void {
    if (pages.get(key) !== page) return;
    pages.delete(key);
    bytes -= sizeOf(page);
  }

  function evict(): void {
    for (const [key, page] of pages) {
      if (bytes <= options.maxBytes) return;
      remove(key, page);
    }
  }

  async function compress(key: string, page: CachedPage): Promise<void> {
    const [br, gz] = await Promise.all([
      brotli(page.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: page.raw.length } }),
      gzipped(page.raw, { level: 9 }),
    ]);
    if (pages.get(key) !== page) return;
    page.br = br;
    page.gzip = gz;
    bytes += br.length + gz.length;
    evict();
  }

  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now() - page.storedAt >= options.maxAgeMs) {
        remove(key, page);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    put(key, html, generationAtStart) {
      if (generationAtStart !== generation) return;
      const raw = Buffer.from(html);
      // A page that would take half the cache or more is not worth what it would push out.
      if (raw.length * 2 >= options.maxBytes) return;
      const existing = pages.get(key);
      if (existing) remove(key, existing);
      const page: CachedPage = { raw, tag: createHash('sha256').update(raw).digest('base64url').slice(0, 22), storedAt: now() };
      pages.set(key, page);
      bytes += raw.length;
      evict();
      // A failed compression leaves the page served as rendered (compressed per response).
      compress(key, page).catch(() => undefined);
    },
    get generation() {
      return generation;
    },
    clear() {
      generation++;
      pages = new Map();
      bytes = 0;
    },
    size: () => ({ pages: pages.size, bytes }),
  };
}
