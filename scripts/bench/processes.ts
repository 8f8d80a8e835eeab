import { spawn, type ChildProcess } from 'node:child_process';
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
