/**
 * A client that leaves mid-request (a closed tab, a lost network, an impatient script) is not a failure of
 * the server: its request is logged at info as `request aborted by the client`, status 499, without an
 * error or a stack, never as the 500 of a bug or the 503 that means the database is away.
 */
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../api/server/http-server';
import { createLogger } from '../../api/server/logger';
import { inProcessRendering } from '../support/in-process-rendering';
import { createTestApp } from '../support/test-app';
import { useTestDatabase } from '../support/test-database';
import { multipartBody, tinyPdf } from './security-support';

type LogLine = Record<string, unknown> & { level: number; msg: string };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('a client that leaves mid-request', () => {
  const database = useTestDatabase('pglite');
  const lines: LogLine[] = [];
  // Pages take their time here: long enough for the client to give up first.
  const { rendering } = inProcessRendering({ before: () => wait(400) });
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    const logger = createLogger('info', sink);
    const { app, config } = createTestApp(database.db, { HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' }, { rendering, logger });
    // Served as start-up serves the app, so the server's own cut-offs are seen too.
    server = createHttpServer(app.callback(), config, logger);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** Opens a connection, sends `head` and the start of a body, then leaves the way `leave` says after `afterMs`. */
  async function sendAndLeave(head: string, body: Buffer | string, leave: (socket: Socket) => void, afterMs = 150): Promise<void> {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(head);
    socket.write(body);
    await wait(afterMs);
    leave(socket);
  }

  /** The log lines of the request to `path` once it has one. */
  async function linesFor(method: string, path: string): Promise<LogLine[]> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const found = lines.filter((line) => line.path === path && line.method === method);
      if (found.some((line) => line.msg.startsWith('request'))) {
        // Anything logged about it a moment later (a late error) is part of the answer too.
        await wait(200);
        return lines.filter((line) => line.path === path && line.method === method);
      }
      await wait(50);
    }
    throw new Error(`no log line for ${method} ${path}: ${JSON.stringify(lines.slice(-5))}`);
  }

  function expectAbortedOnly(found: LogLine[]) {
    expect(found, JSON.stringify(found)).toHaveLength(1);
    const [line] = found;
    expect(line).toMatchObject({ level: 30, msg: 'request aborted by the client', status: 499 });
    expect(line).not.toHaveProperty('err');
    expect(JSON.stringify(found)).not.toMatch(/request failed|stack|\n\s+at /);
  }

  it('logs a JSON body cut short as aborted by the client, not as a database outage', async () => {
    const head = 'POST /api/recordQuoteLead HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n';
    await sendAndLeave(head, '{"contactInfo": {"fullName": "Dana', (socket) => socket.destroy());
    expectAbortedOnly(await linesFor('POST', '/api/recordQuoteLead'));
  });

  it('logs a resume upload cut short the same way', async () => {
    const { contentType, body } = multipartBody([
      { name: 'firstName', value: 'Nia' },
      { name: 'resume', filename: 'resume.pdf', value: tinyPdf(), contentType: 'application/pdf' },
    ]);
    const head = `POST /api/apply HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length + 100_000}\r\n\r\n`;
    await sendAndLeave(head, body, (socket) => socket.destroy());
    expectAbortedOnly(await linesFor('POST', '/api/apply'));
  });

  it('logs a page given up on while it renders as aborted, whether the client resets the connection or closes it', async () => {
    await sendAndLeave('GET /agents HTTP/1.1\r\nHost: localhost\r\n\r\n', '', (socket) => socket.destroy());
    expectAbortedOnly(await linesFor('GET', '/agents'));
    await sendAndLeave('GET /mortgage-types HTTP/1.1\r\nHost: localhost\r\n\r\n', '', (socket) => socket.end());
    expectAbortedOnly(await linesFor('GET', '/mortgage-types'));
  });

  it('logs a body too slow to arrive, which the server cut off, as that: 408 at info, no error', async () => {
    const head = 'POST /api/recordWebLead/VetLife HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{';
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(head);
    const timer = setInterval(() => socket.writable && socket.write(' '), 200);
    try {
      const found = await linesFor('POST', '/api/recordWebLead/VetLife');
      expect(found, JSON.stringify(found)).toEqual([expect.objectContaining({ level: 30, msg: 'request cut off: too slow', status: 408 })]);
    } finally {
      clearInterval(timer);
      socket.destroy();
    }
  });

  it('still logs a request that stays as the server answered it', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/disclosures`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(await linesFor('GET', '/disclosures')).toEqual([expect.objectContaining({ level: 30, msg: 'request', status: 200 })]);
  });
});
