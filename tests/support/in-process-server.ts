import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { readServerConfig } from '../../api/config/server-config';
import { startServer, type RunningServer } from '../../api/server/start-server';
import { inProcessRendering } from './in-process-rendering';

/**
 * The site's server as it starts in production, but in the test's process (pages rendered in process, no
 * client build), on loopback at a port the system gives, on a data directory of its own named from
 * `prefix`, with `env` over a silent test configuration: for the tests of the block it is called in.
 */
export function useInProcessServer(prefix: string, env: Record<string, string>): { readonly port: number } {
  let running: RunningServer | undefined;
  let dataDir = '';
  let port = 0;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), prefix));
    const config = readServerConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
    running = await startServer({ config, rendering: inProcessRendering().rendering, clientDir: null });
    port = (running.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await running?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get port() {
      return port;
    },
  };
}
