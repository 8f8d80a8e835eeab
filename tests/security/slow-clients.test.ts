/**
 * Slow and greedy clients cannot hold the server: headers trickled a line at a time (slowloris) and a body
 * sent a few bytes at a time are cut off with a 408 once their time is up, and connections past the caps
 * (in all, and from one address) are closed as they open while the others are served, and served again
 * once some close. Raw sockets against a started server, with the limits set short.
 */
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../api/config/server-config';
import { createHttpServer } from '../../api/server/http-server';
import { createLogger } from '../../api/server/logger';
import { useInProcessServer } from '../support/in-process-server';
import { createTestApp } from '../support/test-app';
import { useTestDatabase } from '../support/test-database';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A raw connection that keeps what the server sends and knows when the server closed it. */
interface RawConnection {
  socket: Socket;
  received(): string;
  /** Resolves with the milliseconds from `connect` to the close; rejects past `withinMs`. */
  closed(withinMs: number): Promise<number>;
}

/** `reading: false` is a client that never reads what it is sent (it sees the server close only when its writes fail). */
async function open(port: number, host = '127.0.0.1', { reading = true } = {}): Promise<RawConnection> {
  const socket = connect(port, host);
  const started = Date.now();
  let text = '';
  let closedAt: number | null = null;
  if (reading) socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  socket.on('close', () => (closedAt = Date.now()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received: () => text,
    async closed(withinMs) {
      const deadline = Date.now() + withinMs;
      while (closedAt === null && Date.now() < deadline) await wait(25);
      if (closedAt === null) throw new Error(`still open after ${withinMs} ms; received: ${JSON.stringify(text)}`);
      return closedAt - started;
    },
  };
}

/** Writes `piece(n)` every `everyMs` until the server closes the connection (or `stop` is called). */
function trickle(connection: RawConnection, piece: (n: number) => string, everyMs: number): () => void {
  let n = 0;
  const timer = setInterval(() => {
    if (connection.socket.destroyed || !connection.socket.writable) return clearInterval(timer);
    connection.socket.write(piece(n++));
  }, everyMs);
  return () => clearInterval(timer);
}

/** The status of a GET on a fresh connection, or the error that ended it. */
async function freshGet(port: number, path = '/robots.txt'): Promise<number | string> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return String((error as { cause?: { code?: string } }).cause?.code ?? error);
  }
}

/** A fresh GET's status, asked again every 50 ms (20 times at most) until it is 200. */
async function statusOnceServedAgain(port: number): Promise<number | string> {
  let status: number | string = '';
  for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
    await wait(50);
    status = await freshGet(port);
  }
  return status;
}

describe('a server started with short timeouts (HEADERS_TIMEOUT_SECONDS=1, REQUEST_TIMEOUT_SECONDS=2)', () => {
  const server = useInProcessServer('slow-clients-', { HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' });

  it('cuts off headers trickled a line at a time with a 408, and serves others meanwhile', async () => {
    const slow = await open(server.port);
    slow.socket.write('GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n');
    const stop = trickle(slow, (n) => `X-Trickle-${n}: still here\r\n`, 200);
    expect(await freshGet(server.port)).toBe(200);
    // Its second of headers, and Node's check of connections past their time, every half second here.
    const after = await slow.closed(5_000);
    stop();
    expect(after).toBeGreaterThanOrEqual(900);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.received()).toContain('"code":"request_timeout"');
  });

  it('cuts off a body sent a few bytes at a time with a 408 once the request’s time is up, whether or not the client reads', async () => {
    const head = 'POST /api/recordQuoteLead HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{';
    const slow = await open(server.port);
    const deaf = await open(server.port, '127.0.0.1', { reading: false });
    const stops = [slow, deaf].map((connection) => {
      connection.socket.write(head);
      return trickle(connection, () => ' ', 200);
    });
    const [after, deafAfter] = await Promise.all([slow.closed(6_000), deaf.closed(7_000)]);
    for (const stop of stops) stop();
    expect(after).toBeGreaterThanOrEqual(1_900);
    expect(deafAfter).toBeGreaterThanOrEqual(1_900);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('the limits’ settings', () => {
  it('default to 15 s for headers, 60 s for a request, 5 s idle, 1,000 connections and 100 from one address', () => {
    expect(readServerConfig({}).connections).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000, maxConnections: 1_000, maxConnectionsPerAddress: 100 });
  });

  it('refuse a headers timeout longer than the request’s, and what is not a whole number', () => {
    expect(() => readServerConfig({ HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '10' })).toThrow(/HEADERS_TIMEOUT_SECONDS \(30\) must not be more than REQUEST_TIMEOUT_SECONDS \(10\)/);
    expect(() => readServerConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS must be a whole number of at least 1/);
    expect(() => readServerConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: '2.5' })).toThrow(/KEEP_ALIVE_TIMEOUT_SECONDS/);
    expect(readServerConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).connections.maxConnectionsPerAddress).toBe(0);
  });
});

describe('the connection caps', () => {
  const database = useTestDatabase('pglite');
  const servers: Server[] = [];
  const held: RawConnection[] = [];

  /** The test app behind the server start-up makes, on loopback (or `::`), with these limits. */
  async function serve(env: NodeJS.ProcessEnv, host = '127.0.0.1'): Promise<number> {
    const { app, config } = createTestApp(database.db, env);
    const server = createHttpServer(app.callback(), config, createLogger('silent'));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
    return (server.address() as AddressInfo).port;
  }
  /** A connection held open by a request whose headers never end. */
  async function hold(port: number, host = '127.0.0.1'): Promise<RawConnection> {
    const connection = await open(port, host);
    connection.socket.write('GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n');
    held.push(connection);
    return connection;
  }
  afterAll(async () => {
    for (const connection of held) connection.socket.destroy();
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('closes a connection past MAX_CONNECTIONS as it opens, and serves again once one closes', async () => {
    const port = await serve({ MAX_CONNECTIONS: '3', MAX_CONNECTIONS_PER_ADDRESS: '0' });
    const first = await hold(port);
    await hold(port);
    await hold(port);
    await wait(100);
    const extra = await open(port);
    expect(await extra.closed(3_000)).toBeLessThan(3_000);
    expect(extra.received()).toBe('');
    expect(await freshGet(port)).not.toBe(200);
    first.socket.destroy();
    expect(await statusOnceServedAgain(port)).toBe(200);
  });

  it('closes a connection past MAX_CONNECTIONS_PER_ADDRESS from that address, and serves again once one closes', async () => {
    const port = await serve({ MAX_CONNECTIONS_PER_ADDRESS: '2' });
    const first = await hold(port);
    await hold(port);
    const extra = await open(port);
    expect(await extra.closed(3_000)).toBeLessThan(3_000);
    expect(await freshGet(port)).not.toBe(200);
    first.socket.destroy();
    expect(await statusOnceServedAgain(port)).toBe(200);
  });

  it('counts connections per address, not for every client at once', async () => {
    const port = await serve({ MAX_CONNECTIONS_PER_ADDRESS: '1' }, '::');
    await hold(port, '127.0.0.1');
    const other = await hold(port, '::1');
    await wait(100);
    // IPv4 loopback holds its one connection; the IPv6 loopback is another address and is served.
    expect(other.socket.destroyed).toBe(false);
    other.socket.write('\r\n');
    await wait(300);
    expect(other.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('leaves the per-address cap off behind a trusted proxy, where every connection is the proxy’s', async () => {
    const port = await serve({ MAX_CONNECTIONS_PER_ADDRESS: '1', TRUST_PROXY: 'true' });
    await hold(port);
    expect(await freshGet(port)).toBe(200);
  });
});
