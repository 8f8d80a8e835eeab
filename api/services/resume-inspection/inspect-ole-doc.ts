import { resumeRefusals, type ResumeRefusal } from './resume-refusals';

/** Storages and streams that hold a Word 97-2003 document's VBA macros. */
const MACRO_STORAGES = new Set(['macros', 'vba', '_vba_project', '_vba_project_cur', 'vbaproject']);
const DIRECTORY_ENTRY_SIZE = 128;

/**
 * Why an old Word file (an OLE compound file) is refused, or null: when it has a macros storage. A
 * compound file's directory entries are 128-byte records aligned in its sectors after the 512-byte
 * header; every aligned record is read as one (a storage or stream whose UTF-16 name is one of the
 * macro names), so no chain of sectors has to be trusted and a directory cannot hide from the scan.
 */
export function inspectOleDoc(bytes: Buffer): ResumeRefusal | null {
  for (let at = 512; at + DIRECTORY_ENTRY_SIZE <= bytes.length; at += DIRECTORY_ENTRY_SIZE) {
    const nameLength = bytes.readUInt16LE(at + 64);
    const type = bytes[at + 66];
    if (nameLength < 4 || nameLength > 64 || nameLength % 2 !== 0 || (type !== 1 && type !== 2)) continue;
    const name = bytes.subarray(at, at + nameLength - 2).toString('utf16le').toLowerCase();
    if (MACRO_STORAGES.has(name)) return resumeRefusals.macros;
  }
  return null;
}
