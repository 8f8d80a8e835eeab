import { RE2JS } from 're2js';

/**
 * A form field's `pattern` (written for JavaScript's engine with the `u` flag, as ajv and the browser run it)
 * run on RE2's engine instead, whose time is linear in the text whatever the pattern: a pattern that could
 * backtrack for hours on JavaScript's engine answers in microseconds here. The server checks every value
 * it is sent with this engine.
 *
 * The two engines agree on most syntax; where they read the same text differently, the pattern is rewritten
 * to JavaScript's meaning before RE2 compiles it: `.` (JavaScript's stops at every line terminator, RE2's at
 * `\n` only), `\s` and `\S` (JavaScript's include Unicode spaces), `\uXXXX` and `\u{X}` escapes (RE2 writes
 * `\x{X}`), and the empty classes `[]` and `[^]`. Lookaround and backreferences have no linear-time
 * equivalent: such a pattern does not compile here (UnsupportedPatternError), and the forms' gate refuses it.
 */

export class UnsupportedPatternError extends Error {
  constructor(readonly pattern: string, reason: string) {
    super(reason);
    this.name = 'UnsupportedPatternError';
  }
}

/** The characters JavaScript's `\s` matches, as the inside of a class. */
const JS_SPACES = '\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** What JavaScript's `.` matches without the `s` flag: anything but a line terminator. */
const JS_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';
const ANY = '\\x{0}-\\x{10FFFF}';

const isHex = (text: string) => text.length > 0 && [...text].every((char) => /[0-9A-Fa-f]/.test(char));

/** A `\u` escape at `at` (the backslash): its code point and length, a surrogate pair read as one. */
function unicodeEscape(source: string, at: number): { codePoint: number; length: number } {
  if (source[at + 2] === '{') {
    const close = source.indexOf('}', at + 3);
    const hex = close === -1 ? '' : source.slice(at + 3, close);
    if (!isHex(hex) || hex.length > 6) throw new UnsupportedPatternError(source, 'has a malformed \\u{...} escape');
    return { codePoint: Number.parseInt(hex, 16), length: close + 1 - at };
  }
  const hex = source.slice(at + 2, at + 6);
  if (hex.length !== 4 || !isHex(hex)) throw new UnsupportedPatternError(source, 'has a malformed \\u escape');
  const first = Number.parseInt(hex, 16);
  const low = source.slice(at + 8, at + 12);
  if (first >= 0xd800 && first <= 0xdbff && source.startsWith('\\u', at + 6) && isHex(low) && low.length === 4) {
    const second = Number.parseInt(low, 16);
    if (second >= 0xdc00 && second <= 0xdfff) return { codePoint: 0x10000 + ((first - 0xd800) << 10) + (second - 0xdc00), length: 12 };
  }
  return { codePoint: first, length: 6 };
}

/** The pattern in RE2's syntax, with JavaScript's meaning. */
export function toRe2Syntax(source: string): string {
  let out = '';
  let inClass = false;
  for (let at = 0; at < source.length; ) {
    const char = source[at]!;
    if (char === '\\') {
      const next = source[at + 1];
      if (next === undefined) throw new UnsupportedPatternError(source, 'ends with a lone backslash');
      if (next === 'u') {
        const { codePoint, length } = unicodeEscape(source, at);
        out += `\\x{${codePoint.toString(16).toUpperCase()}}`;
        at += length;
        continue;
      }
      if (next === 's') out += inClass ? JS_SPACES : `[${JS_SPACES}]`;
      else if (next === 'S') {
        if (inClass) throw new UnsupportedPatternError(source, 'uses \\S inside a character class');
        out += `[^${JS_SPACES}]`;
      } else out += char + next;
      at += 2;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      // A [ in a class is itself in JavaScript; RE2 could read [: as the start of a named class.
      out += char === '[' ? '\\[' : char;
      at += 1;
      continue;
    }
    if (char === '[') {
      const negated = source[at + 1] === '^';
      const first = at + (negated ? 2 : 1);
      if (source[first] === ']') {
        // JavaScript's [] matches nothing and [^] anything; RE2 would read the ] as a member.
        out += negated ? `[${ANY}]` : `[^${ANY}]`;
        at = first + 1;
        continue;
      }
      inClass = true;
      out += negated ? '[^' : '[';
      at = first;
      continue;
    }
    out += char === '.' ? JS_DOT : char;
    at += 1;
  }
  return out;
}

export interface LinearPattern {
  test(text: string): boolean;
  toString(): string;
}

/** The pattern compiled for RE2's engine; throws UnsupportedPatternError when it cannot run there. */
export function linearPattern(source: string): LinearPattern {
  const rewritten = toRe2Syntax(source);
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(rewritten);
  } catch (error) {
    throw new UnsupportedPatternError(source, (error as Error).message);
  }
  // ajv keys the patterns of a schema by their toString(): each must name its own source.
  return { test: (text) => compiled.test(text), toString: () => `/${source}/ (linear)` };
}

/**
 * ajv's `code.regExp` option: every `pattern` of a schema compiled by ajv runs on RE2's engine. ajv passes
 * its flags ("u"), which RE2 needs not: it always reads code points.
 */
export const linearRegExpEngine = Object.assign((source: string, _flags: string): LinearPattern => linearPattern(source), {
  code: 'linearPattern',
});
