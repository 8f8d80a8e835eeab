import { isWhitespace } from '../../../engine/trim-characters';

/**
 * Where a spreadsheet may start reading a formula: at the cell's first character that is not a space, or
 * at the first character of any part a separator splits off (a comma, a semicolon where that is the list
 * separator, a tab, a line break), e.g. `foo;=cmd|' /C calc'!A0`.
 */
const SEPARATORS = ',;\t\r\n';
const FORMULA_SIGNS = '=+-@';

/**
 * Whether a spreadsheet could read `value` as a formula: a cell starting with a tab or carriage return, or a
 * formula sign after only spaces at the start or after a separator. One pass: the pattern it replaces,
 * `(?:^|[,;\t\r\n])\s*[=+\-@]`, rescanned a run of line breaks from each of them.
 */
export function opensFormula(value: string): boolean {
  if (value[0] === '\t' || value[0] === '\r') return true;
  let partStart = true;
  for (const char of value) {
    if (partStart && FORMULA_SIGNS.includes(char)) return true;
    if (SEPARATORS.includes(char)) partStart = true;
    else if (!isWhitespace(char)) partStart = false;
  }
  return false;
}

/**
 * A cell a spreadsheet will not run: text in which a formula could start (see opensFormula) is prefixed
 * with an apostrophe (OWASP's advice for CSV injection), so the cell reads as text.
 */
export function neutraliseFormula(value: string): string {
  return opensFormula(value) ? `'${value}` : value;
}

/**
 * Whether the reversible guard prefixes `value`: when it could open a formula, or when it already reads
 * like a guarded cell (an apostrophe before such a text), so that removing one apostrophe on the way back
 * restores exactly what was written.
 */
function needsGuard(value: string): boolean {
  let rest = value;
  for (;;) {
    if (opensFormula(rest)) return true;
    if (!rest.startsWith("'")) return false;
    rest = rest.slice(1);
  }
}

/** neutraliseFormula for a file that comes back: unguardCell(guardCell(text)) is always text. */
export function guardCell(value: string): string {
  return needsGuard(value) ? `'${value}` : value;
}

/** A cell read back: the apostrophe guardCell added is removed; a cell guardCell would not have written stays as it is. */
export function unguardCell(cell: string): string {
  return cell.startsWith("'") && needsGuard(cell.slice(1)) ? cell.slice(1) : cell;
}
