import { fileTypeFromBuffer } from 'file-type';
import { inspectDocx } from './inspect-docx';
import { inspectOleDoc } from './inspect-ole-doc';
import { inspectPdf, pdfHeaderOffset } from './inspect-pdf';
import type { ResumeRefusal } from './resume-refusals';

export type ResumeExtension = 'pdf' | 'doc' | 'docx';
export interface ResumeType {
  extension: ResumeExtension;
  /** Decided from the bytes, never from what the browser claimed. */
  mime: string;
}

export const RESUME_MIME: Record<ResumeExtension, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

export type ResumeInspection = { ok: true; type: ResumeType } | { ok: false; refusal: ResumeRefusal | 'not-a-resume' };

/**
 * A resume's real type from its bytes (PDF, DOCX, or an old Word file: an OLE compound file named .doc),
 * then the checks of that type for content that must not reach staff. A zip that says it is a
 * macro-enabled Word file is read as a DOCX, so it is refused for its macros rather than for its type.
 */
export async function inspectResume(bytes: Buffer, originalName: string): Promise<ResumeInspection> {
  const detected = await fileTypeFromBuffer(bytes);
  let extension: ResumeExtension | null = null;
  if (detected?.ext === 'pdf' || (!detected && pdfHeaderOffset(bytes) >= 0)) extension = 'pdf';
  else if (detected?.ext === 'docx' || detected?.ext === 'docm') extension = 'docx';
  else if (detected?.ext === 'cfb' && /\.doc$/i.test(originalName)) extension = 'doc';
  if (!extension) return { ok: false, refusal: 'not-a-resume' };

  const refusal = extension === 'pdf' ? await inspectPdf(bytes) : extension === 'docx' ? await inspectDocx(bytes) : inspectOleDoc(bytes);
  if (refusal) return { ok: false, refusal };
  return { ok: true, type: { extension, mime: RESUME_MIME[extension] } };
}
