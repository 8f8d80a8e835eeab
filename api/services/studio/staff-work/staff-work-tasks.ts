import type { Flow, PathFixture } from '../../../../engine';
import type { FormDefinition } from '../../../../app/domain/forms/form-types';
import type { GateReport } from '../../../../app/domain/studio/studio-contract';
import type { DefinitionKind } from '../../../db/schema';
import { flowProblems } from '../../../definitions/definition-kinds';
import { formProblems } from '../../../forms/form-definition-check';
import { generateValidatorModule } from '../../../forms/validator-module';
import { regenerateFixtures, type RegeneratedFixtures } from '../draft-fixtures';
import { checkDefinition } from '../publish-gate';

/**
 * The heavy work the studio does on a draft, as plain functions of plain data: the worker thread runs
 * them (whatever a draft holds, the site's own thread never does). None reads a message catalog, so the
 * worker needs no compiler for uncompiled ones.
 */
export const staffWorkTasks = {
  /** The publish gate's report on a draft, against the live version and the QA paths that walk it. */
  check: (input: { kind: DefinitionKind; definition: unknown; live: unknown; fixtures: PathFixture[] }): GateReport =>
    checkDefinition(input.kind, input.definition, input.live, input.fixtures),

  /** A flow draft's QA paths generated again from its graph, or why it is not a flow they can be generated from. */
  generateFixtures: (input: { definition: unknown; current: PathFixture[] }): { problems: string[] } | { regenerated: RegeneratedFixtures } => {
    const problems = flowProblems(input.definition);
    return problems.length > 0 ? { problems } : { regenerated: regenerateFixtures(input.definition as Flow, input.current) };
  },

  /** Why a flow draft may not be walked on the site (empty when it may). */
  flowProblems: (input: { definition: unknown }): string[] => flowProblems(input.definition),

  /** A form draft's browser validator, or why it is not a form one can be made for. */
  formValidator: (input: { definition: unknown }): { problems: string[] } | { module: string } => {
    const problems = formProblems(input.definition);
    return problems.length > 0 ? { problems } : { module: generateValidatorModule((input.definition as FormDefinition).schema) };
  },
};

export type StaffWorkTasks = typeof staffWorkTasks;
export type StaffTask = keyof StaffWorkTasks;
export type StaffTaskInput<T extends StaffTask> = Parameters<StaffWorkTasks[T]>[0];
export type StaffTaskOutput<T extends StaffTask> = ReturnType<StaffWorkTasks[T]>;

