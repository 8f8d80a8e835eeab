import { randomUUID } from 'node:crypto';
import type { PathFixture } from '../../../engine';
import { appendAudit, listAudit, type AuditRow } from '../../db/repositories/audit-repository';
import { findAllPublications, findDefinitionVersion, findPublications, type PublicationRow } from '../../db/repositories/definition-repository';
import { closeDraft, findDraft, findOpenDrafts, insertDraft, updateDraftContent, type DraftRow } from '../../db/repositories/draft-repository';
import { definitionHash } from '../../definitions/definition-hash';
import { definitionIdOf } from '../../definitions/definition-kinds';
import { fixtureProblems } from '../../definitions/path-fixtures';
import { liveHashOf, publishDefinition, rollbackDefinition, seedAllDefinitions } from '../../definitions/definition-publisher';
import type { Executor } from '../../db/database';
import type { Logger } from '../../server/logger';
import { DomainError, invalid, malformed } from '../domain-error';
import { clockOf, type WriteDeps } from '../service-deps';
import type { DefinitionSummary, GateReport } from '../../../app/domain/studio/studio-contract';
import { diffDefinitions } from './publish-gate';
import { formValidatorOf, gateReportOf, regeneratedFixturesOf } from './draft-work';
import { draftClosed, openDraftOf } from './open-draft';
import type { StaffWork } from './staff-work/staff-work-pool';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const draftView = (draft: DraftRow) => ({ draftId: draft.draftId, baseHash: draft.baseHash, updatedAt: draft.updatedAt.toISOString(), updatedBy: draft.updatedBy });
const notFound = (what: string) => new DomainError('not_found', 'not_found', `${what} does not exist.`);

function readFixtures(value: unknown): PathFixture[] | null {
  if (value === undefined || value === null) return null;
  const problems = fixtureProblems(value);
  if (problems.length > 0) throw invalid('The QA paths are not valid.', Object.fromEntries(problems.map((problem, at) => [`fixtures[${at}]`, problem])));
  return value as PathFixture[];
}

/**
 * What the studio does with definitions: list and read them, keep and discard drafts, run the publish
 * gate, publish (now or at a time) over the version a draft started from, roll back, and read the audit
 * log. Every change is audit-logged with its actor in the transaction that makes it. The heavy work on a
 * draft (the gate, generating QA paths, a form's validator) runs in the staff-work worker, within its budget.
 */
