import { randomUUID } from 'node:crypto';
import { VARIANT_KEYS } from '../../../engine';
import type { ExperimentReport, ExperimentSummary, ExperimentVariant, PromoteAnswer } from '../../../app/domain/studio/experiment-contract';
import { isUniqueViolation } from '../../db/database-error-codes';
import { appendAudit } from '../../db/repositories/audit-repository';
import { findDefinitionVersion, findPublications } from '../../db/repositories/definition-repository';
import { findExperiment, insertExperiment, listExperiments, stopExperiment, type ExperimentRow } from '../../db/repositories/experiment-repository';
import { liveHashOf } from '../../definitions/definition-publisher';
import { isEntryPath, type FlowStore } from '../../definitions/flow-definitions';
import { DomainError, invalid } from '../domain-error';
import { clockOf, type WriteDeps } from '../service-deps';
import type { StudioDefinitions } from '../studio/studio-definitions';
import { experimentReport } from './experiment-report';
import type { LiveExperiments } from './live-experiments';

const NAME_MAX = 80;
const WEIGHT_MAX = 100;
const PRINTABLE = /^[^\u0000-\u001f\u007f]+$/;

const summaryOf = (row: ExperimentRow): ExperimentSummary => ({
  ...row,
  startedAt: row.startedAt.toISOString(),
  stoppedAt: row.stoppedAt?.toISOString() ?? null,
});
const notFound = () => new DomainError('not_found', 'not_found', 'The experiment does not exist.');
const running = () => new DomainError('conflict', 'experiment_running', 'This flow already runs an experiment: stop it before starting another.', { flowId: 'already runs an experiment' });

/**
 * What a publisher does with experiments: start one on published versions of a flow, stop it, read its
 * outcome, and promote a variant (the experiment stops and the variant becomes a draft, published through
 * the gate like any other). Every change is audit-logged with its actor in the transaction that makes it.
 */
export function createStudioExperiments(deps: WriteDeps & { flows: FlowStore; live: LiveExperiments; definitions: StudioDefinitions; minCell: number }) {
  const now = clockOf(deps);

  async function variantsOf(flowId: string, value: unknown): Promise<ExperimentVariant[]> {
    if (!Array.isArray(value) || value.length < 2 || value.length > VARIANT_KEYS.length) throw invalid('An experiment needs two to five variants.', { variants: `must list 2 to ${VARIANT_KEYS.length} variants` });
    const published = new Set((await findPublications(deps.db, flowId)).filter((row) => row.publishedAt !== null).map((row) => row.hash));
    const fields: Record<string, string> = {};
    const variants = await Promise.all(
      value.map(async (item: unknown, at): Promise<ExperimentVariant> => {
        const { version, weight } = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
        if (typeof version !== 'string' || !published.has(version) || !(await deps.flows.byHash(version))) fields[`variants[${at}].version`] = 'must be a published version of this flow';
        else if (value.slice(0, at).some((earlier) => (earlier as Record<string, unknown> | null)?.version === version)) fields[`variants[${at}].version`] = 'is already a variant';
        if (!Number.isInteger(weight) || (weight as number) < 1 || (weight as number) > WEIGHT_MAX) fields[`variants[${at}].weight`] = `must be a whole number from 1 to ${WEIGHT_MAX}`;
        return { key: VARIANT_KEYS[at]!, version: version as string, weight: weight as number };
      }),
    );
    if (Object.keys(fields).length > 0) throw invalid('The variants are not valid.', fields);
    return variants;
  }

  async function experiment(id: string): Promise<ExperimentRow> {
    const row = await findExperiment(deps.db, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(flowId: unknown): Promise<ExperimentSummary[]> {
      if (!isEntryPath(flowId)) throw invalid('There is no such flow.', { flow: 'must be a flow id' });
      return (await listExperiments(deps.db, flowId)).map(summaryOf);
    },

    async start(body: Record<string, unknown>, actor: string): Promise<ExperimentSummary> {
      const { flowId, name } = body;
      if (!isEntryPath(flowId)) throw invalid('There is no such flow.', { flowId: 'must be a flow id' });
      const trimmed = typeof name === 'string' ? name.trim() : '';
      if (trimmed.length === 0 || trimmed.length > NAME_MAX || !PRINTABLE.test(trimmed)) throw invalid('Name the experiment.', { name: `must be 1 to ${NAME_MAX} characters` });
      const variants = await variantsOf(flowId, body.variants);
      const row: ExperimentRow = { id: randomUUID(), flowId, name: trimmed, state: 'running', variants, startedAt: now(), startedBy: actor, stoppedAt: null, stoppedBy: null };
      try {
        await deps.db.transaction(async (tx) => {
          await insertExperiment(tx, row);
          await appendAudit(tx, { at: row.startedAt, actor, action: 'experiment-start', definitionId: flowId, summary: { experimentId: row.id, name: trimmed, variants } });
        });
      } catch (error) {
        throw isUniqueViolation(error) ? running() : error;
      }
      deps.live.invalidate();
      return summaryOf(row);
    },

    async stop(id: string, actor: string): Promise<ExperimentSummary> {
      const at = now();
      const stopped = await deps.db.transaction(async (tx) => {
        const row = await stopExperiment(tx, id, actor, at);
        if (row) await appendAudit(tx, { at, actor, action: 'experiment-stop', definitionId: row.flowId, summary: { experimentId: id } });
        return row;
      });
      if (!stopped) {
        await experiment(id);
        throw new DomainError('conflict', 'experiment_stopped', 'The experiment has already stopped.');
      }
      deps.live.invalidate();
      return summaryOf(stopped);
    },

    async report(id: string): Promise<ExperimentReport> {
      return experimentReport(deps, summaryOf(await experiment(id)));
    },

    /** Stops the experiment (if it runs) and opens a draft of the variant's version over the live one, for the publish gate. */
    async promote(id: string, body: Record<string, unknown>, actor: string): Promise<PromoteAnswer> {
      const row = await experiment(id);
      const variant = row.variants.find((candidate) => candidate.key === body.variant);
      if (!variant) throw invalid('Choose one of the variants.', { variant: `must be one of ${row.variants.map((candidate) => candidate.key).join(', ')}` });
      const at = now();
      const after = await deps.db.transaction(async (tx) => {
        const stopped = row.state === 'running' ? await stopExperiment(tx, id, actor, at) : null;
        await appendAudit(tx, { at, actor, action: 'experiment-promote', definitionId: row.flowId, toHash: variant.version, summary: { experimentId: id, variant: variant.key, stopped: stopped !== null } });
        return stopped ?? row;
      });
      deps.live.invalidate();
      const liveHash = await liveHashOf(deps.db, 'flow', row.flowId);
      if (liveHash === variant.version) return { experiment: summaryOf(after), draftId: null };
      const content = (await findDefinitionVersion(deps.db, variant.version))?.content;
      const { draftId } = await deps.definitions.createDraft(row.flowId, { definition: content, baseHash: liveHash }, actor);
      return { experiment: summaryOf(after), draftId };
    },
  };
}

export type StudioExperiments = ReturnType<typeof createStudioExperiments>;
