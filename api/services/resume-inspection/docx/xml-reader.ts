import { ResumeRefused } from '../refused';
import { resumeRefusals } from '../resume-refusals';
import type { WorkBudget } from '../work-budget';

export interface XmlElement {
  /** The namespace URI its prefix (or the default namespace) is bound to; '' for none. */
  namespace: string;
  local: string;
  /** Attribute values as written (references not decoded: see attributeOf), by local name, without namespace declarations. */
  attributes: Map<string, string>;
}

export interface XmlHandler {
  open(element: XmlElement): void;
  close(element: XmlElement): void;
  /**
   * Character data: `source` from `start` to `end`, as written (references not decoded: see
   * decodeEntities) unless `cdata`. Handed over undecoded so that a handler reads only what it needs.
   */
  text(source: string, start: number, end: number, cdata: boolean): void;
}

/** An attribute's value, references decoded. */
export function attributeOf(element: XmlElement, name: string): string | undefined {
  const value = element.attributes.get(name);
  return value === undefined ? undefined : decodeEntities(value);
}

/** Office parts nest a few dozen levels; far deeper is an attack on the reader. */
const MAX_DEPTH = 2000;
/** The longest predefined entity name (`quot`, `apos`). */
const MAX_ENTITY_NAME = 4;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unreadable = () => new ResumeRefused(resumeRefusals.unreadable);

/**
 * Reads an XML part as a stream of elements and text, resolving namespace prefixes, in one pass of
 * index searches (no regular expressions, nothing that backtracks). Comments and processing
 * instructions are skipped, CDATA is text, a DOCTYPE is skipped without defining anything (Office
 * refuses DTDs in its own parts; pictures such as SVG may carry one) and entities other than the five
 * predefined and numeric ones stay as written. Broken structure (a tag never closed, an end tag that
 * does not match) is refused: Office would not read such a part the way this reading does. Each
 * element spends one step of `budget`.
 */
export function readXml(xml: string, handler: XmlHandler, budget: WorkBudget): void {
  const open: Array<{ qualified: string; element: XmlElement; scope: Map<string, string> }> = [];
  const rootScope = new Map<string, string>([['xml', 'http://www.w3.org/XML/1998/namespace']]);
  let scope = rootScope;
  let at = 0;
  while (at < xml.length) {
    const tag = xml.indexOf('<', at);
    if (tag < 0) {
      if (open.length > 0) handler.text(xml, at, xml.length, false);
      break;
    }
    if (tag > at && open.length > 0) handler.text(xml, at, tag, false);
    if (xml.startsWith('<!--', tag)) at = after(xml, '-->', tag + 4);
    else if (xml.startsWith('<![CDATA[', tag)) {
      const end = xml.indexOf(']]>', tag + 9);
      if (end < 0) throw unreadable();
      handler.text(xml, tag + 9, end, true);
      at = end + 3;
    } else if (xml.startsWith('<?', tag)) at = after(xml, '?>', tag + 2);
    else if (xml.startsWith('<!DOCTYPE', tag)) at = afterDoctype(xml, tag + 9);
    else if (xml[tag + 1] === '/') {
      const end = xml.indexOf('>', tag + 2);
      if (end < 0) throw unreadable();
      const qualified = xml.slice(tag + 2, end).trimEnd();
      const top = open.pop();
      if (!top || top.qualified !== qualified) throw unreadable();
      handler.close(top.element);
      scope = open.at(-1)?.scope ?? rootScope;
      at = end + 1;
    } else {
      budget.spend();
      const parsed = readStartTag(xml, tag + 1, scope);
      handler.open(parsed.element);
      if (parsed.selfClosing) handler.close(parsed.element);
      else {
        if (open.length >= MAX_DEPTH) throw unreadable();
        open.push({ qualified: parsed.qualified, element: parsed.element, scope: parsed.scope });
        scope = parsed.scope;
      }
      at = parsed.end;
    }
  }
  if (open.length > 0) throw unreadable();
}

function after(xml: string, terminator: string, from: number): number {
  const end = xml.indexOf(terminator, from);
  if (end < 0) throw unreadable();
  return end + terminator.length;
}