export function createStudioDefinitions(deps: WriteDeps & { fixtures: () => PathFixture[]; afterPublish?: () => void; logger: Logger; work: StaffWork }) {
  const now = clockOf(deps);
  // On a fresh database the studio may be opened before any page: definitions/ is published first.
  let seeding: Promise<void> | null = null;
  const seeded = () => (seeding ??= seedAllDefinitions(deps.db, deps.logger, now()));

  async function liveOf(definitionId: string): Promise<PublicationRow> {
    await seeded();
    const live = (await findPublications(deps.db, definitionId)).find((row) => row.state === 'published');
    if (!live) throw notFound(`The definition "${definitionId}"`);
    return live;
  }

  async function openDraft(draftId: string): Promise<DraftRow> {
    return openDraftOf(await findDraft(deps.db, draftId));
  }

  /** Refuses the transaction it runs in when the draft was closed since it was read (a publish and a discard race). */
  async function stillOpen(tx: Executor, draftId: string, saved: boolean): Promise<void> {
    if (!saved) throw draftClosed((await findDraft(tx, draftId))?.state ?? 'closed');
  }

  function checkedDefinition(definitionId: string, value: unknown): unknown {
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw malformed('The definition must be a JSON object.', { definition: 'must be a JSON object' });
    if (definitionIdOf(value) !== definitionId) throw invalid('The definition names another id.', { 'definition.id': `must be "${definitionId}"` });
    return value;
  }

  /** The QA paths the gate walks for a draft: its own when it carries some, else the shared ones of its flow. */
  function fixturesOf(draft: DraftRow): { own: boolean; fixtures: PathFixture[] } {
    const own = readFixtures(draft.fixtures);
    return own ? { own: true, fixtures: own } : { own: false, fixtures: deps.fixtures().filter((fixture) => fixture.flow === draft.definitionId) };
  }

  async function report(draft: DraftRow): Promise<GateReport> {
    const live = await findDefinitionVersion(deps.db, (await liveOf(draft.definitionId)).hash);
    return gateReportOf(deps.work, { kind: draft.kind, definition: draft.content, live: live?.content ?? null, fixtures: fixturesOf(draft).fixtures });
  }

  return {
    async list(): Promise<DefinitionSummary[]> {
      await seeded();
      const drafts = await findOpenDrafts(deps.db);
      const recent = await listAudit(deps.db, { limit: 500 });
      return (await findAllPublications(deps.db, ['published'])).map((live) => {
        const own = drafts.filter((draft) => draft.definitionId === live.definitionId);
        const last: AuditRow | undefined = recent.find((row) => row.definitionId === live.definitionId);
        return {
          id: live.definitionId,
          kind: live.kind,
          publishedHash: live.hash,
          drafts: own.length,
          updatedAt: (last?.at ?? live.publishedAt ?? live.publishAt).toISOString(),
          updatedBy: last?.actor ?? live.publishedBy,
        };
      });
    },

    async get(definitionId: string) {
      const live = await liveOf(definitionId);
      const version = await findDefinitionVersion(deps.db, live.hash);
      const history = await findPublications(deps.db, definitionId);
      return {
        id: definitionId,
        kind: live.kind,
        published: { hash: live.hash, definition: version?.content ?? null, publishedAt: iso(live.publishedAt), publishedBy: live.publishedBy },
        drafts: (await findOpenDrafts(deps.db, definitionId)).map(draftView),
        scheduled: history.filter((row) => row.state === 'scheduled').map((row) => ({ hash: row.hash, publishAt: row.publishAt.toISOString(), publishedBy: row.publishedBy })),
        versions: history.filter((row) => row.publishedAt !== null).map((row) => ({ hash: row.hash, publishedAt: iso(row.publishedAt), publishedBy: row.publishedBy, live: row.state === 'published' })),
      };
    },

    async draft(draftId: string) {
      const draft = await findDraft(deps.db, draftId);
      if (!draft) throw notFound('The draft');
      return { ...draftView(draft), definitionId: draft.definitionId, kind: draft.kind, state: draft.state, definition: draft.content, fixtures: draft.fixtures };
    },

    async createDraft(definitionId: string, body: { definition?: unknown; baseHash?: unknown }, actor: string): Promise<{ draftId: string }> {
      const live = await liveOf(definitionId);
      const definition = checkedDefinition(definitionId, body.definition);
      if (body.baseHash !== live.hash) {
        throw new DomainError('conflict', 'stale_base', 'Another version was published since you opened this one: reload it and start again.', { baseHash: `is not the live version (${live.hash})` }, undefined, { liveHash: live.hash });
      }
      const at = now();
      const draftId = randomUUID();
      await deps.db.transaction(async (tx) => {
        await insertDraft(tx, { draftId, definitionId, kind: live.kind, baseHash: live.hash, content: definition, fixtures: null, createdBy: actor, createdAt: at, updatedBy: actor, updatedAt: at });
        await appendAudit(tx, { at, actor, action: 'draft-create', definitionId, fromHash: live.hash, toHash: definitionHash(definition), summary: { draftId } });
      });
      return { draftId };
    },

    /** Saves the draft's definition, its own QA paths, or both (what is not sent stays as it was). */
    async updateDraft(draftId: string, body: { definition?: unknown; fixtures?: unknown }, actor: string): Promise<{ draftId: string; hash: string }> {
      const draft = await openDraft(draftId);
      const definition = body.definition === undefined ? draft.content : checkedDefinition(draft.definitionId, body.definition);
      const fixtures = body.fixtures === undefined ? draft.fixtures : readFixtures(body.fixtures);
      const at = now();
      await deps.db.transaction(async (tx) => {
        await stillOpen(tx, draftId, await updateDraftContent(tx, draftId, { content: definition, fixtures, updatedBy: actor, updatedAt: at }));
        await appendAudit(tx, { at, actor, action: 'draft-update', definitionId: draft.definitionId, fromHash: draft.baseHash, toHash: definitionHash(definition), summary: { draftId } });
      });
      return { draftId, hash: definitionHash(definition) };
    },

    async fixtures(draftId: string): Promise<{ own: boolean; fixtures: PathFixture[] }> {
      const draft = await findDraft(deps.db, draftId);
      if (!draft) throw notFound('The draft');
      return fixturesOf(draft);
    },

    /** Regenerates a flow draft's QA paths from its graph (hand-written ones kept) and saves them as the draft's own. */
    async generateFixtures(draftId: string, actor: string) {
      const draft = await openDraft(draftId);
      if (draft.kind !== 'flow') throw invalid('QA paths are generated for flows; a form has none.', { draftId: 'is a form draft' });
      const result = await regeneratedFixturesOf(deps.work, draft.content, fixturesOf(draft).fixtures);
      const at = now();
      await deps.db.transaction(async (tx) => {
        await stillOpen(tx, draftId, await updateDraftContent(tx, draftId, { content: draft.content, fixtures: result.fixtures, updatedBy: actor, updatedAt: at }));
        const summary = { draftId, generated: result.counts.generated, kept: result.counts.kept };
        await appendAudit(tx, { at, actor, action: 'draft-fixtures-generate', definitionId: draft.definitionId, fromHash: draft.baseHash, toHash: definitionHash(draft.content), summary });
      });
      const { coverage } = result;
      return { counts: result.counts, problems: result.problems, coverage: { questions: coverage.questions, jumps: coverage.jumps, pairs: coverage.pairs } };
    },

    /** A form draft's browser validator, compiled from its saved schema, so the studio previews changed fields before they are live. */
    async formValidator(draftId: string): Promise<string> {
      const draft = await findDraft(deps.db, draftId);
      if (!draft) throw notFound('The draft');
      if (draft.kind !== 'form') throw invalid('The draft cannot be previewed until it is a valid form.', { definition: 'is not a form draft' });
      return formValidatorOf(deps.work, draft.content);
    },

    async check(draftId: string): Promise<GateReport> {
      return report(await openDraft(draftId));
    },

    /** Publishes a draft that passes the gate, over the version it started from; a breaking change needs `acknowledgeBreaking`. */
    async publish(draftId: string, body: { at?: unknown; acknowledgeBreaking?: unknown }, actor: string) {
      const draft = await openDraft(draftId);
      const at = body.at === undefined || body.at === null ? undefined : new Date(String(body.at));
      if (at && Number.isNaN(at.getTime())) throw invalid('The publish time is not valid.', { at: 'must be an ISO date and time' });
      const gate = await report(draft);
      if (!gate.ok) {
        const errors = gate.findings.filter((finding) => finding.severity === 'error');
        throw new DomainError('invalid', 'gate_refused', `The draft cannot be published: ${errors.length} problem(s).`, Object.fromEntries(errors.slice(0, 50).map((finding, n) => [finding.path || `findings[${n}]`, finding.message])), undefined, gate);
      }
      if (gate.breaking && body.acknowledgeBreaking !== true) {
        throw new DomainError('invalid', 'breaking_change', 'This change removes or renames answer keys the lead receivers read: confirm it to publish.', { acknowledgeBreaking: 'must be true to publish a breaking change' }, undefined, gate);
      }
      const live = await liveHashOf(deps.db, draft.kind, draft.definitionId);
      if (live !== draft.baseHash) {
        const current = live ? await findDefinitionVersion(deps.db, live) : null;
        const diff = current ? diffDefinitions(draft.kind, current.content, draft.content) : null;
        throw new DomainError('conflict', 'stale_base', 'Someone published another version since this draft started: review the differences and start from the live version.', { baseHash: `is not the live version (${live ?? 'none'})` }, undefined, { liveHash: live, diff });
      }
      const summary = { draftId, breaking: gate.breaking, ...(gate.diff ? { keys: gate.diff.answerKeys, texts: gate.diff.texts.length, rules: gate.diff.rules.length, ...(gate.diff.paths ? { pathsAdded: gate.diff.paths.addedCount, pathsRemoved: gate.diff.paths.removedCount } : {}) } : {}) };
      const result = await deps.db.transaction(async (tx) => {
        await stillOpen(tx, draftId, await closeDraft(tx, draftId, 'published'));
        return publishDefinition(tx, { kind: draft.kind, definition: draft.content, actor, now: now(), at, expectedLiveHash: draft.baseHash, summary, gateChecked: true });
      });
      deps.afterPublish?.();
      return { ...result, publishAt: result.publishAt.toISOString(), report: gate };
    },

    /** Closes an open draft for good without publishing it: it can no longer be saved, checked, previewed or published. */
    async discard(draftId: string, actor: string): Promise<{ draftId: string; definitionId: string; state: 'discarded' }> {
      const draft = await openDraft(draftId);
      const at = now();
      await deps.db.transaction(async (tx) => {
        await stillOpen(tx, draftId, await closeDraft(tx, draftId, 'discarded'));
        await appendAudit(tx, { at, actor, action: 'draft-discard', definitionId: draft.definitionId, fromHash: draft.baseHash, toHash: definitionHash(draft.content), summary: { draftId } });
      });
      return { draftId, definitionId: draft.definitionId, state: 'discarded' };
    },

    async rollback(definitionId: string, body: { hash?: unknown }, actor: string) {
      if (typeof body.hash !== 'string') throw invalid('Name the version to roll back to.', { hash: 'is required' });
      const result = await rollbackDefinition(deps.db, { definitionId, hash: body.hash, actor, now: now() });
      deps.afterPublish?.();
      return { ...result, publishAt: result.publishAt.toISOString() };
    },

    async audit(options: { limit: number; before?: number }) {
      return (await listAudit(deps.db, options)).map((row) => ({ ...row, at: row.at.toISOString() }));
    },
  };
}

export type StudioDefinitions = ReturnType<typeof createStudioDefinitions>;
