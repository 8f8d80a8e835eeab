import { join } from 'node:path';
import { Ajv } from 'ajv';
import { lintFlow, type Flow } from '../../engine';
import flowSchema from '../../definitions/schema/flow.schema.json' with { type: 'json' };
import { projectRoot } from '../config/project-root';
import type { DefinitionKind } from '../db/schema';
import { formProblems } from '../forms/form-definition-check';

/** The seed and exchange files: published on a database's first start, written back by definitions:export. */
export const flowsFolder = join(projectRoot, 'definitions/flows');
export const formsFolder = join(projectRoot, 'definitions/forms');

const matchesFlowSchema = new Ajv({ allErrors: true, strict: false }).compile(flowSchema);

/** Where a value departs from the published flow schema: a JSON Pointer and a message each (empty when it matches). */
export function flowSchemaErrors(value: unknown): { path: string; message: string }[] {
  if (matchesFlowSchema(value)) return [];
  return (matchesFlowSchema.errors ?? []).map((error) => ({ path: error.instancePath || '/', message: error.message ?? 'is invalid' }));
}

/** A flow serves only when it matches the published schema and the linter finds no error in it. */
export function flowProblems(value: unknown): string[] {
  const schemaErrors = flowSchemaErrors(value);
  if (schemaErrors.length > 0) return schemaErrors.map((error) => `${error.path} ${error.message}`);
  return lintFlow(value as unknown as Flow)
    .findings.filter((finding) => finding.severity === 'error')
    .map((finding) => `${finding.path} ${finding.rule}: ${finding.message}`);
}

export interface DefinitionKindRules {
  kind: DefinitionKind;
  /** Where its seed files live, and the sub-folder of an export. */
  folder: string;
  exportFolder: string;
  /** Why a value may not be published (empty when it may): every check the gate runs on it. */
  problems(value: unknown): string[];
  /**
   * Why a version already published may not serve: the same checks, without the timed analysis of form
   * patterns (which the gate ran before it was published), so that a busy machine never refuses one.
   */
  servingProblems(value: unknown): string[];
}

export const definitionKinds: Record<DefinitionKind, DefinitionKindRules> = {
  flow: { kind: 'flow', folder: flowsFolder, exportFolder: 'flows', problems: flowProblems, servingProblems: flowProblems },
  form: { kind: 'form', folder: formsFolder, exportFolder: 'forms', problems: formProblems, servingProblems: (value) => formProblems(value, { analysePatterns: false }) },
};

/** Every definition, flow or form, names itself by its `id`. */
export const definitionIdOf = (value: unknown): string => String((value as { id?: unknown }).id ?? '');
