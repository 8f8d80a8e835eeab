import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, type PageCache } from '../../api/ssr/page-cache';

const page = (size: number, fill = 'a') => `<html>${fill.repeat(size)}</html>`;

/** Waits until the page under `key` has both compressed forms (they are made off the event loop). */
async function compressed(cache: PageCache, key: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const kept = cache.get(key);
    if (kept?.br && kept.gzip) return kept;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${key} was never compressed`);
}

describe('the page cache', () => {
  it('keeps a page with brotli and gzip forms of the same bytes, and one tag per rendering', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    const html = page(5_000, 'héllo ');
    cache.put('/', html, cache.generation);
    const kept = await compressed(cache, '/');
    expect(kept.raw.toString()).toBe(html);
    expect(brotliDecompressSync(kept.br!).toString()).toBe(html);
    expect(gunzipSync(kept.gzip!).toString()).toBe(html);
    cache.put('/', html.replace('héllo', 'hello'), cache.generation);
    expect(cache.get('/')!.tag).not.toBe(kept.tag);
  });

  it('holds no more bytes than its setting, the least recently read going first', async () => {
    const cache = createPageCache({ maxBytes: 18_000, maxAgeMs: 60_000 });
    cache.put('/a', page(5_000), cache.generation);
    cache.put('/b', page(5_000), cache.generation);
    cache.put('/c', page(5_000), cache.generation);
    expect(cache.get('/a')).toBeDefined(); // read: /b is now the least recently used
    cache.put('/d', page(5_000), cache.generation);
    expect(cache.get('/b')).toBeUndefined();
    for (const key of ['/a', '/c', '/d']) expect(cache.get(key), key).toBeDefined();
    await compressed(cache, '/d');
    expect(cache.size().bytes).toBeLessThanOrEqual(18_000);
  });

  it('keeps nothing rendered before a clear, and nothing past its age', () => {
    let clock = 0;
    const cache = createPageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, now: () => clock });
    const before = cache.generation;
    cache.clear();
    cache.put('/', page(100), before);
    expect(cache.get('/')).toBeUndefined();
    cache.put('/', page(100), cache.generation);
    clock = 59_999;
    expect(cache.get('/')).toBeDefined();
    clock = 60_000;
    expect(cache.get('/')).toBeUndefined();
    expect(cache.size()).toEqual({ pages: 0, bytes: 0 });
  });

  it('does not keep a page that would take half of it', () => {
    const cache = createPageCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    cache.put('/big', page(5_000), cache.generation);
    expect(cache.get('/big')).toBeUndefined();
  });
});
