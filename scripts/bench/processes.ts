import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../api/config/project-root';

export interface HelloServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts scripts/bench/hello-server.ts as a child process, with the production server's NODE_ENV. */
export async function startHelloServer(): Promise<HelloServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts/bench/hello-server.ts')], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`hello server did not start in 30 s:\n${output}`)), 30_000);
    child.stdout!.on('data', () => {
      const match = /hello on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`hello server exited with ${code}:\n${output}`));
    });
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface ProductionServer {
  baseUrl: string;
  /** The last 64 kB the server printed. */
  output(): string;
  stop(): Promise<void>;
}

/** A free TCP port on loopback (the server prints its port only at LOG_LEVEL=info, so the bench picks one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `node dist/server/main.js` on loopback, on a data directory of its own (removed on stop), with the
 * given environment on top of the production defaults; ready once it answers GET /api/questions.
 */
export async function startProductionServer(env: NodeJS.ProcessEnv): Promise<ProductionServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(projectRoot, 'dist/server/main.js')], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const server: ProductionServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await server.stop();
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode} before answering:\n${output}`);
    }
    try {
      const response = await fetch(`${server.baseUrl}/api/questions?entryPath=purchase`);
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
