import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../db/database';
import { appendAudit } from '../db/repositories/audit-repository';
import {
  findDefinitionVersion,
  findDueSchedules,
  findLiveHashes,
  findPublications,
  hasPublications,
  lockPublications,
  makeLive,
  promoteSchedule,
  recordDefinitionVersion,
  scheduleVersion,
  type PublicationRow,
} from '../db/repositories/definition-repository';
import type { DefinitionKind } from '../db/schema';
import type { Logger } from '../server/logger';
import { DomainError } from '../services/domain-error';
import { definitionHash } from './definition-hash';
import { definitionIdOf, definitionKinds } from './definition-kinds';

/** Who did it: a staff member's e-mail, or the command or process that acted ('seed', 'cli:import'). */
export type Actor = string;

export interface PublishRequest {
  kind: DefinitionKind;
  definition: unknown;
  actor: Actor;
  now: Date;
  /** Goes live at this time instead of now (a time in the past or now publishes at once). */
  at?: Date;
  /** The live hash the change was made against: refused with a conflict when another version went live since. */
  expectedLiveHash?: string | null;
  /** Recorded in the audit log with the change (a diff summary, the draft it came from). */
  summary?: Record<string, unknown>;
  /**
   * The caller ran the publish gate on this very definition (the studio does, in its worker thread):
   * its checks are not run again here, on the site's own thread.
   */
  gateChecked?: boolean;
}

export interface PublishResult {
  definitionId: string;
  hash: string;
  state: 'published' | 'scheduled';
  publishAt: Date;
}

/** The definition's problems as a refusal naming each one (422). */
export function refuseInvalid(definitionId: string, problems: string[]): DomainError {
  const fields = Object.fromEntries(problems.slice(0, 50).map((problem, index) => [`problems[${index}]`, problem]));
  return new DomainError('invalid', 'definition_invalid', `The definition "${definitionId}" cannot be published: ${problems.length} problem(s).`, fields, undefined, { problems });
}

export async function liveHashOf(db: Executor, kind: DefinitionKind, definitionId: string): Promise<string | null> {
  return (await findLiveHashes(db, kind)).find((row) => row.definitionId === definitionId)?.hash ?? null;
}

/**
 * Puts a definition live (or schedules it): checked against its kind's schema and linter first, so a
 * version that would not serve is never published; its content is kept by hash for good; the version
 * live before is archived; the audit log records who, what and the hashes, in the same transaction.
 */
export async function publishDefinition(db: Executor, request: PublishRequest): Promise<PublishResult> {
  const rules = definitionKinds[request.kind];
  const definitionId = definitionIdOf(request.definition);
  const problems = request.gateChecked ? [] : rules.problems(request.definition);
  if (problems.length > 0) throw refuseInvalid(definitionId, problems);
  const hash = definitionHash(request.definition);
  const publishAt = request.at && request.at.getTime() > request.now.getTime() ? request.at : request.now;
  return db.transaction(async (tx) => {
    await lockPublications(tx);
    const live = await liveHashOf(tx, request.kind, definitionId);
    if (request.expectedLiveHash !== undefined && live !== request.expectedLiveHash) {
      throw new DomainError('conflict', 'stale_base', `"${definitionId}" was published by someone else since this draft started: review their version first.`, {
        baseHash: `is not the live version (${live ?? 'none'})`,
      }, undefined, { liveHash: live });
    }
    await recordDefinitionVersion(tx, { hash, definitionId, kind: request.kind, content: request.definition });
    const scheduled = publishAt.getTime() > request.now.getTime();
    if (scheduled) await scheduleVersion(tx, { definitionId, kind: request.kind, hash, by: request.actor, publishAt });
    else await makeLive(tx, { definitionId, kind: request.kind, hash, by: request.actor, at: request.now });
    await appendAudit(tx, {
      at: request.now,
      actor: request.actor,
      action: scheduled ? 'schedule' : 'publish',
      definitionId,
      fromHash: live,
      toHash: hash,
      summary: { kind: request.kind, ...(scheduled ? { publishAt: publishAt.toISOString() } : {}), ...request.summary },
    });
    return { definitionId, hash, state: scheduled ? 'scheduled' : 'published', publishAt };
  });
}

