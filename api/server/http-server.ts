import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ServerConfig } from '../config/server-config';
import { addressGroup } from '../http/address-group';
import { answerClientErrorsWithJson } from './client-errors';
import type { Logger } from './logger';

/** How often a refused connection is logged at most: a flood of them is one line a minute, with its count. */
const REFUSAL_LOG_INTERVAL_MS = 60_000;

/**
 * The HTTP server, bounded against slow and greedy clients: headers must arrive within
 * HEADERS_TIMEOUT_SECONDS and the whole request within REQUEST_TIMEOUT_SECONDS (past either the client gets
 * a 408 and the connection closes), an idle kept-alive connection closes after KEEP_ALIVE_TIMEOUT_SECONDS,
 * and it holds at most MAX_CONNECTIONS connections, MAX_CONNECTIONS_PER_ADDRESS of them from one address
 * (an IPv6 client by its /64; not behind TRUST_PROXY, where every connection comes from the proxy). A
 * connection past a cap is closed as it opens; others are served as before.
 */
export function createHttpServer(handler: RequestListener, config: Pick<ServerConfig, 'connections' | 'trustProxy'>, logger: Logger): Server {
  const limits = config.connections;
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node looks for connections past their time at this interval (30 s by default, which would let a
      // slow client hold on half as long again as allowed).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(limits.headersTimeoutMs / 2)),
    },
    handler,
  );
  server.maxConnections = limits.maxConnections;
  answerClientErrorsWithJson(server);

  const refusals = refusalLog(logger);
  server.on('drop', () => refusals.count('connection refused: the server holds MAX_CONNECTIONS connections', limits.maxConnections));
  if (limits.maxConnectionsPerAddress > 0 && !config.trustProxy) {
    capConnectionsPerAddress(server, limits.maxConnectionsPerAddress, () =>
      refusals.count('connection refused: one address holds MAX_CONNECTIONS_PER_ADDRESS connections', limits.maxConnectionsPerAddress),
    );
  }
  return server;
}

/** Closes a connection as it opens when its address (its IPv6 /64) already holds `limit` open connections. */
function capConnectionsPerAddress(server: Server, limit: number, refused: () => void): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = addressGroup(socket.remoteAddress ?? 'unknown');
    const count = open.get(address) ?? 0;
    if (count >= limit) {
      refused();
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Warns of refused connections at most once per interval; each line counts those refused since the last. */
function refusalLog(logger: Logger) {
  const last = new Map<string, { at: number; refused: number }>();
  return {
    count(message: string, limit: number) {
      const now = Date.now();
      const entry = last.get(message) ?? { at: -Infinity, refused: 0 };
      entry.refused++;
      if (now - entry.at >= REFUSAL_LOG_INTERVAL_MS) {
        logger.warn({ limit, refused: entry.refused }, message);
        entry.at = now;
        entry.refused = 0;
      }
      last.set(message, entry);
    },
  };
}
