import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A local fake of Cloudflare Turnstile's siteverify, listening for the tests of the block it is called in:
 * with `secret`, a token `accepts` passes succeeds once, then (like an `expired` one) is a timeout or
 * duplicate; any other token is invalid. `seen` keeps every form posted to it; `baseUrl` is where it listens.
 */
export function useFakeSiteverify(options: { secret: string; accepts: (token: string) => boolean; expired?: (token: string) => boolean }) {
  const seen: URLSearchParams[] = [];
  const spent = new Set<string>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const token = form.get('response') ?? '';
      const answer =
        form.get('secret') !== options.secret
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : options.accepts(token) && !spent.has(token)
            ? { success: true }
            : options.accepts(token) || options.expired?.(token)
              ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
              : { success: false, 'error-codes': ['invalid-input-response'] };
      if (options.accepts(token)) spent.add(token);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    seen,
    get baseUrl() {
      return baseUrl;
    },
  };
}
