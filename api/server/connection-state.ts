import type { Context } from 'koa';

/** Connections the server cut off for being too slow (headers or body past their time), as Node reports them. */
const cutOff = new WeakSet<object>();

export function markCutOff(socket: object): void {
  cutOff.add(socket);
}

/**
 * Why a request's answer can no longer reach its client, or null while it can: `timed-out` when the server
 * cut a slow connection off (HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS), `aborted` when the client
 * went away first (closed the tab, lost its network, gave up on a slow page). Asked before the answer is
 * written, so a closed connection is never one that was answered.
 */
export function connectionLost(ctx: Context): 'timed-out' | 'aborted' | null {
  const socket = ctx.req.socket;
  if (ctx.res.writableEnded) return null;
  if (!ctx.res.destroyed && !socket.destroyed && socket.writable) return null;
  return cutOff.has(socket) ? 'timed-out' : 'aborted';
}
