/** Helpers of the hostile-input suite: a real socket in front of an in-process app, raw requests, row counts. */
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type Koa from 'koa';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../api/db/database';
import { queryRows } from '../../api/db/repositories/query-rows';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  method: string;
  /** Path and query exactly as sent (not re-encoded). */
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: Buffer | string;
  /** Send the body in 16 KB chunks with Transfer-Encoding: chunked (no Content-Length to refuse it by). */
  chunked?: boolean;
}

export interface ListeningApp {
  baseUrl: string;
  port: number;
  send(request: RawRequest): Promise<RawResponse>;
  close(): Promise<void>;
}

/**
 * The app behind a real HTTP server on loopback, reached through one keep-alive connection: thousands of
 * requests cost a fraction of what supertest's server-per-request does, and the path and headers go out
 * byte for byte as given (no client-side normalising of what the fuzzer generates).
 */
export async function listen(app: Koa): Promise<ListeningApp> {
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const send = ({ method, path, headers = {}, body, chunked = false }: RawRequest) =>
    new Promise<RawResponse>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: body === undefined || chunked ? headers : { 'content-length': Buffer.byteLength(body), ...headers }, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            try {
              resolve({ status: response.statusCode ?? 0, headers: response.headers, text: decode(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8') });
            } catch (error) {
              reject(new Error(`${method} ${path}: the ${response.headers['content-encoding']} body could not be decoded: ${(error as Error).message}`));
            }
          });
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      if (!chunked || body === undefined) {
        outgoing.end(body);
        return;
      }
      const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
      // The server may answer (413) before the whole body is written: stop writing then.
      let offset = 0;
      const writeMore = () => {
        while (offset < bytes.length && !outgoing.destroyed) {
          const chunk = bytes.subarray(offset, offset + 16_384);
          offset += chunk.length;
          if (!outgoing.write(chunk)) return void outgoing.once('drain', writeMore);
        }
        outgoing.end();
      };
      writeMore();
    });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    send,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A response body as sent, compressed or not (the fuzzer's Accept-Encoding headers ask for every kind). */
function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (!encoding || encoding === 'identity' || body.length === 0) return body;
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  throw new Error(`unexpected Content-Encoding "${encoding}"`);
}

/** The API's JSON error (`{ error: { code, message, fields? } }`), or a description of why the response is not one. */
export function errorShapeProblem(response: RawResponse): string | null {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type is "${type}", not JSON (body: ${response.text.slice(0, 200)})`;
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return `the body is not JSON: ${response.text.slice(0, 200)}`;
  }
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (!error || typeof error !== 'object') return `no "error" object: ${response.text.slice(0, 200)}`;
  if (typeof error.code !== 'string' || error.code === '') return `error.code is not a string: ${response.text.slice(0, 200)}`;
  if (typeof error.message !== 'string' || error.message === '') return `error.message is not a string: ${response.text.slice(0, 200)}`;
  if (error.fields !== undefined) {
    if (!error.fields || typeof error.fields !== 'object' || Array.isArray(error.fields)) return `error.fields is not an object: ${response.text.slice(0, 200)}`;
    for (const [key, value] of Object.entries(error.fields)) {
      if (typeof value !== 'string') return `error.fields["${key}"] is not a string`;
    }
  }
  if (/\bat .+:\d+:\d+\)?/.test(response.text)) return `the body carries a stack trace: ${response.text.slice(0, 300)}`;
  return null;
}

/** Tables that hold what visitors send (personal data), what is delivered from it, and the funnels' analytics events. */
export const STORED_TABLES = [
  'leads',
  'hiring_applications',
  'removal_requests',
  'phone_verifications',
  'sms_outbox',
  'outbox',
  'idempotency_records',
  'spent_human_check_tokens',
  'analytics_events',
] as const;
export type StoredTable = (typeof STORED_TABLES)[number];
export type StoredCounts = Record<StoredTable, number>;

const countsQuery = sql.raw(`select ${STORED_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`);

/** Row counts of every table a write can add to, in one round trip. */
export async function storedCounts(db: Executor): Promise<StoredCounts> {
  const [row] = await queryRows<StoredCounts>(db, countsQuery);
  return Object.fromEntries(STORED_TABLES.map((table) => [table, Number(row![table])])) as StoredCounts;
}

/** The tables whose count changed, with the change: `{}` when nothing was stored. */
export function countChanges(before: StoredCounts, after: StoredCounts): Partial<StoredCounts> {
  return Object.fromEntries(STORED_TABLES.filter((table) => after[table] !== before[table]).map((table) => [table, after[table] - before[table]]));
}

/** A minimal valid PDF (file-type recognises it by its bytes). */
export function tinyPdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
}

export interface MultipartPart {
  name: string;
  value: Buffer | string;
  filename?: string;
  /** How the file name is written: quoted as is (the default), or RFC 5987's `filename*=UTF-8''…` (percent-encoded UTF-8, which busboy decodes as UTF-8). */
  filenameForm?: 'quoted' | 'rfc5987';
  contentType?: string;
}

/** A multipart/form-data body written by hand, so names and file names go out exactly as generated. */
export function multipartBody(parts: MultipartPart[], boundary = `----hostile${Math.random().toString(16).slice(2)}`): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.name}"`;
    if (part.filename !== undefined) {
      disposition += part.filenameForm === 'rfc5987' ? `; filename*=UTF-8''${percentEncodeUtf8(part.filename)}` : `; filename="${part.filename}"`;
    }
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`, 'utf8'));
    if (part.contentType) chunks.push(Buffer.from(`Content-Type: ${part.contentType}\r\n`, 'utf8'));
    chunks.push(Buffer.from('\r\n'), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value, 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every UTF-8 byte of a text but letters and digits as %XX (a lone surrogate as the bytes of its CESU-8 form). */
function percentEncodeUtf8(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const bytes = code >= 0xd800 && code <= 0xdfff ? Buffer.from([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]) : Buffer.from(char, 'utf8');
    out += /^[A-Za-z0-9]$/.test(char) ? char : [...bytes].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

/** Every file under a folder, recursively, as paths relative to it. */
export async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => `${entry.parentPath.slice(folder.length)}/${entry.name}`.replace(/^\/+/, ''));
  } catch {
    return [];
  }
}
