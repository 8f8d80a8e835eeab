import { createReadStream, ReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Serves the built bundles (/assets/, named by content hash, cached for a year) and the site's images and
 * audio (/media/, cached a day). Each is served from its own folder, and only for a plain path inside it
 * (see `fileInside`): `/assets/../index.html` would otherwise reach the page template, cached for a year.
 */
export function staticFiles(options: { clientDir: string | null; mediaDir: string }): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (options.clientDir && ctx.path.startsWith('/assets/')) {
      const file = fileInside(ctx.path, '/assets/');
      if (!file || isTemplate(file)) return notFound(ctx);
      const served = await trySend(ctx, file, { root: join(options.clientDir, 'assets'), maxage: ONE_YEAR_MS, immutable: true });
      if (served) return;
    }
    if (ctx.path.startsWith('/media/')) {
      const file = fileInside(ctx.path, '/media/');
      const served = file !== null && (await trySend(ctx, file, { root: options.mediaDir, maxage: ONE_DAY_MS }));
      if (served) {
        answerRange(ctx);
        return;
      }
      return notFound(ctx);
    }
    return next();
  };
}

function notFound(ctx: Parameters<Middleware>[0]): void {
  ctx.status = 404;
  ctx.body = { error: { code: 'not_found', message: 'No such file.' } };
}

/**
 * The file a request path names inside a folder's URL prefix, as `koa-send` will read it (relative to
 * the folder, still percent-encoded), or null when the path is anything but plain: it must decode, and
 * its decoded form may hold no backslash, NUL, empty segment (`//`), `.` or `..` segment, and no encoded
 * slash. Refusing these outright, rather than resolving them, keeps every spelling of a way out
 * (`..%2f`, `%2e%2e`, `\..\`) from ever reaching the disk.
 */
export function fileInside(path: string, prefix: string): string | null {
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  if (decoded === '' || /[\\\0]/.test(decoded) || /%2f|%5c/i.test(rest)) return null;
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return `/${rest}`;
}

/** The page template (index.html, the only HTML the build makes) is never an asset, wherever it is asked for. */
const isTemplate = (file: string) => /\.html?$/i.test(decodeURIComponent(file));

/**
 * Media answers byte ranges (206), which browsers need to seek in audio: without them Chromium marks an
 * mp3 unseekable. One range per request; an unsatisfiable one is a 416.
 */
function answerRange(ctx: Parameters<Middleware>[0]): void {
  ctx.set('Accept-Ranges', 'bytes');
  const range = /^bytes=(\d*)-(\d*)$/.exec(ctx.get('range').trim());
  const body = ctx.body as (ReadStream & { path?: string | Buffer }) | undefined;
  if (!range || ctx.status !== 200 || !(body instanceof ReadStream) || typeof body.path !== 'string') return;
  const size = Number(ctx.length);
  let start = range[1] === '' ? size - Number(range[2]) : Number(range[1]);
  let end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  if (range[1] === '' && range[2] === '') return;
  start = Math.max(0, start);
  body.destroy();
  if (start > end || start >= size) {
    ctx.body = '';
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${size}`);
    return;
  }
  end = Math.max(start, end);
  ctx.status = 206;
  ctx.set('Content-Range', `bytes ${start}-${end}/${size}`);
  ctx.body = createReadStream(body.path, { start, end });
  ctx.length = end - start + 1;
}

async function trySend(ctx: Parameters<Middleware>[0], path: string, options: send.SendOptions): Promise<boolean> {
  try {
    await send(ctx, path, { ...options, index: false, hidden: false, brotli: false, gzip: false });
    return true;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 400 || status === 403) return false;
    throw error;
  }
}

export const defaultMediaDir = (projectRoot: string) => join(projectRoot, 'content/media');
