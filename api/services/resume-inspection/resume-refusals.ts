/** Why a resume that looks like a PDF or Word document is still refused: the message under the file field. */
export const resumeRefusals = {
  pdfActiveContent: 'Resume PDF must not contain scripts, launch actions or attached files. Please save it again as a plain PDF.',
  pdfMarkup: 'Resume must be a real PDF, not a web page. Please save it again as a plain PDF.',
  macros: 'Resume must not contain macros. Please save it as a .docx or PDF document.',
  externalContent: 'Resume must not load templates or content from other places. Please save it as a new .docx or PDF document.',
  expandsTooLarge: 'Resume expands to more than 50 MB when opened. Please save a smaller copy or a PDF.',
  unreadable: 'Resume could not be read as a PDF or Word document. Please save it again and retry.',
} as const;

export type ResumeRefusal = (typeof resumeRefusals)[keyof typeof resumeRefusals];

/** Everything a resume's parts may expand to once opened (deflated zip entries, compressed PDF objects). */
export const MAX_EXPANDED_BYTES = 50 * 1024 * 1024;
