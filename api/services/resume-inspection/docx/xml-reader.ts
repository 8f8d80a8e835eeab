import { ResumeRefused } from '../refused';
import { resumeRefusals } from '../resume-refusals';
import type { WorkBudget } from '../work-budget';

export interface XmlElement {
  /** The namespace URI its prefix (or the default namespace) is bound to; '' for none. */
  namespace: string;
  local: string;
  /** Attributes by local name, entities decoded (namespace declarations left out). */
  attributes: Map<string, string>;
}

export interface XmlHandler {
  open(element: XmlElement): void;
  close(element: XmlElement): void;
  text(text: string): void;
}

/** Office parts nest a few dozen levels; far deeper is an attack on the reader. */
const MAX_DEPTH = 2000;
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
      if (open.length > 0) handler.text(decodeEntities(xml.slice(at)));
      break;
    }
    if (tag > at && open.length > 0) handler.text(decodeEntities(xml.slice(at, tag)));
    if (xml.startsWith('<!--', tag)) at = after(xml, '-->', tag + 4);
    else if (xml.startsWith('<![CDATA[', tag)) {
      const end = xml.indexOf(']]>', tag + 9);
      if (end < 0) throw unreadable();
      handler.text(xml.slice(tag + 9, end));
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
    raw.push([name, decodeEntities(value)]);
    at = valueEnd + 1;
  }
  const selfClosing = xml[at] === '/';
  const end = at + (selfClosing ? 2 : 1);

  let scope = parentScope;
  const attributes = new Map<string, string>();
  for (const [name, value] of raw) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      if (scope === parentScope) scope = new Map(parentScope);
      scope.set(name === 'xmlns' ? '' : name.slice(6), value);
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
  let out = '';
  let at = 0;
  for (let amp = text.indexOf('&'); amp >= 0; amp = text.indexOf('&', at)) {
    out += text.slice(at, amp);
    const semicolon = text.indexOf(';', amp + 1);
    const name = semicolon < 0 || semicolon - amp > 12 ? null : text.slice(amp + 1, semicolon);
    const decoded = name === null ? null : decodeEntity(name);
    if (decoded === null) {
      out += '&';
      at = amp + 1;
    } else {
      out += decoded;
      at = semicolon + 1;
    }
  }
  return out + text.slice(at);
}

function decodeEntity(name: string): string | null {
  if (PREDEFINED[name] !== undefined) return PREDEFINED[name]!;
  if (name[0] !== '#') return null;
  const hex = name[1] === 'x' || name[1] === 'X';
  const digits = name.slice(hex ? 2 : 1);
  if (digits.length === 0) return null;
  for (const char of digits) if (!(hex ? '0123456789abcdefABCDEF' : '0123456789').includes(char)) return null;
  const code = Number.parseInt(digits, hex ? 16 : 10);
  return code <= 0x10ffff ? String.fromCodePoint(code) : null;
}
