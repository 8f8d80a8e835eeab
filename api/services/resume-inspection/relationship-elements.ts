import { isWhitespace } from '../../../engine/trim-characters';

/**
 * The `<Relationship ...>` elements of a DOCX relationship part (any namespace prefix) and their attributes
 * as written, read in one pass. An uploaded file's XML is the visitor's text: the patterns this replaces
 * (`<(?:[\w.-]+:)?Relationship\b([^>]*)>` and `([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')`) rescanned the part
 * from every `<` or letter of a long run, which took quadratic time on a crafted part of two megabytes.
 */

const isWordChar = (char: string | undefined) => char !== undefined && /[A-Za-z0-9_]/.test(char);
const isPrefixChar = (char: string | undefined) => isWordChar(char) || char === '.' || char === '-';
const isAttributeNameChar = (char: string | undefined) => isPrefixChar(char) || char === ':';

const ELEMENT = 'Relationship';

/** The first index of `char` at or after `from`, remembered while `from` only grows. */
function nextIndexOf(text: string, char: string): (from: number) => number {
  let known = -2;
  return (from) => {
    if (known === -1 || known >= from) return known;
    known = text.indexOf(char, from);
    return known;
  };
}

/** Where the element's name ends when a Relationship element starts at `open` (a `<`), else -1. */
function relationshipNameEnd(xml: string, open: number): number {
  let prefixEnd = open + 1;
  while (isPrefixChar(xml[prefixEnd])) prefixEnd += 1;
  const named = (at: number) => xml.startsWith(ELEMENT, at) && !isWordChar(xml[at + ELEMENT.length]);
  if (prefixEnd > open + 1 && xml[prefixEnd] === ':' && named(prefixEnd + 1)) return prefixEnd + 1 + ELEMENT.length;
  return named(open + 1) ? open + 1 + ELEMENT.length : -1;
}

/** The text between each Relationship element's name and its `>`. */
export function relationshipElements(xml: string): string[] {
  const elements: string[] = [];
  const nextClose = nextIndexOf(xml, '>');
  for (let open = xml.indexOf('<'); open !== -1; ) {
    const nameEnd = relationshipNameEnd(xml, open);
    const close = nameEnd === -1 ? -1 : nextClose(nameEnd);
    if (nameEnd !== -1 && close === -1) break;
    if (close === -1) {
      open = xml.indexOf('<', open + 1);
      continue;
    }
    elements.push(xml.slice(nameEnd, close));
    open = xml.indexOf('<', close + 1);
  }
  return elements;
}

/** The `name="value"` and `name='value'` pairs of an element's text, in order, values as written. */
export function elementAttributes(text: string): Array<[name: string, value: string]> {
  const attributes: Array<[string, string]> = [];
  const nextQuote = { '"': nextIndexOf(text, '"'), "'": nextIndexOf(text, "'") };
  let at = 0;
  while (at < text.length) {
    if (!isAttributeNameChar(text[at])) {
      at += 1;
      continue;
    }
    let nameEnd = at;
    while (isAttributeNameChar(text[nameEnd])) nameEnd += 1;
    let cursor = nameEnd;
    while (cursor < text.length && isWhitespace(text[cursor]!)) cursor += 1;
    if (text[cursor] === '=') {
      cursor += 1;
      while (cursor < text.length && isWhitespace(text[cursor]!)) cursor += 1;
      const quote = text[cursor];
      const close = quote === '"' || quote === "'" ? nextQuote[quote](cursor + 1) : -1;
      if (close !== -1) {
        attributes.push([text.slice(at, nameEnd), text.slice(cursor + 1, close)]);
        at = close + 1;
        continue;
      }
    }
    at = nameEnd;
  }
  return attributes;
}
