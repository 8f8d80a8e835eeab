import { ResumeRefused } from '../refused';
import { resumeRefusals } from '../resume-refusals';
import { attributeOf, type XmlElement, type XmlHandler } from './xml-reader';

/**
 * Relationship types (the last segment of their URI) that bring in code or another program's content:
 * OLE objects and packages (a chart's data workbook is one), ActiveX controls, VBA, imported documents,
 * toolbars and key bindings that call macros.
 */
const EMBEDDING_TYPES = new Set([
  'oleobject',
  'package',
  'activexcontrol',
  'activexcontrolbinary',
  'control',
  'vbaproject',
  'wordvbadata',
  'afchunk',
  'attachedtoolbars',
  'keymapcustomizations',
]);
const SAFE_LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The checks on a relationship part (`*.rels`): a relationship to an embedded object or code is
 * refused; so is one whose target lies elsewhere (`TargetMode="External"`, or a target that names a
 * scheme, drive or network share), unless it is a hyperlink to a web page, an e-mail, a phone number
 * or a relative address: a link the reader clicks. Remote templates, frames, pictures and OLE links
 * fetch on opening.
 */
export class RelationshipChecks implements XmlHandler {
  open(element: XmlElement): void {
    if (element.local !== 'Relationship') return;
    const type = (attributeOf(element, 'Type') ?? '').trim().toLowerCase();
    const kind = type.slice(type.lastIndexOf('/') + 1);
    const target = asBrowserReads(attributeOf(element, 'Target') ?? '');
    const external = (attributeOf(element, 'TargetMode') ?? '').trim().toLowerCase() === 'external' || pointsElsewhere(target);
    if (external && !(kind === 'hyperlink' && isSafeLink(target))) throw new ResumeRefused(resumeRefusals.externalContent);
    if (EMBEDDING_TYPES.has(kind)) throw new ResumeRefused(resumeRefusals.macros);
  }

  close(): void {}
  text(): void {}
}

/** A URL as a browser reads it: tabs and line breaks dropped, leading controls and spaces too. */
function asBrowserReads(target: string): string {
  let text = '';
  for (const char of target) if (char !== '\t' && char !== '\n' && char !== '\r' && (text.length > 0 || char.charCodeAt(0) > 0x20)) text += char;
  return text.trimEnd();
}

/** A web, mail or phone link, or one without a scheme (relative, as readers resolve it), but not a share. */
function isSafeLink(target: string): boolean {
  const scheme = schemeOf(target);
  if (scheme !== null) return SAFE_LINK_SCHEMES.has(scheme);
  return !target.startsWith('\\\\') && !target.startsWith('//');
}

/** A target that is not a part of this package: a URL with a scheme, a drive (`C:`), a share (`\\host`). */
function pointsElsewhere(target: string): boolean {
  return target.startsWith('\\\\') || target.startsWith('//') || schemeOf(target) !== null;
}

/** The lower-cased scheme of a URL (letters, digits, `+ - .` before a colon), or null. */
function schemeOf(target: string): string | null {
  let end = 0;
  while (end < target.length) {
    const code = target.charCodeAt(end);
    const letter = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
    if (!letter && (end === 0 || !((code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2d || code === 0x2e))) break;
    end += 1;
  }
  return end > 0 && target[end] === ':' ? target.slice(0, end).toLowerCase() : null;
}
