import type { Middleware } from 'koa';
import { ApiError, notFound } from './api-error';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** An /api request that no route answered gets the JSON error too: 404 for a path, 405 for a method. */
export function apiFallback(): Middleware {
  return async (ctx, next) => {
    await next();
    if (!isApiPath(ctx.path) || ctx.body != null) return;
    if (ctx.status === 404) throw notFound(`There is no API at ${ctx.path}.`);
    if (ctx.status === 405) {
      throw new ApiError(405, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}.`);
    }
  };
}
