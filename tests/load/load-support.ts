/** Shared pieces of the load and fault suite: scale, fake SMS gateway, TCP proxy, autocannon, counts. */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, connect, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPglite } from '../../api/db/database';
import { queryRows } from '../../api/db/repositories/query-rows';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { purchaseLead } from '../api/forms-support';
import { completedAnswers, quoteLeadBody } from '../support/lead-bodies';

/** `npm run test:load -- --full` sets LOAD_FULL=1: the full counts; otherwise a tenth (CI). */
export const FULL = process.env.LOAD_FULL === '1';
export const SCALE = {
  quoteLeads: FULL ? 5_000 : 500,
  brokerLeads: FULL ? 1_000 : 100,
  applications: FULL ? 200 : 20,
  connections: 50,
  crashRounds: 5,
};

/** Limits far above the load (one loopback address sends everything) unless a test sets its own. */
export const LOAD_ENV = { RATE_LIMIT_WRITES_PER_MINUTE: '100000000', MAX_CONNECTIONS_PER_ADDRESS: '0', RATE_LIMIT_CODE_SENDS_PER_HOUR: '100000000', RATE_LIMIT_REMOVAL_TEXTS_PER_DAY: '100000000', UPLOAD_BYTES_PER_DAY_PER_ADDRESS: String(2 ** 30) };

/** A stand-in for Twilio's Messages API on loopback: keeps the last code texted to each number. */
export async function startFakeSmsGateway() {
  const codes = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      const code = /\b(\d{6})\b/.exec(form.get('Body') ?? '')?.[1];
      if (code) codes.set((form.get('To') ?? '').replace(/^\+1/, ''), code);
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${randomUUID().replace(/-/g, '')}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const env = {
    TWILIO_ACCOUNT_SID: 'ACload',
    TWILIO_AUTH_TOKEN: 'load-token',
    TWILIO_FROM: '+12485550000',
    TWILIO_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
  return { env, codeFor: (phone: string) => codes.get(phone), close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A TCP proxy on loopback: each new connection goes to the next target in turn (round robin). `cut()`
 * drops every connection and refuses new ones (a lost network); `restore()` listens again on the same port.
 */
export async function startTcpProxy(targets: { host: string; port: number }[]) {
  const sockets = new Set<Socket>();
  let next = 0;
  let server: TcpServer | null = null;
  let port = 0;
  const perTarget = targets.map(() => 0);
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createTcpServer((client) => {
        const index = next++ % targets.length;
        perTarget[index]! += 1;
        const upstream = connect(targets[index]!);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const closeServer = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return {
    get port() {
      return port;
    },
    /** Connections handed to each target so far. */
    perTarget,
    async cut() {
      const closing = closeServer();
      for (const socket of sockets) socket.destroy();
      await closing;
      server = null;
    },
    restore: listen,
    async close() {
      for (const socket of sockets) socket.destroy();
      await closeServer();
    },
  };
}

export interface LoadRequest {
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Who this request is, for matching its answer. */
  tag: string;
}

export interface LoadOutcome {
  /** Answers by status code. */
  statuses: Record<number, number>;
  /** The tag and parsed body of every answer. */
  answers: { tag: string; status: number; body: unknown }[];
  errors: number;
  timeouts: number;
  latency: { p50: number; p99: number };
  requestsPerSecond: number;
  durationSeconds: number;
}

/** Sends every request once with autocannon over `connections` keep-alive connections; resolves with what came back. */
export async function runLoad(baseUrl: string, requests: LoadRequest[], connections = SCALE.connections): Promise<LoadOutcome> {
  const queue = [...requests];
  const statuses: Record<number, number> = {};
  const answers: LoadOutcome['answers'] = [];
  const result = await autocannon({
    url: baseUrl,
    connections: Math.min(connections, requests.length),
    amount: requests.length,
    timeout: 30,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
          const next = queue.shift();
          if (!next) return request;
          context.tag = next.tag;
          return { ...request, method: next.method, path: next.path, headers: next.headers, body: next.body };
        },
        onResponse: (status: number, body: string, context: Record<string, unknown>) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          let parsed: unknown = body;
          try {
            parsed = JSON.parse(body);
          } catch {
            // not JSON: kept as text for the assertion's message
          }
          answers.push({ tag: String(context.tag), status, body: parsed });
        },
      },
    ],
  } as unknown as autocannon.Options);
  return {
    statuses,
    answers,
    errors: result.errors,
    timeouts: result.timeouts,
    latency: { p50: result.latency.p50, p99: result.latency.p99 },
    requestsPerSecond: result.requests.average,
    durationSeconds: result.duration,
  };
}

/** A human-check token from the server's local check, for one write. */
export async function humanCheckTokenAt(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/humanCheck/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  return ((await response.json()) as { token: string }).token;
}

/** A small multipart/form-data hiring application with a real PDF and its human-check token. */
export function applicationRequest(n: number, pdf: Buffer, turnstileToken: string): LoadRequest {
  const boundary = `----load${randomUUID().replace(/-/g, '')}`;
  const fields: Record<string, string> = {
    firstName: 'Load',
    lastName: `Applicant${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}`,
    position: 'Loan Officer',
    email: `applicant.${n}@example.com`,
    phone: `2485${String(600_000 + n).padStart(6, '0')}`,
    turnstileToken,
  };
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="resume"; filename="resume-${n}.pdf"\r\ncontent-type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST',
    path: '/api/apply',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'idempotency-key': `load-apply-${n}-${boundary.slice(-8)}` },
    body,
    tag: `apply-${n}`,
  };
}

