import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { markCutOff } from './connection-state';

const ANSWERS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request took too long to arrive.' },
};
const MALFORMED = { status: 400, code: 'bad_request', message: 'The request is not valid HTTP.' };

/**
 * Answers and closes the connection whole once the answer is out: ending only the server's side would
 * leave a client that keeps sending (a slow body past its time) connected, reading on.
 */
function writeJson(socket: Duplex, status: number, code: string, message: string): void {
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/**
 * Requests Node refuses before the app sees them (oversized headers, malformed HTTP, an unknown Expect)
 * get the same JSON error as every other refusal, instead of Node's bare status line; so do connections
 * cut off for sending their headers or body too slowly (408), which are marked for the request's log.
 */
export function answerClientErrorsWithJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') markCutOff(socket);
    // An answer already on its way cannot be followed by another: the connection just closes.
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    if (error.code === 'ECONNRESET' || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    const answer = (error.code && ANSWERS[error.code]) || MALFORMED;
    writeJson(socket, answer.status, answer.code, answer.message);
  });
  server.on('checkExpectation', (_request, response) => {
    const body = JSON.stringify({ error: { code: 'expectation_failed', message: 'Only "Expect: 100-continue" is understood.' } });
    response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
  });
}
