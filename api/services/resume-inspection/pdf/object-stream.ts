import { ResumeRefused } from '../refused';
import { resumeRefusals } from '../resume-refusals';
import type { ActiveContentRules } from './pdf-active-content';
import { PdfLexer, Token } from './pdf-lexer';
import type { WorkBudget } from '../work-budget';
import { ObjectScanner } from './object-scanner';
import { isInteger, type PdfDict } from './pdf-objects';
import { insideComment } from './token-table';

/** Object streams hold a few hundred objects in practice. */
const MAX_OBJECTS_PER_STREAM = 100_000;
const unreadable = () => new ResumeRefused(resumeRefusals.unreadable);

/**
 * Reads a decoded object stream: its whole content as objects (so every name and dictionary is checked
 * whatever its header says), then each object where its header places it, as a reader fetches it. A
 * header offset inside a string or comment would make a reader parse text this reading took as data,
 * so it is refused; one inside another token only yields a fragment of that token.
 */
export function readObjectStream(dict: PdfDict, decoded: Buffer, rules: ActiveContentRules, budget: WorkBudget): void {
  const count = dict.get('N');
  const first = dict.get('First');
  if (!isInteger(count) || !isInteger(first) || count < 0 || first < 0 || count > MAX_OBJECTS_PER_STREAM) throw unreadable();

  const header = new PdfLexer(decoded, 0, budget);
  const numbers: number[] = [];
  const offsets: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const num = header.next() === Token.Number ? header.number() : Number.NaN;
    const offset = header.next() === Token.Number ? header.number() : Number.NaN;
    if (!Number.isInteger(num) || !Number.isInteger(offset) || num < 0 || offset < 0) throw unreadable();
    numbers.push(num);
    offsets.push(first + offset);
  }

  const lexer = new PdfLexer(decoded, 0, budget);
  const scanner = new ObjectScanner(lexer, rules);
  scanner.run();
  const { tokens } = scanner;
  for (const [index, offset] of offsets.entries()) {
    if (offset >= decoded.length) continue;
    if (insideComment(lexer.comments, offset)) throw unreadable();
    const token = tokens.lastStartingAtOrBefore(offset);
    if (token >= 0 && offset > tokens.starts[token]! && offset < tokens.ends[token]!) {
      const kind = tokens.kinds[token];
      if (kind === Token.String || kind === Token.HexString) throw unreadable();
      continue;
    }
    const valueToken = token >= 0 && tokens.starts[token] === offset ? token : token + 1;
    if (scanner.actingDictionaries.has(valueToken)) rules.actingObjects.add(numbers[index]!);
  }
}
