import type { ValidateFunction } from 'ajv';
import { fieldErrorsFrom } from '../../app/domain/forms/form-messages';
import { normalizeSubmission } from '../../app/domain/forms/normalize-submission';
import type { FieldErrors, FormValues, FormDefinition, HumanCheckConfig, PublicForm } from '../../app/domain/forms/form-types';
import { localizeForm } from '../../app/domain/forms/localize-form';
import { definitionLanguages, SOURCE_LANGUAGE, translatedLanguages, type DefinitionLanguage } from '../../engine';
import type { Executor } from '../db/database';
import { createDefinitionStore, type LoadedDefinition } from '../definitions/definition-store';
import type { Logger } from '../server/logger';
import { createFormAjv } from './form-ajv';
import { phoneFieldsOf, withPhoneDigits } from './phone-fields';
import { generateValidatorModule } from './validator-module';

/** A submission checked against a form: the data kept (known, applicable fields), and its errors. */
export interface FormCheck {
  form: LoadedDefinition<FormDefinition>;
  data: FormValues;
  /** Empty when the data is valid. */
  errors: FieldErrors;
}

export interface FormRegistry {
  /**
   * The form as pages receive it, its texts in `language` (English by default, and where the definition
   * has no text in that language); null for an unknown id.
   */
  publicForm(id: string, language?: DefinitionLanguage): Promise<PublicForm | null>;
  /** The browser validator module of the form's current version, or of the version `hash` names. */
  validatorModule(id: string, hash?: string): Promise<{ hash: string; code: string } | null>;
  /**
   * Normalises a submission (strings trimmed, empty ones dropped, unknown or switched-off fields left out)
   * and validates it; valid data has its phone fields as their 10 digits.
   */
  check(id: string, input: Record<string, unknown>): Promise<FormCheck>;
  /** The next read asks the database (a form was just published in this process). */
  invalidate(): void;
}

interface Compiled {
  validate: ValidateFunction;
  /** The fields stored as a phone's 10 digits. */
  phoneFields: ReadonlySet<string>;
  module?: string;
}

export class UnknownFormError extends Error {
  constructor(id: string) {
    super(`No form definition "${id}" is being served.`);
  }
}

/**
 * The live forms, read through the definition store (a version published on any process serves here
 * within a second), each compiled once per version for the server's checks and, when first asked, for the
 * browser's precompiled validator. `folder` replaces definitions/forms as the first start's seed (tests).
 */
export function createFormRegistry(options: { db: Executor; logger: Logger; folder?: string; humanCheck: HumanCheckConfig }): FormRegistry {
  const store = createDefinitionStore<FormDefinition>({ kind: 'form', db: options.db, logger: options.logger, seedFolder: options.folder });
  const compiled = new Map<string, Compiled>();
  const compiledOf = (loaded: LoadedDefinition<FormDefinition>): Compiled => {
    let entry = compiled.get(loaded.hash);
    if (!entry) {
      entry = { validate: createFormAjv().compile(loaded.definition.schema), phoneFields: phoneFieldsOf(loaded.definition.schema) };
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
    async publicForm(id, language = SOURCE_LANGUAGE) {
      const loaded = await store.get(id);
      if (!loaded) return null;
      const languages = definitionLanguages(loaded.definition);
      const { id: formId, version, title, description, schema, uiSchema, messages } = localizeForm(loaded.definition, language);
      return {
        id: formId,
        version,
        title,
        ...(description ? { description } : {}),
        hash: loaded.hash,
        languages,
        language: languages.includes(language) ? language : SOURCE_LANGUAGE,
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
      // One module for every language the form is served in: the localized schemas differ only in their texts.
      entry.module ??= generateValidatorModule(
        loaded.definition.schema,
        translatedLanguages(loaded.definition).map((language) => localizeForm(loaded.definition, language).schema),
      );
      return { hash: loaded.hash, code: entry.module };
    },

    invalidate: () => store.invalidate(),

    async check(id, input) {
      const form = await current(id);
      const data = normalizeSubmission(form.definition.schema, input);
      const { validate, phoneFields } = compiledOf(form);
      if (!validate(data)) return { form, data, errors: fieldErrorsFrom(form.definition, validate.errors) };
      return { form, data: withPhoneDigits(phoneFields, data), errors: {} };
    },
  };
}
