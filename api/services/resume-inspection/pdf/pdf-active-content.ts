import { ResumeRefused } from '../refused';
import { resumeRefusals } from '../resume-refusals';
import { PdfDict, PdfName, PdfRef, PdfString } from './pdf-objects';
import { stringText } from './pdf-strings';

/**
 * Names that only appear in a PDF that runs script, starts or opens other files, submits or imports
 * data, plays media, or carries files: refused wherever they stand (a key, a value, an array item).
 * None is needed to show text, pictures, fonts, bookmarks, form fields or links. An ordinary resource
 * named like one of them (a font called /JS) would be refused too: no producer names resources so.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript', // script actions and the document's script name tree
  'JS', // the script of a script action
  'AA', // additional actions: run on opening or closing a page, focusing a field, printing, saving...
  'Launch', // starts a program or opens a file
  'SubmitForm', // sends form data to a URL
  'ImportData', // reads form data from a file
  'GoToR', // opens another PDF file
  'GoToE', // opens an embedded PDF file
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF', // a file specification's embedded file streams
  'FileAttachment',
  'XFA', // an XML form, which can carry its own scripts
  'RichMedia',
  'RichMediaExecute',
  'RichMediaContent',
  'Rendition',
  'Movie',
  'Sound',
  'Screen',
  '3D',
  '3DD',
  'GoTo3DView',
]);

/** Strings and streams of an encrypted file cannot be read without decrypting them. */
const ENCRYPTION_NAMES = new Set(['Encrypt']);

/** The longest link target read; longer ones are refused, not trimmed. */
const MAX_LINK_LENGTH = 64 * 1024;
const SAFE_LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The checks on what a reader builds from the file: every name token as it is lexed, every dictionary
 * as it closes. Opening a PDF may show its first page (a `GoTo` open action) and nothing else: an open
 * action of any other kind, or one followed by `/Next` actions, is refused. Links the reader clicks
 * (a link annotation's `URI` action) are fine when they lead to a web page, an e-mail or a phone number.
 */
export class ActiveContentRules {
  /** Objects whose value is an action that does more than show a page, by object number. */
  readonly actingObjects = new Set<number>();
  /** Objects named by an indirect `/OpenAction`. */
  readonly openActionTargets = new Set<number>();

  /** Checks a name token, in every spelling a reader could give it. */
  name(spellings: readonly string[]): void {
    for (const spelling of spellings) {
      if (ACTIVE_NAMES.has(spelling)) throw new ResumeRefused(resumeRefusals.pdfActiveContent);
      if (ENCRYPTION_NAMES.has(spelling)) throw new ResumeRefused(resumeRefusals.unreadable);
    }
  }

  /** Checks a dictionary; returns whether it would act (beyond showing a page) as an open action. */
  dict(dict: PdfDict): boolean {
    for (const openAction of dict.all('OpenAction')) {
      if (openAction instanceof PdfDict && actsWhenOpened(openAction)) throw new ResumeRefused(resumeRefusals.pdfActiveContent);
      if (openAction instanceof PdfRef) this.openActionTargets.add(openAction.num);
    }
    if (dict.all('S').some((kind) => kind instanceof PdfName && kind.readsAs('URI'))) {
      for (const target of dict.all('URI')) {
        if (target instanceof PdfString && !isSafeLink(target)) throw new ResumeRefused(resumeRefusals.pdfActiveContent);
      }
    }
    return actsWhenOpened(dict);
  }

  /** After every object is read: an indirect open action must name no acting object. */
  checkOpenActions(): void {
    for (const target of this.openActionTargets) {
      if (this.actingObjects.has(target)) throw new ResumeRefused(resumeRefusals.pdfActiveContent);
    }
  }
}

function actsWhenOpened(action: PdfDict): boolean {
  if (action.has('Next')) return true;
  return action.all('S').some((kind) => !(kind instanceof PdfName && kind.onlyReadsAs('GoTo')));
}

/** A web, mail or phone link, or a relative one; not a file, a share (`\\host`), script or other scheme. */
function isSafeLink(target: PdfString): boolean {
  if (target.length > MAX_LINK_LENGTH) return false;
  // As a browser reads a URL: tabs and line breaks anywhere are dropped, leading controls and spaces too.
  let text = '';
  for (const char of stringText(target)) if (char !== '\t' && char !== '\n' && char !== '\r') text += char;
  let at = 0;
  while (at < text.length && text.charCodeAt(at) <= 0x20) at += 1;
  if (text[at] === '\\') return false;
  let end = at;
  while (end < text.length && isSchemeCharacter(text.charCodeAt(end), end === at)) end += 1;
  if (end === at || text[end] !== ':') return true;
  return SAFE_LINK_SCHEMES.has(text.slice(at, end).toLowerCase());
}

function isSchemeCharacter(code: number, first: boolean): boolean {
  const letter = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  if (first) return letter;
  return letter || (code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2d || code === 0x2e;
}
