import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  idempotencyKey: string;
  body: { lead: { id: string } };
  at: number;
}

/**
 * A CRM stand-in on loopback: records every webhook it receives; `respond` decides each answer (return
 * null to hold the request open, as a hung receiver would).
 */
export async function startWebhookReceiver(respond: (hook: ReceivedHook, index: number) => number | null = () => 200) {
  const received: ReceivedHook[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const hook = { idempotencyKey: String(request.headers['idempotency-key']), body: JSON.parse(raw), at: Date.now() };
      received.push(hook);
      const status = respond(hook, received.length - 1);
      if (status === null) held.push(response);
      else response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    received,
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function waitFor<T>(probe: () => T | undefined | false, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
