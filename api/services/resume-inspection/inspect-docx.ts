import { RelationshipChecks } from './docx/relationship-checks';
import { WordPartChecks } from './docx/word-part-checks';
import { readXml } from './docx/xml-reader';
import { inflateCapped } from './inflate-capped';
import { readZip, type ZipEntry } from './read-zip';
import { refusalOf, ResumeRefused } from './refused';
import { MAX_EXPANDED_BYTES, resumeRefusals, type ResumeRefusal } from './resume-refusals';
import { WorkBudget } from './work-budget';

/** A resume's XML parts are at most a few megabytes; a bigger one is not read but refused. */
const MAX_XML_PART_BYTES = 16 * 1024 * 1024;
/**
 * Elements read across all parts. A resume has tens of thousands, a hundred-page report a few hundred
 * thousand; a million take well under a second even on the densest XML (`<w:p/>` after `<w:p/>`).
 */
export const MAX_XML_ELEMENTS = 1_000_000;

/** Parts that hold or run code, or another program's content: VBA, ActiveX, embedded objects. */
const CODE_PARTS = ['vbaproject.bin', 'vbadata.xml'];
const CODE_FOLDERS = ['activex/', 'embeddings/'];
const isCodePart = (name: string) =>
  CODE_PARTS.some((part) => name === part || name.endsWith(`/${part}`)) || CODE_FOLDERS.some((folder) => name.startsWith(folder) || name.includes(`/${folder}`));
/** Content types that only macro-enabled documents, ActiveX controls and OLE objects use. */
const CODE_CONTENT_TYPES = ['macroenabled', 'vbaproject', 'activex', 'oleobject'];

/**
 * Why a DOCX (a zip of parts) is refused, or null when it is fine. Every part is inflated with a running
 * cap (whatever sizes the archive declares; over 50 MB in total is refused), and every part that is XML
 * (by its name or its first byte: Word finds parts through relationships, not names) is parsed:
 * relationship parts for external targets and embedded objects (RelationshipChecks), every other part
 * for field codes, embedded objects and controls (WordPartChecks). Parts holding macros, ActiveX
 * controls or embedded objects are refused by name, and a macro-enabled or OLE content type as well.
 */
export async function inspectDocx(bytes: Buffer): Promise<ResumeRefusal | null> {
  const zip = readZip(bytes);
  if (!zip.ok) return resumeRefusals.unreadable;
  return refusalOf(async () => {
    const elements = new WorkBudget(MAX_XML_ELEMENTS);
    let budget = MAX_EXPANDED_BYTES;
    for (const entry of zip.entries) {
      if (isCodePart(entry.name)) throw new ResumeRefused(resumeRefusals.macros);
      const expanded = await expand(entry, budget);
      budget -= expanded.size;
      const xml = xmlText(expanded.start);
      const namedXml = entry.name.endsWith('.xml') || entry.name.endsWith('.rels');
      if (xml === null && (!namedXml || expanded.size === 0)) continue;
      if (expanded.size > MAX_XML_PART_BYTES || xml === null) throw new ResumeRefused(resumeRefusals.unreadable);
      checkXmlPart(entry.name, xml, elements);
    }
  });
}

function checkXmlPart(name: string, xml: string, elements: WorkBudget): void {
  if (name === '[content_types].xml') {
    const lower = xml.toLowerCase();
    if (CODE_CONTENT_TYPES.some((type) => lower.includes(type))) throw new ResumeRefused(resumeRefusals.macros);
    return;
  }
  if (name.endsWith('.rels')) {
    readXml(xml, new RelationshipChecks(), elements);
    return;
  }
  const checks = new WordPartChecks();
  readXml(xml, checks, elements);
  checks.finish();
}

/** An entry's expanded size, and its first MAX_XML_PART_BYTES bytes. */
async function expand(entry: ZipEntry, cap: number): Promise<{ size: number; start: Buffer }> {
  if (entry.method === 0) {
    if (entry.data.length > cap) throw new ResumeRefused(resumeRefusals.expandsTooLarge);
    return { size: entry.data.length, start: entry.data.subarray(0, MAX_XML_PART_BYTES) };
  }
  let inflated;
  try {
    inflated = await inflateCapped(entry.data, { cap, raw: true, keep: MAX_XML_PART_BYTES });
  } catch {
    throw new ResumeRefused(resumeRefusals.unreadable);
  }
  if (inflated.overCap) throw new ResumeRefused(resumeRefusals.expandsTooLarge);
  return { size: inflated.size, start: inflated.content ?? Buffer.alloc(0) };
}

/**
 * A part's text when it is XML (its first character, after a byte-order mark and white space, is `<`),
 * else null. UTF-16 is recognised by its byte-order mark or by the `<` of its first character.
 */
function xmlText(bytes: Buffer): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return startsWithTag(bytes, 2, 2, 0) ? bytes.subarray(2).toString('utf16le') : null;
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return startsWithTag(bytes, 2, 2, 1) ? swapped(bytes.subarray(2)).toString('utf16le') : null;
  if (bytes[0] === 0x3c && bytes[1] === 0x00) return bytes.toString('utf16le');
  if (bytes[0] === 0x00 && bytes[1] === 0x3c) return swapped(bytes).toString('utf16le');
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return startsWithTag(bytes, bom, 1, 0) ? bytes.toString('utf8', bom) : null;
}

/** Whether the first character that is not white space is `<` (characters `width` bytes wide, `low` the ASCII byte). */
function startsWithTag(bytes: Buffer, from: number, width: number, low: number): boolean {
  for (let at = from; at + width <= bytes.length; at += width) {
    const byte = bytes[at + low]!;
    if (width === 2 && bytes[at + 1 - low] !== 0) return false;
    if (byte === 0x3c) return true;
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return false;
}

const swapped = (bytes: Buffer) => Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2))).swap16();
