import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
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
  return {
    folder,
    path: pathOf,
    async save(bytes, extension) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = `${randomUUID()}.${extension}`;
      const path = pathOf(file);
      const partial = `${path}.part`;
      try {
        await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
        await rename(partial, path);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
      return { file, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
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
