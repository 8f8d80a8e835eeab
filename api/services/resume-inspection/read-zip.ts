/** One file of a zip archive as its central directory lists it, with its still-compressed bytes. */
export interface ZipEntry {
  /** The name, lowercased, with backslashes read as slashes. */
  name: string;
  /** 0: stored, 8: deflated (the only methods read). */
  method: number;
  data: Buffer;
}

export type ZipListing = { ok: true; entries: ZipEntry[] } | { ok: false };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A resume has a few dozen parts; thousands are a trick, not a document. */
export const MAX_ZIP_ENTRIES = 2000;

/**
 * The entries of a zip held in memory, from its central directory (what Word reads). Anything unusual for
 * a document under 4 MB is refused rather than guessed at: several disks or zip64, encryption, methods
 * other than stored and deflate, offsets or lengths outside the file, too many entries.
 */
export function readZip(bytes: Buffer): ZipListing {
  const end = findEndOfDirectory(bytes);
  if (end < 0) return { ok: false };
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0) return { ok: false };
  if (count === 0xffff || directoryOffset === 0xffffffff || count > MAX_ZIP_ENTRIES) return { ok: false };
  if (directoryOffset + directorySize > end) return { ok: false };

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return { ok: false };
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > end) return { ok: false };
    const name = bytes.subarray(at + 46, nameEnd).toString(flags & 0x800 ? 'utf8' : 'latin1');
    at = nameEnd + extraLength + commentLength;

    if (flags & 0x1 || (method !== 0 && method !== 8)) return { ok: false };
    if (compressedSize === 0xffffffff || localOffset === 0xffffffff) return { ok: false };
    if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_HEADER) return { ok: false };
    const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > bytes.length) return { ok: false };
    entries.push({ name: name.replace(/\\/g, '/').toLowerCase(), method, data: bytes.subarray(dataStart, dataStart + compressedSize) });
  }
  return { ok: true, entries };
}

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}
