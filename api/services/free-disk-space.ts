import { mkdir, statfs } from 'node:fs/promises';

/** The bytes an unprivileged process may still write on the file system holding `folder` (created if missing). */
export async function freeBytesAt(folder: string): Promise<number> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const stats = await statfs(folder);
  return Number(stats.bavail) * Number(stats.bsize);
}
