import type { Executor } from '../db/database';
import { findDefinitionVersion, findLiveHashes, hasDueSchedule } from '../db/repositories/definition-repository';
import type { DefinitionKind } from '../db/schema';
import type { Logger } from '../server/logger';
import { createRecheck } from '../services/recheck';
import { definitionHash } from './definition-hash';
import { definitionKinds } from './definition-kinds';
import { promoteDueSchedules, seedDefinitions } from './definition-publisher';

export { definitionHash };

export interface LoadedDefinition<T> {
  id: string;
  /** 'sha256-' and the first 32 hex digits of the SHA-256 of the definition's canonical JSON. */
  hash: string;
  definition: T;
}

export interface DefinitionStoreOptions {
  kind: DefinitionKind;
  db: Executor;
  logger: Logger;
  /** The files published on the database's first start (the kind's folder in definitions/ unless given). */
  seedFolder?: string;
  /** How long a read may use what the last check found before asking the database again. */
  recheckMs?: number;
  now?: () => Date;
}

export interface DefinitionStore<T> {
  /** The live version of a definition. */
  get(id: string): Promise<LoadedDefinition<T> | null>;
  list(): Promise<LoadedDefinition<T>[]>;
  /** Any version ever published or served, by its hash (in memory, else from the database). */
  byHash(hash: string): Promise<LoadedDefinition<T> | null>;
  /** The next read asks the database (this process has just published). */
  invalidate(): void;
}

/**
 * The live definitions of one kind, read from the database: every server process asks which versions are
 * live at most once per `recheckMs` (one small query; contents are read once per hash), so a publish on any
 * process serves everywhere within that time, without a restart or a rebuild. Due schedules are promoted
 * on the way. A version whose content no longer passes the checks never serves: the one before it stays.
 */
export function createDefinitionStore<T>(options: DefinitionStoreOptions): DefinitionStore<T> {
  const recheckMs = options.recheckMs ?? 1000;
  const now = options.now ?? (() => new Date());
  const rules = definitionKinds[options.kind];
  let byId = new Map<string, LoadedDefinition<T>>();
  const byHash = new Map<string, LoadedDefinition<T>>();
  const refused = new Set<string>();
  let seeded = false;

  async function versionOf(hash: string): Promise<LoadedDefinition<T> | null> {
    const known = byHash.get(hash);
    if (known || refused.has(hash)) return known ?? null;
    const stored = await findDefinitionVersion(options.db, hash);
    if (!stored || stored.kind !== options.kind || definitionHash(stored.content) !== hash) return null;
    const problems = rules.servingProblems(stored.content);
    if (problems.length > 0) {
      refused.add(hash);
      options.logger.error({ definitionId: stored.definitionId, hash, problems: problems.slice(0, 20) }, `definition refused: ${stored.definitionId} ${hash} does not pass the checks; the version before keeps serving`);
      return null;
    }
    const loaded: LoadedDefinition<T> = { id: stored.definitionId, hash, definition: stored.content as T };
    byHash.set(hash, loaded);
    return loaded;
  }

  async function refresh(current: () => boolean): Promise<void> {
    if (!seeded) {
      await seedDefinitions(options.db, options.kind, options.seedFolder ?? rules.folder, options.logger, now());
      seeded = true;
    }
    if (await hasDueSchedule(options.db, now())) await promoteDueSchedules(options.db, now(), options.logger);
    const next = new Map<string, LoadedDefinition<T>>();
    for (const live of await findLiveHashes(options.db, options.kind)) {
      const loaded = (await versionOf(live.hash)) ?? byId.get(live.definitionId);
      if (!loaded) continue;
      const before = byId.get(live.definitionId);
      if (before && before.hash !== loaded.hash) options.logger.info({ definitionId: live.definitionId, from: before.hash, to: loaded.hash }, `definition reloaded: ${live.definitionId}`);
      next.set(live.definitionId, loaded);
    }
    // An invalidation while this ran may mean a publish it did not see: its findings are not kept.
    if (current()) byId = next;
  }

  // A failed check holds for recheckMs like any other, unless the seed folder is not yet published: then the next read tries again.
  const recheck = createRecheck({ recheckMs, check: refresh, failedCheckCounts: () => seeded });

  return {
    async get(id) {
      await recheck.fresh();
      return byId.get(id) ?? null;
    },
    async list() {
      await recheck.fresh();
      return [...byId.values()];
    },
    async byHash(hash) {
      await recheck.fresh();
      return versionOf(hash);
    },
    invalidate: recheck.invalidate,
  };
}
