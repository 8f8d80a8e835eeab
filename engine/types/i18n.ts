/**
 * The languages a definition (flow or form) can be written in. English is the source: every definition
 * is written in it, and the other languages are translations of its texts, keyed by text key.
 */
export const DEFINITION_LANGUAGES = ['en', 'es'] as const;
export type DefinitionLanguage = (typeof DEFINITION_LANGUAGES)[number];

/** The language a definition's own texts are written in. */
export const SOURCE_LANGUAGE = 'en' satisfies DefinitionLanguage;

/** A language a definition can be translated into. */
export type TranslatedLanguage = Exclude<DefinitionLanguage, typeof SOURCE_LANGUAGE>;

/** Text key -> the text in one language. */
export type TextTable = Record<string, string>;

/** A definition's `translations`: per translated language, its texts by text key. */
export type Translations = Partial<Record<TranslatedLanguage, TextTable>>;
