import { isPlainObject } from '../json-guards';
import type { TranslatedLanguage } from '../types/i18n';
import { translatedLanguages } from './languages';
import type { TextEntry } from './text-entry';

/** What can be wrong with a definition's translations. */
export type TranslationIssue =
  /** An enabled language has no non-empty text for a key. */
  | { kind: 'missing'; language: TranslatedLanguage; entry: TextEntry }
  /** The translation leaves out a {placeholder} of the English text, or adds one it does not have. */
  | { kind: 'placeholders'; language: TranslatedLanguage; entry: TextEntry; translation: string; expected: string[]; found: string[] }
  /** A translation whose key names no text of the definition (the text was removed or its key changed). */
  | { kind: 'stale'; language: string; key: string }
  /** Translations of a language the definition does not list in `languages`: never served. */
  | { kind: 'unused-language'; language: string };

const PLACEHOLDER = /\{(\w+)\}/g;
const placeholders = (text: string): string[] => [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();

/** Every issue of a definition's translations against its texts (flowTextEntries or formTextEntries). */
export function translationIssues(definition: { languages?: unknown; translations?: unknown }, entries: readonly TextEntry[]): TranslationIssue[] {
  const issues: TranslationIssue[] = [];
  const translations = isPlainObject(definition.translations) ? definition.translations : {};
  const enabled = translatedLanguages(definition);
  const keys = new Set(entries.map((entry) => entry.key));
  for (const language of Object.keys(translations)) {
    if (!(enabled as string[]).includes(language)) issues.push({ kind: 'unused-language', language });
  }
  for (const language of enabled) {
    const table = isPlainObject(translations[language]) ? (translations[language] as Record<string, unknown>) : {};
    for (const entry of entries) {
      const text = Object.hasOwn(table, entry.key) ? table[entry.key] : undefined;
      if (typeof text !== 'string' || text.trim() === '') {
        issues.push({ kind: 'missing', language, entry });
        continue;
      }
      const expected = placeholders(entry.text);
      const found = placeholders(text);
      if (expected.join() !== found.join()) issues.push({ kind: 'placeholders', language, entry, translation: text, expected, found });
    }
    for (const key of Object.keys(table)) if (!keys.has(key)) issues.push({ kind: 'stale', language, key });
  }
  return issues;
}