/** Past a DOCTYPE declaration, its internal subset (in brackets) included. */
function afterDoctype(xml: string, from: number): number {
  const close = xml.indexOf('>', from);
  const bracket = xml.indexOf('[', from);
  if (close < 0) throw unreadable();
  if (bracket < 0 || bracket > close) return close + 1;
  const subsetEnd = xml.indexOf(']', bracket);
  if (subsetEnd < 0) throw unreadable();
  return after(xml, '>', subsetEnd);
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r';

function readStartTag(xml: string, from: number, parentScope: Map<string, string>) {
  let at = from;
  while (at < xml.length && !isSpace(xml[at]) && xml[at] !== '>' && xml[at] !== '/') at += 1;
  const qualified = xml.slice(from, at);
  if (qualified.length === 0) throw unreadable();
  const raw: Array<[string, string]> = [];
  for (;;) {
    while (isSpace(xml[at])) at += 1;
    if (at >= xml.length) throw unreadable();
    if (xml[at] === '>' || xml.startsWith('/>', at)) break;
    const nameStart = at;
    while (at < xml.length && !isSpace(xml[at]) && xml[at] !== '=' && xml[at] !== '>' && xml[at] !== '/') at += 1;
    const name = xml.slice(nameStart, at);
    while (isSpace(xml[at])) at += 1;
    if (xml[at] !== '=' || name.length === 0) throw unreadable();
    at += 1;
    while (isSpace(xml[at])) at += 1;
    const quote = xml[at];
    if (quote !== '"' && quote !== "'") throw unreadable();
    const valueEnd = xml.indexOf(quote, at + 1);
    if (valueEnd < 0) throw unreadable();
    const value = xml.slice(at + 1, valueEnd);
    if (value.includes('<')) throw unreadable();
    raw.push([name, value]);
    at = valueEnd + 1;
  }
  const selfClosing = xml[at] === '/';
  const end = at + (selfClosing ? 2 : 1);

  let scope = parentScope;
  const attributes = new Map<string, string>();
  for (const [name, value] of raw) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      if (scope === parentScope) scope = new Map(parentScope);
      scope.set(name === 'xmlns' ? '' : name.slice(6), decodeEntities(value));
    } else attributes.set(localName(name), value);
  }
  const colon = qualified.indexOf(':');
  const prefix = colon < 0 ? '' : qualified.slice(0, colon);
  const element: XmlElement = { namespace: scope.get(prefix) ?? '', local: qualified.slice(colon + 1), attributes };
  return { qualified, element, scope, selfClosing, end };
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The five predefined entities and character references decoded; any other stays as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  const reader = new ReferenceReader(text, 0, text.length, false);
  let out = '';
  for (let char = reader.next(); char !== null; char = reader.next()) out += char;
  return out;
}

/** Reads character data one character at a time, decoding references as it goes: no copy of the whole. */
export class ReferenceReader {
  constructor(
    private readonly source: string,
    private at: number,
    private readonly end: number,
    private readonly cdata: boolean,
  ) {}

  /** The next character (or the text a reference stands for), null at the end. */
  next(): string | null {
    if (this.at >= this.end) return null;
    const char = this.source[this.at]!;
    if (char !== '&' || this.cdata) {
      this.at += 1;
      return char;
    }
    const reference = this.reference();
    if (reference === null) {
      this.at += 1;
      return '&';
    }
    return reference;
  }

  /** The reference starting at `at` (`&amp;`, `&#68;`, `&#x0044;`: any number of digits), moving past it. */
  private reference(): string | null {
    const { source, end } = this;
    let cursor = this.at + 1;
    let decoded: string | null = null;
    if (source[cursor] === '#') {
      const hex = source[cursor + 1] === 'x' || source[cursor + 1] === 'X';
      cursor += hex ? 2 : 1;
      const digitsStart = cursor;
      while (cursor < end && isDigitOf(source.charCodeAt(cursor), hex)) cursor += 1;
      if (cursor === digitsStart) return null;
      const code = Number.parseInt(source.slice(digitsStart, cursor), hex ? 16 : 10);
      if (code <= 0x10ffff) decoded = String.fromCodePoint(code);
    } else {
      while (cursor < end && cursor - this.at <= MAX_ENTITY_NAME && isLetter(source.charCodeAt(cursor))) cursor += 1;
      const name = source.slice(this.at + 1, cursor);
      decoded = Object.hasOwn(PREDEFINED, name) ? PREDEFINED[name]! : null;
    }
    if (decoded === null || cursor >= end || source[cursor] !== ';') return null;
    this.at = cursor + 1;
    return decoded;
  }
}

const isLetter = (code: number) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isDigitOf = (code: number, hex: boolean) => (code >= 0x30 && code <= 0x39) || (hex && ((code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66)));
