import { join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Serves the built bundles (/assets/, named by content hash, cached for a year) and the site's images and
 * audio (/media/, cached a day). Nothing else on disk is reachable; `koa-send` refuses paths that leave
 * the folder.
 */
export function staticFiles(options: { clientDir: string | null; mediaDir: string }): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (options.clientDir && ctx.path.startsWith('/assets/')) {
      const served = await trySend(ctx, ctx.path, { root: options.clientDir, maxage: ONE_YEAR_MS, immutable: true });
      if (served) return;
    }
    if (ctx.path.startsWith('/media/')) {
      const served = await trySend(ctx, ctx.path.slice('/media'.length), {
        root: options.mediaDir,
        maxage: ONE_DAY_MS,
      });
      if (served) return;
      ctx.status = 404;
      ctx.body = { error: { code: 'not_found', message: 'No such file.' } };
      return;
    }
    return next();
  };
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
