import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { matchesCondition } from '../../app/features/forms/condition-validator';
import { fieldErrorsFrom } from '../../app/features/forms/form-messages';
import type { FieldErrors, FormValues, FormDefinition, HumanCheckConfig, PublicForm } from '../../app/features/forms/form-types';
import { projectRoot } from '../config/project-root';
import type { Executor } from '../db/database';
import { createDefinitionStore, type LoadedDefinition } from '../definitions/definition-store';
import type { Logger } from '../server/logger';
import { createFormAjv } from './form-ajv';
import { formProblems } from './form-definition-check';
import { generateValidatorModule } from './validator-module';

export const formsFolder = join(projectRoot, 'definitions/forms');

/** A submission checked against a form: the data kept (known, applicable fields), and its errors. */
export interface FormCheck {
  form: LoadedDefinition<FormDefinition>;
  data: FormValues;
  /** Empty when the data is valid. */
  errors: FieldErrors;
}

export interface FormRegistry {
  /** The form as pages receive it; null for an unknown id. */
  publicForm(id: string): Promise<PublicForm | null>;
  /** The browser validator module of the form's current version, or of the version `hash` names. */
  validatorModule(id: string, hash?: string): Promise<{ hash: string; code: string } | null>;
  /** Normalises a submission (strings trimmed, empty ones dropped, unknown or switched-off fields left out) and validates it. */
  check(id: string, input: Record<string, unknown>): Promise<FormCheck>;
}

interface Compiled {
  validate: ValidateFunction;
  module?: string;
}

type Branch = { if?: FormDefinition['schema']; then?: Branch; else?: Branch; properties?: Record<string, unknown>; allOf?: Branch[] };

/** The fields the data can have: the root's, and those of each condition the data meets. */
export function applicableFields(node: Branch, data: FormValues, into = new Set<string>()): Set<string> {
  for (const field of Object.keys(node.properties ?? {})) into.add(field);
  for (const branch of node.allOf ?? []) {
    if (branch.if) {
      const next = matchesCondition(branch.if, data) ? branch.then : branch.else;
      if (next) applicableFields(next, data, into);
    } else {
      applicableFields(branch, data, into);
    }
  }
  return into;
}

export function normalizeSubmission(schema: FormDefinition['schema'], input: Record<string, unknown>): FormValues {
  const known: FormValues = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed !== '') known[key] = trimmed;
    } else if (value !== null && value !== undefined) {
      known[key] = value;
    }
  }
  const fields = applicableFields(schema as Branch, known);
  return Object.fromEntries(Object.entries(known).filter(([key]) => fields.has(key)));
}

export class UnknownFormError extends Error {
  constructor(id: string) {
    super(`No form definition "${id}" is being served.`);
  }
}

/**
 * The forms of definitions/forms, read at run time through the definition store (an edited file serves
 * after the next check; a bad one is refused with the last good version kept), each compiled once per
 * version for the server's checks and, when first asked, for the browser's precompiled validator.
 */
export function createFormRegistry(options: { db: Executor; logger: Logger; folder?: string; humanCheck: HumanCheckConfig }): FormRegistry {
  const store = createDefinitionStore<FormDefinition>({
    folder: options.folder ?? formsFolder,
    kind: 'form',
    db: options.db,
    logger: options.logger,
    validate: formProblems,
    idOf: (definition) => definition.id,
  });
  const compiled = new Map<string, Compiled>();
  const compiledOf = (loaded: LoadedDefinition<FormDefinition>): Compiled => {
    let entry = compiled.get(loaded.hash);
    if (!entry) {
      entry = { validate: createFormAjv().compile(loaded.definition.schema) };
      compiled.set(loaded.hash, entry);
    }
    return entry;
  };
  const current = async (id: string) => {
    const loaded = await store.get(id);
    if (!loaded) throw new UnknownFormError(id);
    return loaded;
  };

  return {
    async publicForm(id) {
      const loaded = await store.get(id);
      if (!loaded) return null;
      const { id: formId, version, title, description, schema, uiSchema, messages } = loaded.definition;
      return {
        id: formId,
        version,
        title,
        ...(description ? { description } : {}),
        hash: loaded.hash,
        schema,
        uiSchema,
        messages,
        validatorUrl: `/api/forms/${encodeURIComponent(formId)}/validator.mjs?v=${loaded.hash}`,
        humanCheck: options.humanCheck,
      };
    },

    async validatorModule(id, hash) {
      const loaded = hash ? await store.byHash(hash) : await store.get(id);
      if (!loaded || loaded.id !== id) return null;
      const entry = compiledOf(loaded);
      entry.module ??= generateValidatorModule(loaded.definition.schema);
      return { hash: loaded.hash, code: entry.module };
    },

    async check(id, input) {
      const form = await current(id);
      const data = normalizeSubmission(form.definition.schema, input);
      const { validate } = compiledOf(form);
      const valid = validate(data);
      return { form, data, errors: valid ? {} : fieldErrorsFrom(form.definition, validate.errors) };
    },
  };
}
