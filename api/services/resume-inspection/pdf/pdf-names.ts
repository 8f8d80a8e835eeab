import { latin1Text } from './pdf-lexer';

const HASH = 0x23;

const hexValue = (byte: number | undefined): number => {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
};

/** A byte a hand-typed name would hold: printable ASCII. */
const isPlain = (code: number) => code >= 0x21 && code <= 0x7e;

/**
 * A name token's text (`bytes[start]` is its first byte after the slash) as pdf.js decodes it: `#xx`
 * is the byte xx; a `#` not followed by two hex digits stays as it is.
 */
export function decodeName(bytes: Buffer, start: number, end: number): string {
  for (let at = start; at < end; at += 1) if (bytes[at] === HASH) return decode(bytes, start, end, true);
  return latin1Text(bytes, start, end);
}

/** Whether a name token is written in printable ASCII without `#` escapes: it has one spelling. */
export function isPlainName(bytes: Buffer, start: number, end: number): boolean {
  for (let at = start; at < end; at += 1) {
    const byte = bytes[at]!;
    if (byte === HASH || !isPlain(byte)) return false;
  }
  return true;
}

/**
 * Every way a reader could spell a name token, for comparing against names that must not appear: as
 * pdf.js decodes it; with a stray `#` dropped (a laxer reader's way); and, for each, only what precedes
 * its first byte that is not printable ASCII (a reader written in C stops at a NUL byte, `#00`).
 */
export function nameSpellings(bytes: Buffer, start: number, end: number): string[] {
  if (isPlainName(bytes, start, end)) return [latin1Text(bytes, start, end)];
  const spellings = new Set<string>();
  for (const keepStrayHash of [true, false]) {
    const decoded = decode(bytes, start, end, keepStrayHash);
    spellings.add(decoded);
    let cut = 0;
    while (cut < decoded.length && isPlain(decoded.charCodeAt(cut))) cut += 1;
    spellings.add(decoded.slice(0, cut));
  }
  return [...spellings];
}

function decode(bytes: Buffer, start: number, end: number, keepStrayHash: boolean): string {
  let text = '';
  let at = start;
  while (at < end) {
    const byte = bytes[at]!;
    if (byte === HASH) {
      const high = at + 1 < end ? hexValue(bytes[at + 1]) : -1;
      const low = at + 2 < end ? hexValue(bytes[at + 2]) : -1;
      if (high >= 0 && low >= 0) {
        text += String.fromCharCode(high * 16 + low);
        at += 3;
        continue;
      }
      if (keepStrayHash) text += '#';
      at += 1;
      continue;
    }
    text += String.fromCharCode(byte);
    at += 1;
  }
  return text;
}
