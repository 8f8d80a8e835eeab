import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../db/database';
import { findDefinitionVersion, recordDefinitionVersion } from '../db/repositories/definition-repository';
import type { Logger } from '../server/logger';

export interface LoadedDefinition<T> {
  id: string;
  /** 'sha256-' and the first 32 hex digits of the SHA-256 of the definition's canonical JSON. */
  hash: string;
  definition: T;
}

export interface DefinitionStoreOptions<T> {
  folder: string;
  kind: 'flow' | 'form';
  db: Executor;
  logger: Logger;
  /** Checks a parsed file; returns its problems (empty when valid). */
  validate(value: unknown): string[];
  idOf(definition: T): string;
  /** How often files are checked for edits, at most. */
  recheckMs?: number;
}

export interface DefinitionStore<T> {
  /** The current version of a definition, reloaded from disk when its file changed. */
  get(id: string): Promise<LoadedDefinition<T> | null>;
  list(): Promise<LoadedDefinition<T>[]>;
  /** Any version ever served, by its hash (in memory, else from the database). */
  byHash(hash: string): Promise<LoadedDefinition<T> | null>;
}

export function definitionHash(value: unknown): string {
  return `sha256-${createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32)}`;
}

interface FileState<T> {
  mtimeMs: number;
  size: number;
  current: LoadedDefinition<T> | null;
}

/**
 * Definitions read at run time from a folder of JSON files: an edited file is served after the next
 * check, without a rebuild or restart. A file that fails validation is refused with a log line and the
 * last good version keeps serving. Every version served is recorded by hash in the database before it is
 * served, so a lead answered against it can be checked later, by any server process, for good.
 */
export function createDefinitionStore<T>(options: DefinitionStoreOptions<T>): DefinitionStore<T> {
  const recheckMs = options.recheckMs ?? 1000;
  const files = new Map<string, FileState<T>>();
  const byId = new Map<string, LoadedDefinition<T>>();
  const byHash = new Map<string, LoadedDefinition<T>>();
  const recorded = new Set<string>();
  let lastCheck = 0;
  let checking: Promise<void> | null = null;

  async function loadFile(file: string, state: FileState<T> | undefined, mtimeMs: number, size: number): Promise<void> {
    const path = join(options.folder, file);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      options.logger.error({ file: path, problem: (error as Error).message }, `definition refused: ${file} is not valid JSON; the last good version keeps serving`);
      files.set(file, { mtimeMs, size, current: state?.current ?? null });
      return;
    }
    const problems = options.validate(parsed);
    if (problems.length > 0) {
      options.logger.error({ file: path, problems: problems.slice(0, 20) }, `definition refused: ${file} is not valid; the last good version keeps serving`);
      files.set(file, { mtimeMs, size, current: state?.current ?? null });
      return;
    }
    const definition = parsed as T;
    const loaded: LoadedDefinition<T> = { id: options.idOf(definition), hash: definitionHash(definition), definition };
    if (!recorded.has(loaded.hash)) {
      await recordDefinitionVersion(options.db, { hash: loaded.hash, definitionId: loaded.id, kind: options.kind, content: definition });
      recorded.add(loaded.hash);
    }
    if (state?.current && state.current.hash !== loaded.hash) {
      options.logger.info({ file: path, from: state.current.hash, to: loaded.hash }, `definition reloaded: ${loaded.id}`);
    }
    files.set(file, { mtimeMs, size, current: loaded });
    byId.set(loaded.id, loaded);
    byHash.set(loaded.hash, loaded);
  }

  async function refresh(): Promise<void> {
    const names = readdirSync(options.folder).filter((name) => name.endsWith('.json'));
    for (const file of names) {
      const stat = statSync(join(options.folder, file));
      const state = files.get(file);
      if (state && state.mtimeMs === stat.mtimeMs && state.size === stat.size) continue;
      await loadFile(file, state, stat.mtimeMs, stat.size);
    }
  }

  async function ensureFresh(): Promise<void> {
    if (Date.now() - lastCheck < recheckMs && files.size > 0) return;
    checking ??= refresh().finally(() => {
      lastCheck = Date.now();
      checking = null;
    });
    await checking;
  }

  return {
    async get(id) {
      await ensureFresh();
      return byId.get(id) ?? null;
    },
    async list() {
      await ensureFresh();
      return [...byId.values()];
    },
    async byHash(hash) {
      await ensureFresh();
      const known = byHash.get(hash);
      if (known) return known;
      const stored = await findDefinitionVersion(options.db, hash);
      if (!stored || definitionHash(stored.content) !== hash) return null;
      const loaded: LoadedDefinition<T> = { id: stored.definitionId, hash, definition: stored.content as T };
      byHash.set(hash, loaded);
      return loaded;
    },
  };
}
