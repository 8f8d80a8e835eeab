import { ResumeRefused } from '../refused';
import { resumeRefusals } from '../resume-refusals';
import type { ActiveContentRules } from './pdf-active-content';
import { PdfLexer, Token } from './pdf-lexer';
import { decodeName, isPlainName, nameSpellings } from './pdf-names';
import { isInteger, PdfDict, PdfKeyword, PdfName, PdfRef, PdfString, type PdfValue } from './pdf-objects';
import { TokenTable } from './token-table';

/** Arrays and dictionaries nest far less than this in any document; deeper is an attack on the parser. */
export const MAX_NESTING = 100;

export interface ScanHooks {
  /**
   * A dictionary at the outermost level followed by the `stream` keyword (which ends at `keywordEnd`):
   * returns the offset where lexing goes on (the `endstream` after the data). Without it, `stream` is a
   * keyword like any other, as inside an object stream.
   */
  stream?(dict: PdfDict, keywordEnd: number): number;
  /** Every value completed at the outermost level, with the index of its first token. */
  outermost?(value: PdfValue, firstToken: number): void;
}

interface Frame {
  items: PdfValue[];
  dict: boolean;
  firstToken: number;
}

/**
 * Reads a buffer from start to end as a reader's parser would read objects: every name is shown to the
 * rules as it is lexed, every dictionary once it closes, whatever object (if any) holds it. Records each
 * token's place, and the first token of each dictionary that would act as an open action.
 */
export class ObjectScanner {
  readonly tokens = new TokenTable();
  /** First tokens of the dictionaries that would act as an open action. */
  readonly actingDictionaries = new Set<number>();

  constructor(
    readonly lexer: PdfLexer,
    private readonly rules: ActiveContentRules,
    private readonly hooks: ScanHooks = {},
  ) {}

  run(): void {
    const { lexer, tokens } = this;
    const bytes = lexer.bytes;
    const frames: Frame[] = [];
    let lastOutermostDict: PdfDict | null = null;
    for (;;) {
      const kind = lexer.next();
      if (kind === Token.End) return;
      const index = tokens.add(kind, lexer.start, lexer.end);
      let value: PdfValue;
      let firstToken = index;
      switch (kind) {
        case Token.Name: {
          const name = decodeName(bytes, lexer.start + 1, lexer.end);
          const spellings = isPlainName(bytes, lexer.start + 1, lexer.end) ? [name] : nameSpellings(bytes, lexer.start + 1, lexer.end);
          this.rules.name(spellings);
          value = new PdfName(name, spellings);
          break;
        }
        case Token.Number:
          value = lexer.number();
          break;
        case Token.String:
        case Token.HexString: {
          const closed = lexer.end - 1 > lexer.start && bytes[lexer.end - 1] === (kind === Token.String ? 0x29 : 0x3e);
          value = new PdfString(bytes, lexer.start + 1, closed ? lexer.end - 1 : lexer.end, kind === Token.HexString);
          break;
        }
        case Token.DictOpen:
        case Token.ArrayOpen:
          if (frames.length >= MAX_NESTING) throw new ResumeRefused(resumeRefusals.unreadable);
          frames.push({ items: [], dict: kind === Token.DictOpen, firstToken: index });
          continue;
        case Token.DictClose:
        case Token.ArrayClose: {
          const frame = frames.at(-1);
          if (!frame || frame.dict !== (kind === Token.DictClose)) {
            value = new PdfKeyword(lexer.text());
            break;
          }
          frames.pop();
          firstToken = frame.firstToken;
          if (frame.dict) {
            const dict = PdfDict.fromItems(frame.items);
            if (this.rules.dict(dict)) this.actingDictionaries.add(frame.firstToken);
            value = dict;
          } else value = frame.items;
          break;
        }
        case Token.Keyword: {
          const word = lexer.text();
          if (word === 'stream' && frames.length === 0 && lastOutermostDict && this.hooks.stream) {
            lexer.position = this.hooks.stream(lastOutermostDict, lexer.end);
            lastOutermostDict = null;
            continue;
          }
          const reference = word === 'R' ? collapseReference(frames.at(-1)) : null;
          if (reference) {
            frames.at(-1)!.items.push(reference);
            continue;
          }
          value = new PdfKeyword(word);
          break;
        }
        default:
          value = new PdfKeyword(lexer.text());
      }
      if (frames.length > 0) {
        frames.at(-1)!.items.push(value);
        continue;
      }
      lastOutermostDict = value instanceof PdfDict ? value : null;
      this.hooks.outermost?.(value, firstToken);
    }
  }
}

/** `num gen R` inside an array or dictionary: the two numbers already pushed become one reference. */
function collapseReference(frame: Frame | undefined): PdfRef | null {
  if (!frame || frame.items.length < 2) return null;
  const num = frame.items.at(-2);
  const gen = frame.items.at(-1);
  if (!isInteger(num) || !isInteger(gen) || num < 0 || gen < 0) return null;
  frame.items.length -= 2;
  return new PdfRef(num, gen);
}
