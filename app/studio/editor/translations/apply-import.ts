import type { TextEntry, TranslatedLanguage } from '../../../../engine';
import type { TranslationRow } from './translation-csv';
import { setTranslation, translationTable } from './translation-edits';

/** A row applied although the English it translated is no longer the draft's: the translation may be out of date. */
export interface ChangedEnglish {
  row: number;
  key: string;
  /** The English text in the file. */
  file: string;
  /** The English text in the draft now. */
  draft: string;
}

export interface ImportSummary {
  /** Keys whose translation the file set (new or different texts). */
  applied: string[];
  /** Keys whose file text is the draft's already. */
  unchanged: string[];
  changedEnglish: ChangedEnglish[];
  /** Rows naming no text of the draft: not applied. */
  unknown: { row: number; key: string }[];
  /** Rows with an empty translation: the draft keeps what it has (a missing text stays missing). */
  empty: { row: number; key: string }[];
  /** Later rows of a key already read: not applied. */
  duplicates: { row: number; key: string }[];
}

const sameText = (a: string, b: string) => a.replace(/\r\n?/g, '\n') === b.replace(/\r\n?/g, '\n');

/**
 * A translators' file applied to a draft: each row with a known key and a non-empty translation sets that
 * translation, also when the file's English differs from the draft's (then it is listed, to be checked).
 * Unknown keys, empty translations and repeated keys change nothing and are listed.
 */
export function applyTranslationImport<T>(definition: T, entries: readonly TextEntry[], rows: readonly TranslationRow[], language: TranslatedLanguage): { definition: T; summary: ImportSummary } {
  const english = new Map(entries.map((entry) => [entry.key, entry.text]));
  const current = translationTable(definition, language);
  const summary: ImportSummary = { applied: [], unchanged: [], changedEnglish: [], unknown: [], empty: [], duplicates: [] };
  const seen = new Set<string>();
  let next = definition;
  for (const { row, key, english: fileEnglish, translation } of rows) {
    const draftEnglish = english.get(key);
    if (draftEnglish === undefined) {
      summary.unknown.push({ row, key });
      continue;
    }
    if (seen.has(key)) {
      summary.duplicates.push({ row, key });
      continue;
    }
    seen.add(key);
    if (translation.trim() === '') {
      summary.empty.push({ row, key });
      continue;
    }
    if (!sameText(fileEnglish, draftEnglish)) summary.changedEnglish.push({ row, key, file: fileEnglish, draft: draftEnglish });
    if (Object.hasOwn(current, key) && current[key] === translation) {
      summary.unchanged.push(key);
      continue;
    }
    next = setTranslation(next, language, key, translation);
    summary.applied.push(key);
  }
  return { definition: next, summary };
}