/** Row counts and ids a test checks after the server stopped: on the embedded database or on PostgreSQL. */
export async function readStored(where: { dataDir: string } | { url: string }) {
  const queries = {
    leads: 'select id, kind, email, payload, owner_type from leads',
    applications: 'select id, resume_file from hiring_applications',
    deliveries: "select subject_id from outbox where subject_type = 'lead'",
  };
  type Lead = { id: string; kind: string; email: string; payload: { answers?: Record<string, unknown> }; owner_type: string | null };
  let rows: { leads: Lead[]; applications: { id: string; resume_file: string }[]; deliveries: { subject_id: string }[] };
  if ('url' in where) {
    const client = new pg.Client({ connectionString: where.url });
    await client.connect();
    try {
      rows = {
        leads: (await client.query<Lead>(queries.leads)).rows,
        applications: (await client.query(queries.applications)).rows,
        deliveries: (await client.query(queries.deliveries)).rows,
      };
    } finally {
      await client.end();
    }
  } else {
    const database = await openPglite({ dataDir: where.dataDir });
    try {
      rows = {
        leads: await queryRows<Lead>(database.db, sql.raw(queries.leads)),
        applications: await queryRows(database.db, sql.raw(queries.applications)),
        deliveries: await queryRows(database.db, sql.raw(queries.deliveries)),
      };
    } finally {
      await database.close();
    }
  }
  return rows;
}

export function resumeFilesIn(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'uploads', 'resumes')).filter((name) => !name.endsWith('.part'));
  } catch {
    return [];
  }
}

const json = { 'content-type': 'application/json' };

/** Every tenth request repeats an earlier one (same body, same Idempotency-Key): a client retrying. */
export function quoteRequests(
  count: number,
  version: string | undefined,
  run: string,
  headersOf: (n: number) => Record<string, string> = () => ({}),
): { requests: LoadRequest[]; distinct: number } {
  const answers = completedAnswers('purchase');
  const requests: LoadRequest[] = [];
  let distinct = 0;
  for (let n = 0; n < count; n++) {
    if (n % 10 === 9) {
      const earlier = requests[n - 5]!;
      requests.push({ ...earlier, tag: `${earlier.tag}#repeat` });
      continue;
    }
    const body = JSON.stringify(quoteLeadBody(distinct, answers, version));
    requests.push({ method: 'POST', path: '/api/recordQuoteLead', headers: { ...json, ...headersOf(distinct), 'idempotency-key': `${run}-quote-${distinct}` }, body, tag: `quote-${distinct}` });
    distinct += 1;
  }
  return { requests, distinct };
}

/**
 * What each verified visitor's browser does before sending the form: code sent, code typed, human check.
 * With several servers, each step goes to the next one in turn (a visitor behind a balancer).
 */
export async function verifiedBrokerLeads(
  baseUrls: string[],
  count: number,
  codeFor: (phone: string) => string | undefined,
  run: string,
  headersOf: (n: number) => Record<string, string> = () => ({}),
): Promise<LoadRequest[]> {
  const requests: LoadRequest[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const phone = `313${String(2_000_000 + n)}`;
      let step = n;
      const post = (path: string, body: unknown) =>
        fetch(`${baseUrls[step++ % baseUrls.length]}${path}`, { method: 'POST', headers: { ...json, ...headersOf(n) }, body: JSON.stringify(body) });
      const humanToken = async () => ((await (await post('/api/humanCheck/token', {})).json()) as { token: string }).token;
      const sent = await post('/api/sendVerificationCode', { phoneNumber: phone, turnstileToken: await humanToken() });
      expect(sent.status).toBe(200);
      const { verificationId } = (await sent.json()) as { verificationId: string };
      expect(await (await post('/api/verifyCode', { phoneNumber: phone, code: codeFor(phone), verificationId })).json()).toEqual({ verified: true });
      const body = JSON.stringify({ ...purchaseLead(phone, { email: `broker.visitor.${n}@example.com` }), verificationId, turnstileToken: await humanToken() });
      requests.push({ method: 'POST', path: '/api/recordBrokerLead', headers: { ...json, ...headersOf(n), 'idempotency-key': `${run}-broker-${n}` }, body, tag: `broker-${n}` });
    }
  };
  await Promise.all(Array.from({ length: SCALE.connections }, worker));
  return requests;
}
