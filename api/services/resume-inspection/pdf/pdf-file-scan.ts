import type { ActiveContentRules } from './pdf-active-content';
import { isLineEnd, isPdfWhitespace, isRegular, PdfLexer } from './pdf-lexer';
import type { WorkBudget } from '../work-budget';
import { ObjectScanner } from './object-scanner';
import { isInteger, PdfDict, PdfKeyword, PdfName, type PdfValue } from './pdf-objects';
import { OpaqueRegions } from './token-table';

/** A stream whose data must be decoded and read, with where its data lies in the file. */
export interface StreamToRead {
  dict: PdfDict;
  start: number;
  end: number;
}

export interface FileScan {
  scanner: ObjectScanner;
  lexer: PdfLexer;
  opaque: OpaqueRegions;
  objectStreams: StreamToRead[];
  crossReferenceStreams: StreamToRead[];
  /** Tokens ending in `xref` (`xref`, `startxref`): where cross-reference tables may start. */
  crossReferenceKeywords: number[];
}

const ENDSTREAM = Buffer.from('endstream', 'latin1');

/**
 * Reads the whole file as a sequence of tokens and objects, from its first byte to its last: whatever
 * the cross-reference table says, every object written in the file is seen. Stream data is skipped the
 * way readers skip it (by `/Length` when `endstream` follows there, else up to the next `endstream`) and
 * kept aside for the hidden-syntax check; object and cross-reference streams are listed for decoding.
 * An object whose value would act as an open action is noted under its number.
 */
export function scanFile(bytes: Buffer, rules: ActiveContentRules, budget: WorkBudget): FileScan {
  const opaque = new OpaqueRegions();
  const lexer = new PdfLexer(bytes, 0, budget, (start, end) => opaque.add(start, end));
  const objectStreams: StreamToRead[] = [];
  const crossReferenceStreams: StreamToRead[] = [];
  const crossReferenceKeywords: number[] = [];
  const recent: PdfValue[] = [];
  let objectNumber: number | null = null;

  const scanner: ObjectScanner = new ObjectScanner(lexer, rules, {
    stream(dict, keywordEnd) {
      const start = streamDataStart(bytes, keywordEnd);
      const end = streamDataEnd(bytes, dict, start);
      opaque.add(start, end);
      if (dict.has('First') || typeIs(dict, 'ObjStm')) objectStreams.push({ dict, start, end });
      else if (typeIs(dict, 'XRef')) crossReferenceStreams.push({ dict, start, end });
      return end;
    },
    outermost(value, firstToken) {
      if (objectNumber !== null && value instanceof PdfDict && scanner.actingDictionaries.has(firstToken)) rules.actingObjects.add(objectNumber);
      objectNumber = null;
      if (value instanceof PdfKeyword) {
        const [num, gen] = recent;
        if (value.word === 'obj' && isInteger(num) && isInteger(gen) && num >= 0 && gen >= 0) objectNumber = num;
        if (value.word.endsWith('xref')) crossReferenceKeywords.push(firstToken);
      }
      recent.push(value);
      if (recent.length > 2) recent.shift();
    },
  });
  scanner.run();
  return { scanner, lexer, opaque, objectStreams, crossReferenceStreams, crossReferenceKeywords };
}

function typeIs(dict: PdfDict, type: string): boolean {
  return dict.all('Type').some((value) => value instanceof PdfName && value.readsAs(type));
}

/** Stream data starts after the end of the line holding the `stream` keyword (CR, LF or CR LF). */
function streamDataStart(bytes: Buffer, keywordEnd: number): number {
  let at = keywordEnd;
  while (at < bytes.length && !isLineEnd(bytes[at])) at += 1;
  if (bytes[at] === 0x0d) at += 1;
  if (bytes[at] === 0x0a) at += 1;
  return at;
}

function streamDataEnd(bytes: Buffer, dict: PdfDict, start: number): number {
  const length = dict.get('Length');
  if (isInteger(length) && length >= 0 && start + length <= bytes.length && endstreamAt(bytes, skipWhitespace(bytes, start + length))) return start + length;
  const found = bytes.indexOf(ENDSTREAM, start);
  return found < 0 ? bytes.length : found;
}

function skipWhitespace(bytes: Buffer, from: number): number {
  let at = from;
  while (at < bytes.length && isPdfWhitespace(bytes[at]!)) at += 1;
  return at;
}

function endstreamAt(bytes: Buffer, at: number): boolean {
  return bytes.subarray(at, at + ENDSTREAM.length).equals(ENDSTREAM) && !isRegular(bytes[at + ENDSTREAM.length]);
}
