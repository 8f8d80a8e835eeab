import type { Flow } from '../../engine';
import type { Executor } from '../db/database';
import type { Logger } from '../server/logger';
import { createDefinitionStore, type DefinitionStore } from './definition-store';

/** Entry paths of `GET /api/questions`: the questionnaire's three and VetLife's three. */
export const ENTRY_PATHS = ['purchase', 'refinance', 'cashOut', 'vetlife-purchase', 'vetlife-refinance', 'vetlife-cashOut'] as const;
export type EntryPath = (typeof ENTRY_PATHS)[number];

export const isEntryPath = (value: unknown): value is EntryPath => ENTRY_PATHS.includes(value as EntryPath);

export type FlowStore = DefinitionStore<Flow>;

/** The live flows; `seedFolder` replaces definitions/flows as the first start's seed (tests). */
export function createFlowStore(db: Executor, logger: Logger, seedFolder?: string): FlowStore {
  return createDefinitionStore<Flow>({ kind: 'flow', db, logger, seedFolder });
}
