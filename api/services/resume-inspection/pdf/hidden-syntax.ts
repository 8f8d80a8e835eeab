import { isDigit, isLineEnd, isPdfWhitespace, isRegular } from './pdf-lexer';
import type { OpaqueRegions } from './token-table';

const OBJ = Buffer.from('obj', 'latin1');
const TRAILER = Buffer.from('trailer', 'latin1');
const XREF = Buffer.from('xref', 'latin1');
/** How far comments are followed; longer ones are taken to hide something. */
const MAX_LINE = 4096;
const MAX_COMMENT_HOPS = 16;
const UNSURE = -2;

/**
 * Whether bytes the lexer did not read as tokens (stream data, the inside of strings and comments)
 * hold what a reader could be sent to and parse as a PDF structure: an object header (`12 0 obj`, with
 * white space or comments between its parts, and `obj` ending there as readers require), a trailer
 * dictionary, or a cross-reference table. A cross-reference table can point anywhere, and a reader
 * repairing a damaged file looks for headers everywhere, so such bytes could hold objects this
 * inspection never saw. Compressed data makes a false match unlikely (about one in a hundred thousand
 * 4 MB files).
 */
export function holdsHiddenSyntax(bytes: Buffer, opaque: OpaqueRegions): boolean {
  for (let at = bytes.indexOf(OBJ); at >= 0; at = bytes.indexOf(OBJ, at + 1)) {
    if (opaque.contains(at) && !isRegular(bytes[at + OBJ.length]) && endsObjectHeader(bytes, at)) return true;
  }
  for (let at = bytes.indexOf(TRAILER); at >= 0; at = bytes.indexOf(TRAILER, at + 1)) {
    if (!opaque.contains(at)) continue;
    const next = skipForward(bytes, at + TRAILER.length);
    if (next === UNSURE || (bytes[next] === 0x3c && bytes[next + 1] === 0x3c)) return true;
  }
  for (let at = bytes.indexOf(XREF); at >= 0; at = bytes.indexOf(XREF, at + 1)) {
    if (!opaque.contains(at) || isRegular(bytes[at - 1])) continue;
    const next = skipForward(bytes, at + XREF.length);
    if (next === UNSURE || isDigit(bytes[next])) return true;
  }
  return false;
}

/** Whether the `obj` at `objAt` is preceded by `integer separator integer [separator]`, read backwards. */
function endsObjectHeader(bytes: Buffer, objAt: number): boolean {
  let at = skipBackward(bytes, objAt - 1);
  if (at === UNSURE) return true;
  if (!isDigit(bytes[at])) return false;
  while (at >= 0 && isDigit(bytes[at])) at -= 1;
  const afterSeparator = at;
  at = skipBackward(bytes, at);
  if (at === UNSURE) return true;
  return at !== afterSeparator && isDigit(bytes[at]);
}

/**
 * Back from `from` over white space and comments: the offset of the byte before them, -1 at the start
 * of the data, or UNSURE. A comment runs from the first `%` of its line to the line's end, so one can
 * only end where white space holding a line break follows.
 */
function skipBackward(bytes: Buffer, from: number): number {
  let at = from;
  for (let hops = 0; hops <= MAX_COMMENT_HOPS; hops += 1) {
    let crossedLineEnd = false;
    while (at >= 0 && isPdfWhitespace(bytes[at]!)) {
      if (isLineEnd(bytes[at])) crossedLineEnd = true;
      at -= 1;
    }
    if (!crossedLineEnd || at < 0) return at;
    let lineStart = at;
    while (lineStart >= 0 && !isLineEnd(bytes[lineStart])) {
      lineStart -= 1;
      if (at - lineStart > MAX_LINE) return UNSURE;
    }
    const percent = bytes.subarray(lineStart + 1, at + 1).indexOf(0x25);
    if (percent < 0) return at;
    at = lineStart + percent;
  }
  return UNSURE;
}

/** Forward from `from` over white space and comments: the offset of the next byte, or UNSURE. */
function skipForward(bytes: Buffer, from: number): number {
  let at = from;
  let commentBytes = 0;
  while (at < bytes.length) {
    if (isPdfWhitespace(bytes[at]!)) at += 1;
    else if (bytes[at] === 0x25) {
      while (at < bytes.length && !isLineEnd(bytes[at])) {
        at += 1;
        if (++commentBytes > MAX_LINE) return UNSURE;
      }
    } else return at;
  }
  return at;
}
