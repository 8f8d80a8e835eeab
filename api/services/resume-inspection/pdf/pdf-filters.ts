import { inflateCapped } from '../inflate-capped';
import { ResumeRefused } from '../refused';
import { resumeRefusals } from '../resume-refusals';
import { PdfDict, PdfKeyword, PdfName, type PdfValue } from './pdf-objects';
import { undoPredictor } from './pdf-predictors';

/** What one file's streams may still expand to, shared by every stream decoded. */
export class ExpansionBudget {
  constructor(public remaining: number) {}
  spend(bytes: number): void {
    this.remaining -= bytes;
    if (this.remaining < 0) throw new ResumeRefused(resumeRefusals.expandsTooLarge);
  }
}

const FILTER_NAMES: Record<string, string> = { Fl: 'FlateDecode', AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode', RL: 'RunLengthDecode', LZW: 'LZWDecode' };
const unreadable = () => new ResumeRefused(resumeRefusals.unreadable);

/**
 * The decoded data of a stream whose content must be read (an object stream, a cross-reference stream):
 * FlateDecode (with PNG or TIFF predictors), ASCIIHexDecode, ASCII85Decode and RunLengthDecode, in any
 * chain, each step counted against the budget. Anything else (LZW, Crypt, image codecs, filters or
 * parameters given by reference, data kept in another file) is refused: what cannot be read cannot be
 * checked.
 */
export async function decodeStream(dict: PdfDict, data: Buffer, budget: ExpansionBudget): Promise<Buffer> {
  if (dict.has('F') || dict.has('FFilter')) throw unreadable();
  const filters = listOf(dict.get('Filter'));
  const parameters = listOf(dict.get('DecodeParms') ?? dict.get('DP'));
  let decoded = data;
  for (const [index, filter] of filters.entries()) {
    if (!(filter instanceof PdfName)) throw unreadable();
    const parameter = parameters[index];
    const parms = parameter instanceof PdfDict ? parameter : null;
    if (parameter !== undefined && !parms && !(parameter instanceof PdfKeyword && parameter.word === 'null')) throw unreadable();
    decoded = await decodeOne(FILTER_NAMES[filter.name] ?? filter.name, decoded, parms, budget);
  }
  return decoded;
}

function listOf(value: PdfValue | undefined): PdfValue[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

async function decodeOne(filter: string, data: Buffer, parms: PdfDict | null, budget: ExpansionBudget): Promise<Buffer> {
  switch (filter) {
    case 'FlateDecode': {
      let inflated;
      try {
        inflated = await inflateCapped(data, { cap: Math.max(0, budget.remaining), raw: false, keep: true });
      } catch {
        throw unreadable();
      }
      if (inflated.overCap) throw new ResumeRefused(resumeRefusals.expandsTooLarge);
      budget.spend(inflated.size);
      return parms ? undoPredictor(inflated.content!, parms) : inflated.content!;
    }
    case 'ASCIIHexDecode':
      return spent(budget, asciiHex(data));
    case 'ASCII85Decode':
      return spent(budget, ascii85(data));
    case 'RunLengthDecode':
      return spent(budget, runLength(data, budget.remaining));
    default:
      throw unreadable();
  }
}

function spent(budget: ExpansionBudget, decoded: Buffer): Buffer {
  budget.spend(decoded.length);
  return decoded;
}

function asciiHex(data: Buffer): Buffer {
  const out = Buffer.alloc(Math.ceil(data.length / 2));
  let length = 0;
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break;
    const digit = byte >= 0x30 && byte <= 0x39 ? byte - 0x30 : byte >= 0x41 && byte <= 0x46 ? byte - 0x37 : byte >= 0x61 && byte <= 0x66 ? byte - 0x57 : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      out[length++] = high * 16 + digit;
      high = -1;
    }
  }
  if (high >= 0) out[length++] = high * 16;
  return out.subarray(0, length);
}

function ascii85(data: Buffer): Buffer {
  const out = Buffer.alloc(data.length * 4 + 4);
  let length = 0;
  const group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    if (value > 0xffffffff) throw unreadable();
    for (let byte = 0; byte < count - 1; byte += 1) out[length++] = (value >>> (24 - 8 * byte)) & 0xff;
    group.length = 0;
  };
  for (let at = 0; at < data.length; at += 1) {
    const byte = data[at]!;
    if (byte === 0x7e) break;
    if (byte <= 0x20) continue;
    if (byte === 0x7a && group.length === 0) {
      length += 4;
      continue;
    }
    if (byte < 0x21 || byte > 0x75) throw unreadable();
    group.push(byte - 0x21);
    if (group.length === 5) flush(5);
  }
  if (group.length === 1) throw unreadable();
  if (group.length > 0) flush(group.length);
  return out.subarray(0, length);
}

function runLength(data: Buffer, cap: number): Buffer {
  let out = Buffer.alloc(Math.min(cap, Math.max(1024, data.length * 2)));
  let size = 0;
  let at = 0;
  while (at < data.length) {
    const length = data[at]!;
    if (length === 128) break;
    const count = length < 128 ? Math.min(length + 1, data.length - at - 1) : 257 - length;
    if (size + count > cap) throw new ResumeRefused(resumeRefusals.expandsTooLarge);
    if (size + count > out.length) {
      const grown = Buffer.alloc(Math.min(cap, Math.max(out.length * 2, size + count)));
      out.copy(grown, 0, 0, size);
      out = grown;
    }
    if (length < 128) data.copy(out, size, at + 1, at + 1 + count);
    else out.fill(data[at + 1] ?? 0, size, size + count);
    size += count;
    at += length < 128 ? length + 2 : 2;
  }
  return out.subarray(0, size);
}
