import { neutraliseFormula } from './formula-guard';

/**
 * Characters a spreadsheet draws as nothing or uses to reorder what it draws: format characters (bidi
 * embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, the marks U+200E, U+200F and U+061C,
 * zero-width spaces, joiners and the byte-order mark, the soft hyphen, tag characters) and control
 * characters other than the tab and line breaks a quoted cell may hold. Unicode's line and paragraph
 * separators are matched apart: they become spaces.
 */
const INVISIBLE = /[\p{Cf}]|[^\P{Cc}\t\n\r]/gu;
const SEPARATORS = /[\u2028\u2029]/g;

/**
 * A cell's text as a spreadsheet will show it: nothing hidden, nothing reversed. A name typed as
 * "\u202Egnp.exe" would otherwise read "exe.png" in the export staff open.
 */
export function visibleCellText(value: string): string {
  return value.replace(SEPARATORS, ' ').replace(INVISIBLE, '');
}

/**
 * What every CSV the site writes puts in a cell: its visible text (see visibleCellText), then guarded
 * against formulas. In that order: removing an invisible first character can bring a `=` to the front.
 */
export function safeCell(value: string): string {
  return neutraliseFormula(visibleCellText(value));
}
