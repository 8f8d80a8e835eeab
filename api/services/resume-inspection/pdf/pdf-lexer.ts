import type { WorkBudget } from '../work-budget';

/** What a PDF reader's lexer returns, one token at a time. */
export const Token = {
  End: 0,
  Name: 1,
  Number: 2,
  String: 3,
  HexString: 4,
  Keyword: 5,
  DictOpen: 6,
  DictClose: 7,
  ArrayOpen: 8,
  ArrayClose: 9,
  /** A lone `)`, `>`, `{` or `}`: no value, but a token all the same. */
  Stray: 10,
} as const;
export type TokenKind = (typeof Token)[keyof typeof Token];

const WHITESPACE = 1;
const DELIMITER = 2;
/** PDF's own character classes: NUL, tab, LF, FF, CR and space are white space (a NUL ends a name). */
const CLASS = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[byte] = WHITESPACE;
for (const char of '()<>[]{}/%') CLASS[char.charCodeAt(0)] = DELIMITER;

export const isPdfWhitespace = (byte: number) => CLASS[byte] === WHITESPACE;
export const isRegular = (byte: number | undefined) => byte !== undefined && CLASS[byte] === 0;
export const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
export const isLineEnd = (byte: number | undefined) => byte === 0x0a || byte === 0x0d;

const PERCENT = 0x25;
const SLASH = 0x2f;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
const LESS = 0x3c;
const GREATER = 0x3e;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const BACKSLASH = 0x5c;
const PLUS = 0x2b;
const MINUS = 0x2d;
const DOT = 0x2e;

/**
 * Splits PDF bytes into tokens the way readers do (ISO 32000-1 §7.2; pdf.js's lexer for the corner cases:
 * a number ends at its first non-numeric byte, so `0obj` is `0` then `obj`). Every byte belongs to a
 * token, to white space or to a comment; what a token does not expose as tokens (the inside of strings
 * and comments) is reported to `opaque`, so the caller can check that nothing hides there.
 */
export class PdfLexer {
  kind: TokenKind = Token.End;
  start = 0;
  end = 0;
  /** Every comment met, as start, end pairs in file order. */
  readonly comments: number[] = [];

  constructor(
    readonly bytes: Buffer,
    public position: number,
    private readonly budget: WorkBudget,
    private readonly opaque?: (start: number, end: number) => void,
  ) {}

  next(): TokenKind {
    const bytes = this.bytes;
    const length = bytes.length;
    let at = this.skipWhitespaceAndComments(this.position);
    this.start = at;
    if (at >= length) return this.finish(Token.End, at);
    this.budget.spend();
    const byte = bytes[at]!;
    switch (byte) {
      case SLASH:
        at += 1;
        while (at < length && CLASS[bytes[at]!] === 0) at += 1;
        return this.finish(Token.Name, at);
      case OPEN_PAREN:
        return this.finish(Token.String, this.literalStringEnd(at));
      case LESS: {
        if (bytes[at + 1] === LESS) return this.finish(Token.DictOpen, at + 2);
        const close = bytes.indexOf(GREATER, at + 1);
        const end = close < 0 ? length : close;
        this.opaque?.(at + 1, end);
        return this.finish(Token.HexString, close < 0 ? length : close + 1);
      }
      case GREATER:
        return bytes[at + 1] === GREATER ? this.finish(Token.DictClose, at + 2) : this.finish(Token.Stray, at + 1);
      case OPEN_BRACKET:
        return this.finish(Token.ArrayOpen, at + 1);
      case CLOSE_BRACKET:
        return this.finish(Token.ArrayClose, at + 1);
      default:
        if (CLASS[byte] === DELIMITER) return this.finish(Token.Stray, at + 1);
        return this.numberOrKeyword(at);
    }
  }

  /** The token's bytes as Latin-1 text. */
  text(): string {
    return latin1Text(this.bytes, this.start, this.end);
  }

  /** The value of a number token (NaN when it has more digits than a double holds exactly). */
  number(): number {
    return parseNumber(this.bytes, this.start, this.end);
  }

  skipWhitespaceAndComments(from: number): number {
    const bytes = this.bytes;
    const length = bytes.length;
    let at = from;
    for (;;) {
      while (at < length && CLASS[bytes[at]!] === WHITESPACE) at += 1;
      if (at >= length || bytes[at] !== PERCENT) return at;
      const commentStart = at;
      while (at < length && !isLineEnd(bytes[at])) at += 1;
      this.budget.spend();
      this.comments.push(commentStart, at);
      this.opaque?.(commentStart + 1, at);
    }
  }

  private finish(kind: TokenKind, end: number): TokenKind {
    this.kind = kind;
    this.end = end;
    this.position = end;
    return kind;
  }

  /** Past the `)` that balances the `(` at `open` (a backslash escapes the next byte), or the end of data. */
  private literalStringEnd(open: number): number {
    const bytes = this.bytes;
    let depth = 1;
    let at = open + 1;
    while (at < bytes.length) {
      const byte = bytes[at]!;
      if (byte === BACKSLASH) {
        at += 2;
        continue;
      }
      if (byte === OPEN_PAREN) depth += 1;
      else if (byte === CLOSE_PAREN && --depth === 0) {
        this.opaque?.(open + 1, at);
        return at + 1;
      }
      at += 1;
    }
    this.opaque?.(open + 1, bytes.length);
    return bytes.length;
  }

  /** A number (signs, digits, one dot) ends where another byte starts; anything else is a keyword. */
  private numberOrKeyword(start: number): TokenKind {
    const bytes = this.bytes;
    const length = bytes.length;
    let at = start;
    if (bytes[at] === PLUS || bytes[at] === MINUS) at += 1;
    if (bytes[at] === MINUS) at += 1;
    let digits = 0;
    let dots = 0;
    while (at < length) {
      const byte = bytes[at]!;
      if (isDigit(byte)) digits += 1;
      else if (byte === DOT && dots === 0) dots += 1;
      else break;
      at += 1;
    }
    if (digits > 0) return this.finish(Token.Number, at);
    at = start;
    while (at < length && CLASS[bytes[at]!] === 0) at += 1;
    return this.finish(Token.Keyword, at);
  }
}

/** Bytes as Latin-1 text; short runs (most tokens) without a call into the runtime. */
export function latin1Text(bytes: Buffer, start: number, end: number): string {
  if (end - start > 32) return bytes.toString('latin1', start, end);
  let text = '';
  for (let at = start; at < end; at += 1) text += String.fromCharCode(bytes[at]!);
  return text;
}

export function parseNumber(bytes: Buffer, start: number, end: number): number {
  if (end - start > 24) return Number.NaN;
  let at = start;
  let negative = false;
  while (at < end && (bytes[at] === PLUS || bytes[at] === MINUS)) {
    if (bytes[at] === MINUS) negative = true;
    at += 1;
  }
  const magnitude = Number.parseFloat(latin1Text(bytes, at, end));
  return negative ? -magnitude : magnitude;
}
