import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { connectionLost } from '../connection-state';
import type { Logger } from '../logger';

/** The status a log line gives a request whose client left before its answer: nginx's "client closed request". */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * One structured line per request: id, method, path (no query, which may hold personal data), status, time.
 * A request whose connection closed before its answer is not a failure of the server: it is logged at info
 * as `request aborted by the client` (status 499), or `request cut off: too slow` (408) when the server
 * closed a connection that was too slow to send it.
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const ms = Math.round((Number(process.hrtime.bigint() - started) / 1e6) * 10) / 10;
      const line = { requestId, method: ctx.method, path: ctx.path, ms };
      const lost = connectionLost(ctx);
      if (lost === 'aborted') logger.info({ ...line, status: CLIENT_CLOSED_REQUEST }, 'request aborted by the client');
      else if (lost === 'timed-out') logger.info({ ...line, status: 408 }, 'request cut off: too slow');
      else {
        const level = ctx.status >= 500 ? 'error' : ctx.status >= 400 ? 'warn' : 'info';
        logger[level]({ ...line, status: ctx.status }, 'request');
      }
    }
  };
}
