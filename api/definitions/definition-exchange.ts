import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../db/database';
import { appendAudit } from '../db/repositories/audit-repository';
import { findAllPublications, findDefinitionVersion } from '../db/repositories/definition-repository';
import { insertDraft } from '../db/repositories/draft-repository';
import type { DefinitionKind } from '../db/schema';
import { definitionHash } from './definition-hash';
import { definitionIdOf, definitionKinds } from './definition-kinds';
import { liveHashOf, publishDefinition, type Actor } from './definition-publisher';

export interface ImportFile {
  file: string;
  kind: DefinitionKind;
  definition: unknown;
}

export interface ImportOutcome {
  file: string;
  definitionId: string;
  hash: string;
  /** published, a draft opened, or unchanged (the content is already live). */
  result: 'published' | 'draft' | 'unchanged';
}

/** A flow holds `questions`, a form a JSON `schema`: the file's kind, checked by that kind's rules. */
export function kindOf(value: unknown): DefinitionKind {
  return value !== null && typeof value === 'object' && 'questions' in value ? 'flow' : 'form';
}

/**
 * Reads definition files and checks each against its kind's schema and linter. Every problem of every
 * file is returned, so an import is refused whole before anything is stored.
 */
export function readImportFiles(paths: string[]): { files: ImportFile[]; problems: string[] } {
  const files: ImportFile[] = [];
  const problems: string[] = [];
  for (const file of paths) {
    let definition: unknown;
    try {
      definition = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
      continue;
    }
    const kind = kindOf(definition);
    const found = definitionKinds[kind].problems(definition);
    problems.push(...found.map((problem) => `${file}: ${problem}`));
    files.push({ file, kind, definition });
  }
  const ids = files.map((entry) => definitionIdOf(entry.definition));
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) problems.push(`${files[index]!.file}: a second file for "${id}"`);
  });
  return { files, problems };
}

/** Publishes (or opens drafts of) checked files in one transaction: all of them or, on any failure, none. */
export async function importDefinitions(db: Executor, files: ImportFile[], options: { asDrafts: boolean; actor: Actor; now: Date }): Promise<ImportOutcome[]> {
  return db.transaction(async (tx) => {
    const outcomes: ImportOutcome[] = [];
    for (const { file, kind, definition } of files) {
      const definitionId = definitionIdOf(definition);
      const hash = definitionHash(definition);
      const live = await liveHashOf(tx, kind, definitionId);
      if (live === hash) {
        outcomes.push({ file, definitionId, hash, result: 'unchanged' });
      } else if (options.asDrafts) {
        const draftId = randomUUID();
        const draft = { draftId, definitionId, kind, baseHash: live, content: definition, fixtures: null, createdBy: options.actor, createdAt: options.now, updatedBy: options.actor, updatedAt: options.now };
        await insertDraft(tx, draft);
        await appendAudit(tx, { at: options.now, actor: options.actor, action: 'draft-create', definitionId, fromHash: live, toHash: null, summary: { kind, draftId, file } });
        outcomes.push({ file, definitionId, hash, result: 'draft' });
      } else {
        await publishDefinition(tx, { kind, definition, actor: options.actor, now: options.now, summary: { file } });
        outcomes.push({ file, definitionId, hash, result: 'published' });
      }
    }
    return outcomes;
  });
}

/** Writes every live definition as `flows/<id>.json` and `forms/<id>.json` under `folder`: the files import reads. */
export async function exportDefinitions(db: Executor, folder: string): Promise<string[]> {
  const written: string[] = [];
  for (const publication of await findAllPublications(db, ['published'])) {
    const version = await findDefinitionVersion(db, publication.hash);
    if (!version) continue;
    const target = join(folder, definitionKinds[publication.kind].exportFolder);
    mkdirSync(target, { recursive: true });
    const path = join(target, `${publication.definitionId}.json`);
    writeFileSync(path, `${JSON.stringify(version.content, null, 2)}\n`);
    written.push(path);
  }
  return written.sort();
}