/** Puts an earlier version of a definition live again, in one step; only a version it once published. */
export async function rollbackDefinition(db: Executor, request: { definitionId: string; hash: string; actor: Actor; now: Date }): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    await lockPublications(tx);
    const history = await findPublications(tx, request.definitionId);
    const earlier = history.find((row) => row.hash === request.hash && row.publishedAt !== null);
    if (!earlier) {
      throw new DomainError('not_found', 'version_not_found', `"${request.definitionId}" was never published as ${request.hash}.`, { hash: 'is not a version this definition published' });
    }
    const live = history.find((row) => row.state === 'published');
    const version = await findDefinitionVersion(tx, request.hash);
    if (!version || definitionKinds[earlier.kind].servingProblems(version.content).length > 0) {
      throw new DomainError('invalid', 'definition_invalid', 'That version no longer passes the checks and cannot serve.', { hash: 'no longer passes the checks' });
    }
    await makeLive(tx, { definitionId: request.definitionId, kind: earlier.kind, hash: request.hash, by: request.actor, at: request.now });
    await appendAudit(tx, { at: request.now, actor: request.actor, action: 'rollback', definitionId: request.definitionId, fromHash: live?.hash ?? null, toHash: request.hash, summary: { kind: earlier.kind } });
    return { definitionId: request.definitionId, hash: request.hash, state: 'published', publishAt: request.now };
  });
}

/** Schedules whose time has come go live (any process may do it; the lock makes it once). */
export async function promoteDueSchedules(db: Executor, now: Date, logger: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPublications(tx);
    for (const schedule of await findDueSchedules(tx, now)) {
      const live = (await findPublications(tx, schedule.definitionId)).find((row: PublicationRow) => row.state === 'published');
      await promoteSchedule(tx, schedule, now);
      await appendAudit(tx, { at: now, actor: schedule.publishedBy, action: 'publish-scheduled', definitionId: schedule.definitionId, fromHash: live?.hash ?? null, toHash: schedule.hash, summary: { kind: schedule.kind } });
      logger.info({ definitionId: schedule.definitionId, hash: schedule.hash }, 'scheduled definition published');
    }
  });
}

/**
 * On a database's first start (no publication of this kind yet), the files of the kind's seed folder go
 * live. A file that fails the checks is logged and left out; another process seeding at the same moment
 * waits on the lock and then finds the work done.
 */
export async function seedDefinitions(db: Executor, kind: DefinitionKind, folder: string, logger: Logger, now: Date): Promise<void> {
  if (await hasPublications(db, kind)) return;
  await db.transaction(async (tx) => {
    await lockPublications(tx);
    if (await hasPublications(tx, kind)) return;
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json')).sort()) {
      let definition: unknown;
      try {
        definition = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      } catch (error) {
        logger.error({ file, problem: (error as Error).message }, `definition seed refused: ${file} is not valid JSON`);
        continue;
      }
      const problems = definitionKinds[kind].servingProblems(definition);
      if (problems.length > 0) {
        logger.error({ file, problems: problems.slice(0, 20) }, `definition seed refused: ${file} is not valid`);
        continue;
      }
      const definitionId = definitionIdOf(definition);
      const hash = definitionHash(definition);
      await recordDefinitionVersion(tx, { hash, definitionId, kind, content: definition });
      await makeLive(tx, { definitionId, kind, hash, by: 'seed', at: now });
      await appendAudit(tx, { at: now, actor: 'seed', action: 'publish', definitionId, fromHash: null, toHash: hash, summary: { kind, file } });
    }
  });
}

/** Both kinds seeded from definitions/ if this database has never published them (commands run before any server). */
export async function seedAllDefinitions(db: Executor, logger: Logger, now: Date): Promise<void> {
  for (const rules of Object.values(definitionKinds)) await seedDefinitions(db, rules.kind, rules.folder, logger, now);
}
