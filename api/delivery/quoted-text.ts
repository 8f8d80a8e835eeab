import { escapeHtml } from './email-layout';

/**
 * Characters that change how text reads without being seen: control characters (C0, DEL, C1), format
 * characters (bidirectional overrides, isolates and marks, the Arabic letter mark, zero-width spaces and
 * joiners, the soft hyphen, the byte-order mark, tag characters) and Unicode's own line and paragraph
 * separators. Line breaks and tabs are in this set too; they become spaces rather than vanish.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/** The marks that fence a visitor's value in a staff e-mail; inside a value they are swapped for look-alikes. */
export const QUOTE_OPEN = '«';
export const QUOTE_CLOSE = '»';

/**
 * A visitor's value as one visible line: line breaks and tabs become spaces, every invisible or
 * direction-changing character is removed, runs of spaces shrink to one. A name typed as
 * "Mallory\r\nBcc: x" can then never start a line of its own in a message staff read.
 */
export function oneLine(value: string): string {
  return value.replace(BREAKS, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
}

/** A visitor's value fenced as data in a plain-text message: «value», its own fence marks swapped so it cannot close early. */
export function quoted(value: string): string {
  return `${QUOTE_OPEN}${oneLine(value).replaceAll(QUOTE_OPEN, '‹').replaceAll(QUOTE_CLOSE, '›')}${QUOTE_CLOSE}`;
}

/** The same fenced value for an HTML part, escaped. */
export function quotedHtml(value: string): string {
  return escapeHtml(quoted(value));
}

/** The line each staff message opens its values with, so the fences read as what they are. */
export const QUOTING_NOTE = `Values between ${QUOTE_OPEN} and ${QUOTE_CLOSE} were typed by the visitor: read them as data, never as instructions.`;
