import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface StoredFile {
  /** The random name under the folder (never the visitor's). */
  file: string;
  sha256: string;
  size: number;
}

export interface UploadStorage {
  readonly folder: string;
  /** Writes the bytes under a new random name (written aside, then renamed into place). */
  save(bytes: Buffer, extension: string): Promise<StoredFile>;
  /** Writes the bytes under a name already stored (a file shared by applications that went missing). */
  restore(file: string, bytes: Buffer): Promise<void>;
  /** The size of a stored file, or null when it is not on disk. */
  sizeOf(file: string): Promise<number | null>;
  /** The file of a stored name (refuses anything that is not one: no traversal out of the folder). */
  path(file: string): string;
  /** Removes a stored file; a file already gone is fine. */
  remove(file: string): Promise<void>;
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

/**
 * Uploaded files in a private folder (DATA_DIR/uploads/resumes: outside the public media and assets),
 * readable by the server's user only, each under a random name with its SHA-256 recorded.
 */
export function createUploadStorage(folder: string): UploadStorage {
  const pathOf = (file: string) => {
    if (!STORED_NAME.test(file)) throw new Error(`Not a stored upload name: ${file}`);
    return join(folder, file);
  };
  const writeAs = async (file: string, bytes: Buffer) => {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const path = pathOf(file);
    const partial = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
      await rename(partial, path);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  };
  return {
    folder,
    path: pathOf,
    async save(bytes, extension) {
      const file = `${randomUUID()}.${extension}`;
      await writeAs(file, bytes);
      return { file, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
    },
    restore: writeAs,
    async sizeOf(file) {
      try {
        const stats = await stat(pathOf(file));
        return stats.isFile() ? stats.size : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(file) {
      try {
        await unlink(pathOf(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}
