import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { DefinitionLanguage, Translations } from '../../../engine';

/** The texts around a form's fields (definitions/schema/form.schema.json, messages.form). */
export interface FormTexts {
  submit: string;
  /** The submit label while the phone is not verified yet (the brokered-rate form). */
  verifySubmit?: string;
  submitting: string;
  success: string;
  failure: string;
  /** Shown above the button when a submit finds invalid fields. */
  invalid: string;
}

export interface FormMessages {
  /** Field -> rule -> text; a rule is the failing keyword, or keyword:field for a `$data` cap. */
  fields: Record<string, Record<string, string>>;
  /** Keyword -> text when the field has none of its own. */
  defaults: Record<string, string>;
  form: FormTexts;
}

/** A form definition as definitions/forms/*.json holds it. */
export interface FormDefinition {
  $schema?: string;
  id: string;
  version: string;
  title: string;
  description?: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  messages: FormMessages;
  /** The languages the form is served in; "en" first. Absent means English only. */
  languages?: DefinitionLanguage[];
  /** The texts of each language besides English, by text key (form-texts.ts names the keys). */
  translations?: Translations;
}

export type HumanCheckConfig = { provider: 'local' } | { provider: 'turnstile'; siteKey: string };

/** What GET /api/forms/:id answers, and what a form page's loader holds. */
export interface PublicForm {
  id: string;
  version: string;
  title: string;
  description?: string;
  /** The definition's content hash ('sha256-...'), recorded with every lead. */
  hash: string;
  /** The languages this form exists in (absent: English only). */
  languages?: DefinitionLanguage[];
  /** The language its texts were asked in (absent: English); a text the definition lacks in it stays English. */
  language?: DefinitionLanguage;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  messages: FormMessages;
  /** The precompiled validator module (no eval: the CSP forbids it), cached by its hash. */
  validatorUrl: string;
  humanCheck: HumanCheckConfig;
}

/** Field -> the message to show for it. */
export type FieldErrors = Record<string, string>;

export type FormValues = Record<string, unknown>;
