import type { Middleware } from 'koa';
import { ApiError, fromDomainError, serviceUnavailable } from '../../http/api-error';
import { DomainError } from '../../services/domain-error';
import { isDatabaseUnavailable } from '../../http/database-errors';
import { connectionLost } from '../connection-state';
import type { Logger } from '../logger';

/**
 * One place turns failures into answers: an ApiError, or a service's DomainError mapped to its status, is
 * sent as the JSON error; a lost database is a 503; anything else is logged and hidden behind a 500 (JSON
 * for /api, a page otherwise). A failure after the client went away is no one's answer and is not logged
 * as the server's (see requestLog).
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      // Nobody is left to answer: a body cut short or a render given up on is the client's leaving, which
      // the request's log line records, not a failure of the server or of its database.
      if (connectionLost(ctx)) return;
      const error =
        caught instanceof ApiError
          ? caught
          : caught instanceof DomainError
            ? fromDomainError(caught)
            : isDatabaseUnavailable(caught)
            ? serviceUnavailable()
            : clientError(caught) ?? new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.');
      if (error.status >= 500) {
        logger.error({ err: caught, method: ctx.method, path: ctx.path, status: error.status }, 'request failed');
      }
      ctx.status = error.status;
      ctx.set(error.headers);
      if (error.status === 503) ctx.set('Retry-After', '5');
      if (ctx.path.startsWith('/api/') || ctx.path === '/api' || !ctx.accepts('html')) {
        ctx.body = error.toBody();
      } else {
        ctx.type = 'html';
        ctx.set('Cache-Control', 'no-store');
        ctx.body = errorPage(error.status);
      }
    }
  };
}

/** Errors thrown by Koa itself or its body parsers for bad requests carry an `expose`d 4xx status. */
function clientError(error: unknown): ApiError | null {
  const { status, expose, message } = (error ?? {}) as { status?: number; expose?: boolean; message?: string };
  if (typeof status === 'number' && status >= 400 && status < 500 && expose) {
    return new ApiError(status, status === 413 ? 'payload_too_large' : 'bad_request', message || 'Bad request');
  }
  return null;
}

function errorPage(status: number): string {
  const title = status === 503 ? 'We’ll be right back' : 'Something went wrong';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Harborpoint Mortgage</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>${title}.</h1><p>Our site is having a moment. Please refresh in a few seconds, or call us at (248) 555-0142.</p><p><a href="/">Back to Home</a></p></body></html>`;
}
