import { definitionLanguages, SOURCE_LANGUAGE, type DefinitionLanguage, type TextEntry, type TranslatedLanguage } from '../../../../engine';
import { getAt, setAt } from '../set-at';

/** The definition's texts in a language: its `translations.<language>`, or an empty table. */
export function translationTable(definition: unknown, language: TranslatedLanguage): Readonly<Record<string, unknown>> {
  const table = getAt(definition, ['translations', language]);
  return table !== null && typeof table === 'object' && !Array.isArray(table) ? (table as Record<string, unknown>) : {};
}

/** A translation as the linter counts it: a text with something in it. */
export function isTranslated(table: Readonly<Record<string, unknown>>, key: string): boolean {
  const text = Object.hasOwn(table, key) ? table[key] : undefined;
  return typeof text === 'string' && text.trim() !== '';
}

/** A copy with `translations.<language>.<key>` set; an empty text removes it (the text is missing again). */
export function setTranslation<T>(definition: T, language: TranslatedLanguage, key: string, text: string): T {
  return setAt(definition, ['translations', language, key], text);
}

/** A copy that serves the language or stops serving it. Its translations stay either way. */
export function setLanguageEnabled<T>(definition: T, language: TranslatedLanguage, enabled: boolean): T {
  const current = definitionLanguages(definition as { languages?: unknown });
  const next: DefinitionLanguage[] = [SOURCE_LANGUAGE, ...current.filter((listed) => listed !== SOURCE_LANGUAGE && listed !== language)];
  if (enabled) next.push(language);
  return setAt(definition, ['languages'], next);
}

/** Translations whose key names no text of the definition (its text was removed, or its key changed). */
export function unusedTranslationKeys(definition: unknown, entries: readonly TextEntry[], language: TranslatedLanguage): string[] {
  const keys = new Set(entries.map((entry) => entry.key));
  return Object.keys(translationTable(definition, language)).filter((key) => !keys.has(key));
}

/** A copy without the given translations of a language. */
export function removeTranslations<T>(definition: T, language: TranslatedLanguage, keys: readonly string[]): T {
  const table = { ...translationTable(definition, language) };
  for (const key of keys) delete table[key];
  return setAt(definition, ['translations', language], table);
}
