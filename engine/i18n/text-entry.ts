import type { TextTable } from '../types/i18n';

/** One translatable text of a definition: its stable key, its English text and where it sits in the file. */
export interface TextEntry {
  key: string;
  text: string;
  /** JSON Pointer to the English text in the definition. */
  pointer: string;
}

/** Collects entries, skipping empty texts and keeping the first text of a key given twice. */
export function textCollector(): { add(key: string, text: unknown, pointer: string): void; entries: TextEntry[] } {
  const entries: TextEntry[] = [];
  const seen = new Set<string>();
  return {
    entries,
    add(key, text, pointer) {
      if (typeof text !== 'string' || text.trim() === '' || seen.has(key)) return;
      seen.add(key);
      entries.push({ key, text, pointer });
    },
  };
}

/** Entries as key -> English text. */
export function textTableOf(entries: readonly TextEntry[]): TextTable {
  const table: TextTable = {};
  for (const entry of entries) table[entry.key] = entry.text;
  return table;
}

/** The translation of `key` in `table`, when it is a non-empty string; else the English text. */
export function translated(table: unknown, key: string, english: string): string {
  if (typeof table !== 'object' || table === null || !Object.hasOwn(table, key)) return english;
  const text = (table as Record<string, unknown>)[key];
  return typeof text === 'string' && text.trim() !== '' ? text : english;
}
