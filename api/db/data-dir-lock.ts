import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is already in use by another server process. ` +
        'The embedded database allows one process at a time: stop the other one, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Holds the data directory for this process. PGlite has no lock of its own and two processes on one
 * directory corrupt it. A listening Unix socket is a lock the kernel releases when the process dies,
 * unlike a PID file. Paths too long for a socket use an abstract socket named after the directory.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const real = realpathSync(dataDir);
  const filePath = join(real, '.server.lock');
  const socketPath =
    Buffer.byteLength(filePath) < 100
      ? filePath
      : `\0harborpoint-data-${createHash('sha256').update(real).digest('hex').slice(0, 32)}`;

  if (await someoneListens(socketPath)) throw new DataDirLockedError(dataDir);
  if (socketPath === filePath) removeStaleSocket(filePath);

  const server = createServer((socket) => socket.end());
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new DataDirLockedError(dataDir) : error),
    );
    server.listen(socketPath, () => resolvePromise());
  });
  server.unref();
  return { release: () => closeServer(server) };
}

function someoneListens(socketPath: string): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = createConnection(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

function removeStaleSocket(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolvePromise) => server.close(() => resolvePromise()));
}
