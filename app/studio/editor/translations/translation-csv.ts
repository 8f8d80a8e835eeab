import type { TextEntry, TranslatedLanguage } from '../../../../engine';
import { LANGUAGE_NAMES } from '../../../../engine';
import { guardCell, unguardCell } from '../../../domain/csv/formula-guard';
import { parseCsv } from '../../../domain/csv/parse-csv';
import { UTF8_BOM, writeCsv } from '../../../domain/csv/write-csv';

/** A row of a translators' file: its row number as a spreadsheet shows it (the header is row 1). */
export interface TranslationRow {
  row: number;
  key: string;
  english: string;
  translation: string;
}

export type ReadTranslations = { ok: true; rows: TranslationRow[] } | { ok: false; message: string };

/** The file's columns: key, english and the language's English name in lower case (spanish). */
export const csvColumns = (language: TranslatedLanguage) => ['key', 'english', LANGUAGE_NAMES[language].toLowerCase()] as const;

/**
 * A definition's texts for translators, one row per text in the definition's order: key, English text,
 * the translation ('' when missing). UTF-8 with a byte order mark; every cell guarded against formulas.
 */
export function translationsCsv(entries: readonly TextEntry[], translations: Readonly<Record<string, unknown>>, language: TranslatedLanguage): string {
  const rows = entries.map((entry) => {
    const text = Object.hasOwn(translations, entry.key) ? translations[entry.key] : undefined;
    return [entry.key, entry.text, typeof text === 'string' ? text : ''];
  });
  return UTF8_BOM + writeCsv([[...csvColumns(language)], ...rows].map((record) => record.map(guardCell)));
}

/**
 * A translators' file read back: its header names the columns (any order and case; other columns are
 * ignored), cells lose the guard apostrophe translationsCsv added, and rows with nothing in them are skipped.
 */
export function readTranslationsCsv(text: string, language: TranslatedLanguage): ReadTranslations {
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  const [header, ...records] = parsed.records;
  const names = (header ?? []).map((name) => unguardCell(name).trim().toLowerCase());
  const columns = csvColumns(language);
  const at = columns.map((column) => names.indexOf(column));
  if (at.some((index) => index < 0)) {
    return { ok: false, message: `The first row must name the columns ${columns.join(', ')} (it names ${names.filter(Boolean).join(', ') || 'none'}).` };
  }
  const [keyAt, englishAt, translationAt] = at as [number, number, number];
  const rows: TranslationRow[] = [];
  records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cell = (column: number) => unguardCell(record[column] ?? '');
    rows.push({ row: index + 2, key: cell(keyAt).trim(), english: cell(englishAt), translation: cell(translationAt) });
  });
  return { ok: true, rows };
}

/**
 * A file's bytes as text: UTF-8 (with or without its byte order mark) when they are valid UTF-8, else
 * Windows-1252, what Excel on Windows writes for plain "CSV"; `legacy` says which, so staff can check accents.
 */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): { text: string; legacy: boolean } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), legacy: false };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), legacy: true };
  }
}
