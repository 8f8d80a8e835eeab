import { ResumeRefused } from '../refused';
import { resumeRefusals } from '../resume-refusals';
import { isDigit, parseNumber, Token } from './pdf-lexer';
import { isInteger, type PdfDict, type PdfValue } from './pdf-objects';
import { insideComment, type TokenTable } from './token-table';

const unreadable = () => new ResumeRefused(resumeRefusals.unreadable);

/** The offsets of in-use entries of the cross-reference tables following each `xref` keyword. */
export function tableOffsets(bytes: Buffer, tokens: TokenTable, keywords: number[]): number[] {
  const offsets: number[] = [];
  const numberAt = (index: number) => (tokens.kinds[index] === Token.Number ? parseNumber(bytes, tokens.starts[index]!, tokens.ends[index]!) : Number.NaN);
  for (const keyword of keywords) {
    let index = keyword + 1;
    sections: while (index + 1 < tokens.count) {
      const count = numberAt(index + 1);
      if (!Number.isInteger(numberAt(index)) || !Number.isInteger(count)) break;
      index += 2;
      for (let entry = 0; entry < count; entry += 1, index += 3) {
        if (index + 2 >= tokens.count || tokens.kinds[index + 2] !== Token.Keyword) break sections;
        const type = bytes.toString('latin1', tokens.starts[index + 2]!, tokens.ends[index + 2]!);
        if (type === 'n') offsets.push(numberAt(index));
        else if (type !== 'f') break sections;
      }
    }
  }
  return offsets;
}

/** The offsets of type-1 (in-use, uncompressed) entries of a decoded cross-reference stream. */
export function streamOffsets(dict: PdfDict, decoded: Buffer): number[] {
  const widths = dict.get('W');
  if (!Array.isArray(widths) || widths.length < 3 || !widths.slice(0, 3).every((width) => isInteger(width) && width >= 0 && width <= 8)) throw unreadable();
  const [typeWidth, offsetWidth, generationWidth] = widths as number[];
  const entrySize = typeWidth! + offsetWidth! + generationWidth!;
  if (entrySize === 0) throw unreadable();
  const size = dict.get('Size');
  const index: PdfValue = dict.get('Index') ?? [0, isInteger(size) ? size : 0];
  if (!Array.isArray(index) || index.length % 2 !== 0 || !index.every(isInteger)) throw unreadable();
  const read = (at: number, width: number) => {
    let value = 0;
    for (let byte = 0; byte < width; byte += 1) value = value * 256 + decoded[at + byte]!;
    return value;
  };
  const offsets: number[] = [];
  let at = 0;
  for (let pair = 0; pair < index.length; pair += 2) {
    for (let entry = 0; entry < (index[pair + 1] as number) && at + entrySize <= decoded.length; entry += 1, at += entrySize) {
      const type = typeWidth === 0 ? 1 : read(at, typeWidth!);
      if (type === 1) offsets.push(read(at + typeWidth!, offsetWidth!));
    }
  }
  return offsets;
}

/**
 * Whether a cross-reference offset sends a reader where this inspection read something else: into a
 * comment, or into the middle of a token at a digit (`15 0 obj` read from its `5` is object 5, an
 * object this inspection knew as 15). Offsets into strings and stream data are covered by the
 * hidden-syntax check; offsets past the end or between tokens lead readers where this reading went.
 */
export function offsetMisleads(bytes: Buffer, tokens: TokenTable, comments: readonly number[], offset: number): boolean {
  if (!Number.isInteger(offset) || offset < 0 || offset >= bytes.length) return false;
  if (insideComment(comments, offset)) return true;
  const token = tokens.lastStartingAtOrBefore(offset);
  if (token < 0 || offset === tokens.starts[token] || offset >= tokens.ends[token]!) return false;
  const kind = tokens.kinds[token];
  return kind !== Token.String && kind !== Token.HexString && isDigit(bytes[offset]);
}
