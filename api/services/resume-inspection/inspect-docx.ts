import { inflateCapped } from './inflate-capped';
import { readZip, type ZipEntry } from './read-zip';
import { elementAttributes, relationshipElements } from './relationship-elements';
import { MAX_EXPANDED_BYTES, resumeRefusals, type ResumeRefusal } from './resume-refusals';

/** The XML parts read in full (content types, relationships) are small; bigger ones are not a document's. */
const MAX_XML_PART_BYTES = 2 * 1024 * 1024;

/** Parts that hold or run code: the VBA project, its data, ActiveX controls. */
const isCodePart = (name: string) => /(^|\/)vbaproject\.bin$|(^|\/)vbadata\.xml$|(^|\/)activex\//.test(name);

/**
 * Why a DOCX (a zip of XML parts) is refused, or null when it is fine: macros (a VBA project, ActiveX, a
 * macro-enabled content type), relationships Word would fetch from elsewhere when opening it (a remote
 * template, frame, picture or OLE object; links the reader clicks are fine when they are web or mail
 * links), or parts that expand beyond 50 MB in total. Every entry is inflated with a running cap, whatever
 * sizes the archive declares.
 */
export async function inspectDocx(bytes: Buffer): Promise<ResumeRefusal | null> {
  const zip = readZip(bytes);
  if (!zip.ok) return resumeRefusals.unreadable;
  let budget = MAX_EXPANDED_BYTES;
  for (const entry of zip.entries) {
    if (isCodePart(entry.name)) return resumeRefusals.macros;
    const isXmlToRead = entry.name === '[content_types].xml' || entry.name.endsWith('.rels');
    const expanded = await expand(entry, isXmlToRead ? Math.min(budget, MAX_XML_PART_BYTES) : budget, isXmlToRead);
    if (expanded === 'unreadable') return resumeRefusals.unreadable;
    if (expanded === 'over') return isXmlToRead && budget > MAX_XML_PART_BYTES ? resumeRefusals.unreadable : resumeRefusals.expandsTooLarge;
    budget -= expanded.size;
    if (expanded.text === null) continue;
    if (entry.name === '[content_types].xml' && /macroenabled|vbaproject|activex/i.test(expanded.text)) return resumeRefusals.macros;
    if (entry.name.endsWith('.rels') && fetchesFromElsewhere(expanded.text)) return resumeRefusals.externalContent;
  }
  return null;
}

async function expand(entry: ZipEntry, cap: number, keep: boolean): Promise<{ size: number; text: string | null } | 'over' | 'unreadable'> {
  if (entry.method === 0) {
    if (entry.data.length > cap) return 'over';
    return { size: entry.data.length, text: keep ? xmlText(entry.data) : null };
  }
  try {
    const inflated = await inflateCapped(entry.data, { cap, raw: true, keep });
    if (inflated.overCap) return 'over';
    return { size: inflated.size, text: inflated.content ? xmlText(inflated.content) : null };
  } catch {
    return 'unreadable';
  }
}

/** XML as Word reads it: UTF-16 when it starts with a byte-order mark, else UTF-8. */
function xmlText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('utf8');
}

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

/** True when a relationship part has an external target other than a web, mail or phone hyperlink. */
export function fetchesFromElsewhere(xml: string): boolean {
  for (const element of relationshipElements(xml)) {
    const attributes = new Map<string, string>();
    for (const [name, value] of elementAttributes(element)) {
      attributes.set(name.replace(/^[\w.-]+:/, '').toLowerCase(), decodeEntities(value).trim());
    }
    if ((attributes.get('targetmode') ?? '').toLowerCase() !== 'external') continue;
    const isHyperlink = /\/hyperlink$/i.test(attributes.get('type') ?? '');
    if (!isHyperlink || !SAFE_LINK.test(attributes.get('target') ?? '')) return true;
  }
  return false;
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|quot|apos|amp|lt|gt);/gi, (_match, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) % 0x110000);
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10) % 0x110000);
    return ({ quot: '"', apos: "'", amp: '&', lt: '<', gt: '>' } as Record<string, string>)[lower]!;
  });
}
