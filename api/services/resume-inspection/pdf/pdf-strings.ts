import type { PdfString } from './pdf-objects';

const ESCAPES: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };

/** A string's bytes once its escapes (or hex digits) are decoded. */
export function stringBytes(value: PdfString): Buffer {
  return value.hex ? hexBytes(value.raw) : literalBytes(value.raw);
}

/** A string's text: UTF-16BE or UTF-8 after their byte-order marks, else one character per byte. */
export function stringText(value: PdfString): string {
  const bytes = stringBytes(value);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2))).swap16().toString('utf16le');
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  return bytes.toString('latin1', 0, bytes.length);
}

function literalBytes(raw: Buffer): Buffer {
  const out: number[] = [];
  let at = 0;
  while (at < raw.length) {
    const byte = raw[at]!;
    if (byte === 0x0d) {
      out.push(0x0a);
      at += raw[at + 1] === 0x0a ? 2 : 1;
      continue;
    }
    if (byte !== 0x5c) {
      out.push(byte);
      at += 1;
      continue;
    }
    const escaped = raw[at + 1];
    at += 2;
    if (escaped === undefined) break;
    if (escaped >= 0x30 && escaped <= 0x37) {
      let code = escaped - 0x30;
      for (let digits = 1; digits < 3 && raw[at] !== undefined && raw[at]! >= 0x30 && raw[at]! <= 0x37; digits += 1) code = code * 8 + raw[at++]! - 0x30;
      out.push(code & 0xff);
    } else if (escaped === 0x0d) {
      if (raw[at] === 0x0a) at += 1;
    } else if (escaped !== 0x0a) {
      out.push(ESCAPES[escaped] ?? escaped);
    }
  }
  return Buffer.from(out);
}

function hexBytes(raw: Buffer): Buffer {
  const out: number[] = [];
  let high = -1;
  for (const byte of raw) {
    const digit = byte >= 0x30 && byte <= 0x39 ? byte - 0x30 : byte >= 0x41 && byte <= 0x46 ? byte - 0x37 : byte >= 0x61 && byte <= 0x66 ? byte - 0x57 : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      out.push(high * 16 + digit);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return Buffer.from(out);
}
