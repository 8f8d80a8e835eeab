import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../api/db/data-dir-lock';

describe('data directory lock', () => {
  const folders: string[] = [];
  const folder = (name = 'lock-') => {
    const path = mkdtempSync(join(tmpdir(), name));
    folders.push(path);
    return path;
  };
  afterEach(() => {
    for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
  });

  it('refuses a second holder with a message that names the directory, and frees it on release', async () => {
    const dataDir = folder();
    const lock = await lockDataDir(dataDir);
    const second = lockDataDir(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(dataDir);
    await lock.release();
    const again = await lockDataDir(dataDir);
    await again.release();
  });

  it('takes over a socket file left behind by a process that died', async () => {
    const dataDir = folder();
    const socketFile = join(dataDir, '.server.lock');
    const holder = spawn(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(socketFile)}, () => console.log('up'))`]);
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(socketFile)).toBe(true);
    const lock = await lockDataDir(dataDir);
    await lock.release();
  });

  it('locks directories whose path is too long for a socket file', async () => {
    const dataDir = join(folder(), 'x'.repeat(90), 'data');
    const lock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
  });
});
