import { holdsHiddenSyntax } from './pdf/hidden-syntax';
import { offsetMisleads, streamOffsets, tableOffsets } from './pdf/cross-references';
import { readObjectStream } from './pdf/object-stream';
import { ActiveContentRules } from './pdf/pdf-active-content';
import { scanFile } from './pdf/pdf-file-scan';
import { decodeStream, ExpansionBudget } from './pdf/pdf-filters';
import { WorkBudget } from './work-budget';
import { refusalOf, ResumeRefused } from './refused';
import { MAX_EXPANDED_BYTES, resumeRefusals, type ResumeRefusal } from './resume-refusals';

/** Readers accept the `%PDF-` header anywhere in the first kilobyte; past that a file is not a PDF. */
export const PDF_HEADER_WINDOW = 1024;
/** How far HTML markup is looked for: browsers decide a file is a web page from its first bytes. */
const MARKUP_WINDOW = 8 * 1024;
const MARKUP = /<\s*(!doctype\s+html|html|head|body|script|iframe|svg|object|embed|meta|img|a\s+href)\b/i;
/**
 * Tokens read across the file and its object streams. A resume of 4 MB has tens of thousands (stream
 * data is skipped, not tokenized); three million take about a second to read.
 */
export const MAX_PDF_TOKENS = 1_000_000;
/** Object streams hold a hundred objects or more each: five hundred of them would be fifty thousand objects. */
const MAX_DECODED_STREAMS = 500;

/** The offset of the `%PDF-` header when it starts within the first kilobyte, else -1. */
export function pdfHeaderOffset(bytes: Buffer): number {
  const at = bytes.subarray(0, PDF_HEADER_WINDOW + 5).indexOf('%PDF-', 0, 'latin1');
  return at >= 0 && at < PDF_HEADER_WINDOW ? at : -1;
}

/**
 * Why a PDF is refused, or null when it is fine. HTML markup in its first kilobytes is refused (a file
 * a browser would render as a web page). Then the file is parsed as readers parse it: every byte from
 * first to last is lexed into tokens and objects, names decoded (`/J#61vaScript` is `/JavaScript`, a
 * NUL ends a name), and every object stream decoded (FlateDecode and the other text filters, under a
 * 50 MB expansion cap) and parsed in turn. It is refused for active content (ActiveContentRules), when
 * it is encrypted or holds a stream that must be read but cannot be, and when bytes it did not read as
 * objects (stream data, strings, comments) hold syntax a reader could be pointed at.
 */
export async function inspectPdf(bytes: Buffer): Promise<ResumeRefusal | null> {
  if (pdfHeaderOffset(bytes) < 0) return resumeRefusals.unreadable;
  if (MARKUP.test(bytes.toString('latin1', 0, Math.min(bytes.length, MARKUP_WINDOW)))) return resumeRefusals.pdfMarkup;
  return refusalOf(async () => {
    const rules = new ActiveContentRules();
    const tokens = new WorkBudget(MAX_PDF_TOKENS);
    const expansion = new ExpansionBudget(MAX_EXPANDED_BYTES);
    const file = scanFile(bytes, rules, tokens);
    if (holdsHiddenSyntax(bytes, file.opaque)) throw new ResumeRefused(resumeRefusals.unreadable);
    if (file.objectStreams.length + file.crossReferenceStreams.length > MAX_DECODED_STREAMS) throw new ResumeRefused(resumeRefusals.unreadable);
    for (const stream of file.objectStreams) {
      const decoded = await decodeStream(stream.dict, bytes.subarray(stream.start, stream.end), expansion);
      readObjectStream(stream.dict, decoded, rules, tokens);
    }
    const offsets = tableOffsets(bytes, file.scanner.tokens, file.crossReferenceKeywords);
    for (const stream of file.crossReferenceStreams) {
      const decoded = await decodeStream(stream.dict, bytes.subarray(stream.start, stream.end), expansion);
      for (const offset of streamOffsets(stream.dict, decoded)) offsets.push(offset);
    }
    for (const offset of offsets) {
      if (offsetMisleads(bytes, file.scanner.tokens, file.lexer.comments, offset)) throw new ResumeRefused(resumeRefusals.unreadable);
    }
    rules.checkOpenActions();
  });
}
