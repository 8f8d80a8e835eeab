import { DEFINITION_LANGUAGES, SOURCE_LANGUAGE, type DefinitionLanguage, type TranslatedLanguage } from '../types/i18n';

export function isDefinitionLanguage(value: unknown): value is DefinitionLanguage {
  return typeof value === 'string' && (DEFINITION_LANGUAGES as readonly string[]).includes(value);
}

/** The languages a definition is served in: its `languages` (known ones), English when absent. */
export function definitionLanguages(definition: { languages?: unknown }): DefinitionLanguage[] {
  const listed = Array.isArray(definition.languages) ? definition.languages.filter(isDefinitionLanguage) : [];
  return listed.includes(SOURCE_LANGUAGE) ? listed : [SOURCE_LANGUAGE, ...listed];
}

/** The translated languages a definition enables (every one but English). */
export function translatedLanguages(definition: { languages?: unknown }): TranslatedLanguage[] {
  return definitionLanguages(definition).filter((language): language is TranslatedLanguage => language !== SOURCE_LANGUAGE);
}

/** A language's English name, for staff messages. */
export const LANGUAGE_NAMES: Readonly<Record<DefinitionLanguage, string>> = { en: 'English', es: 'Spanish' };
