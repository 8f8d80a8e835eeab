import { inflateCapped } from './inflate-capped';
import { MAX_EXPANDED_BYTES, resumeRefusals, type ResumeRefusal } from './resume-refusals';

/** Readers accept the `%PDF-` header anywhere in the first kilobyte; past that a file is not a PDF. */
export const PDF_HEADER_WINDOW = 1024;
/** How far HTML markup is looked for: browsers decide a file is a web page from its first bytes. */
const MARKUP_WINDOW = 8 * 1024;
const MARKUP = /<\s*(!doctype\s+html|html|head|body|script|iframe|svg|object|embed|meta|img|a\s+href)\b/i;

/** Names whose presence means the PDF can run script, start programs or carry other files. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'FileAttachment']);

/** The offset of the `%PDF-` header when it starts within the first kilobyte, else -1. */
export function pdfHeaderOffset(bytes: Buffer): number {
  const at = bytes.subarray(0, PDF_HEADER_WINDOW + 5).indexOf('%PDF-', 0, 'latin1');
  return at >= 0 && at < PDF_HEADER_WINDOW ? at : -1;
}

/**
 * Why a PDF is refused, or null when it is fine: HTML markup in its first kilobytes (a file a browser
 * would render as a web page), or active content (JavaScript, launch actions, embedded or attached files).
 * Names are compared as a PDF reader decodes them (`/J#61vaScript` is `/JavaScript`), in the file's own
 * bytes and inside its compressed object streams, which are inflated under the same 50 MB cap as a DOCX.
 * The scan looks at every name in the file, so a PDF that merely mentions one of these names in
 * uncompressed text is refused too: safety over cleverness.
 */
export async function inspectPdf(bytes: Buffer): Promise<ResumeRefusal | null> {
  if (pdfHeaderOffset(bytes) < 0) return resumeRefusals.unreadable;
  const text = bytes.toString('latin1');
  if (MARKUP.test(text.slice(0, MARKUP_WINDOW))) return resumeRefusals.pdfMarkup;
  if (hasActiveName(text)) return resumeRefusals.pdfActiveContent;

  let budget = MAX_EXPANDED_BYTES;
  for (const stream of objectStreams(text)) {
    if (stream.unsupported) return resumeRefusals.unreadable;
    if (!stream.deflated) continue;
    let inflated;
    try {
      inflated = await inflateCapped(bytes.subarray(stream.start, stream.end), { cap: budget, raw: false, keep: true });
    } catch {
      return resumeRefusals.unreadable;
    }
    if (inflated.overCap) return resumeRefusals.expandsTooLarge;
    budget -= inflated.size;
    if (hasActiveName(inflated.content!.toString('latin1'))) return resumeRefusals.pdfActiveContent;
  }
  return null;
}

/** Every PDF name token, decoded (`#xx` escapes), checked against the active names. */
function hasActiveName(text: string): boolean {
  for (const match of text.matchAll(/\/([^\s/<>[\](){}%]*)/g)) {
    const name = match[1]!;
    const decoded = name.includes('#') ? name.replace(/#([0-9a-fA-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : name;
    if (ACTIVE_NAMES.has(decoded)) return true;
  }
  return false;
}

interface ObjectStream {
  start: number;
  end: number;
  /** FlateDecode, the one filter object streams are read through. */
  deflated: boolean;
  /** Another filter, or a predictor, that would hide names from the scan. */
  unsupported: boolean;
}

/** The data of each compressed object stream (`/Type /ObjStm`), where objects may sit out of plain sight. */
function* objectStreams(text: string): Generator<ObjectStream> {
  for (const match of text.matchAll(/stream(\r\n|\n|\r)/g)) {
    const keyword = match.index;
    if (keyword >= 3 && text.slice(keyword - 3, keyword) === 'end') continue;
    const objectStart = text.lastIndexOf(' obj', keyword);
    const dictionary = decodeNames(text.slice(Math.max(objectStart, keyword - 4096), keyword));
    if (!/\/ObjStm\b/.test(dictionary)) continue;
    const start = keyword + match[0].length;
    const endKeyword = text.indexOf('endstream', start);
    const end = endKeyword < 0 ? text.length : endKeyword;
    const filters = [...dictionary.matchAll(/\/(FlateDecode|Fl|ASCIIHexDecode|AHx|ASCII85Decode|A85|LZWDecode|LZW|RunLengthDecode|RL|Crypt)\b/g)].map((filter) => filter[1]);
    const deflated = filters.length === 1 && (filters[0] === 'FlateDecode' || filters[0] === 'Fl');
    const unsupported = (filters.length > 0 && !deflated) || /\/(DecodeParms|DP)\b/.test(dictionary);
    yield { start, end, deflated, unsupported };
  }
}

const decodeNames = (text: string) => text.replace(/#([0-9a-fA-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
