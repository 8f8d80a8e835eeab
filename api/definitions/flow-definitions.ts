import { join } from 'node:path';
import { Ajv } from 'ajv';
import type { Flow } from '../../engine';
import { lintFlow } from '../../engine';
import flowSchema from '../../definitions/schema/flow.schema.json' with { type: 'json' };
import { projectRoot } from '../config/project-root';
import type { Executor } from '../db/database';
import type { Logger } from '../server/logger';
import { createDefinitionStore, type DefinitionStore } from './definition-store';

/** Entry paths of `GET /api/questions`: the questionnaire's three and VetLife's three. */
export const ENTRY_PATHS = ['purchase', 'refinance', 'cashOut', 'vetlife-purchase', 'vetlife-refinance', 'vetlife-cashOut'] as const;
export type EntryPath = (typeof ENTRY_PATHS)[number];

export const isEntryPath = (value: unknown): value is EntryPath => ENTRY_PATHS.includes(value as EntryPath);

export const flowsFolder = join(projectRoot, 'definitions/flows');

const ajv = new Ajv({ allErrors: true, strict: false });
const matchesSchema = ajv.compile(flowSchema);

/** A flow file is served only when it matches the published schema and the linter finds no error in it. */
export function flowProblems(value: unknown): string[] {
  if (!matchesSchema(value)) {
    return (matchesSchema.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
  }
  return lintFlow(value as unknown as Flow)
    .findings.filter((finding) => finding.severity === 'error')
    .map((finding) => `${finding.path} ${finding.rule}: ${finding.message}`);
}

export type FlowStore = DefinitionStore<Flow>;

export function createFlowStore(db: Executor, logger: Logger, folder = flowsFolder): FlowStore {
  return createDefinitionStore<Flow>({
    folder,
    kind: 'flow',
    db,
    logger,
    validate: flowProblems,
    idOf: (flow) => flow.id,
  });
}
