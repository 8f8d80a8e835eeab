import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrorsWithJson } from '../../api/server/client-errors';

/** Sends raw bytes and returns everything the server answered before closing. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { error: { code: string; message: string } };

describe('requests Node refuses before the app', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_request, response) => response.end('app'));
    answerClientErrorsWithJson(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('oversized headers: 431 with the JSON error', async () => {
    const answer = await rawRequest(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Content-Type: application/json');
    expect(bodyOf(answer).error.code).toBe('headers_too_large');
  });

  it('malformed HTTP: 400 with the JSON error', async () => {
    const answer = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ error: { code: 'bad_request', message: 'The request is not valid HTTP.' } });
  });

  it('an unknown Expect: 417 with the JSON error', async () => {
    const answer = await rawRequest(port, 'POST / HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 417 /);
    expect(bodyOf(answer).error.code).toBe('expectation_failed');
  });
});
