/**
 * The longest texts a flow or form definition may hold, in characters, as definitions/schema/*.json write
 * them (`maxLength`; a test keeps the two equal). Generous: the shipped definitions' longest texts are a
 * fifth of these or less (a question title of 57 characters, a subtitle of 157, a consent statement of 569
 * in Spanish, a message of 183). They keep a draft of megabyte texts from reaching the linter: the schema
 * refuses it first, in one pass.
 */
export const DEFINITION_TEXT_LIMITS = {
  /** Answer keys, ids, versions, translation keys, autocomplete and icon names. */
  key: 200,
  /** Titles, option labels and values, placeholders, link labels, section titles, enum labels. */
  label: 300,
  /** Rule and form messages, an offer's sentence, a field's title, a link's path. */
  message: 1_000,
  /** Subtitles, descriptions, help, consent statements, and every translated text. */
  paragraph: 4_000,
  /** A form field's pattern. */
  pattern: 500,
} as const;

export type DefinitionTextLimit = keyof typeof DEFINITION_TEXT_LIMITS;
