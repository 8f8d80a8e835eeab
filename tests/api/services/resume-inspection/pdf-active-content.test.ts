import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nameSpellings } from '../../../../api/services/resume-inspection/pdf/pdf-names';
import { resumeRefusals } from '../../../../api/services/resume-inspection/resume-refusals';
import { linkTo, objectStream, onePagePdf, pdfBypasses, pdfWithLinksAndBookmarks, streamObject } from '../../../support/pdf-active-content-fixtures';
import { resumeRefusal } from '../../../support/resume-refusal';

const refusalOf = (bytes: Buffer) => resumeRefusal(bytes, 'resume.pdf');
const genuine = (name: string) => readFileSync(new URL(`../../../fixtures/genuine-resumes/${name}`, import.meta.url));
const active = resumeRefusals.pdfActiveContent;
const unreadable = resumeRefusals.unreadable;

describe('active content in a PDF is refused however it is written', () => {
  it.each([
    ['names ended by a NUL byte (white space to a reader)', pdfBypasses.namesEndedByNul, active],
    ['names ended by an escaped NUL (#00)', pdfBypasses.namesWithEscapedNul, active],
    ['an object stream whose /Type comes 6 KB before its data', pdfBypasses.objectStreamTypeFarFromData, active],
    ['an object stream without /Type (readers need only /N and /First)', pdfBypasses.objectStreamWithoutType, active],
    ['an object stream behind two filters', pdfBypasses.objectStreamWithFilterChain, active],
    ['an object stream behind a PNG predictor', pdfBypasses.objectStreamWithPredictor, active],
    ['an XFA form with a script (compressed)', pdfBypasses.xfaFormWithScript, active],
    ['a web address fetched on opening', pdfBypasses.openActionUri, active],
    ['a web address fetched on opening, the action in its own object', pdfBypasses.openActionUriByReference, active],
    ['a form submitted on opening', pdfBypasses.openActionSubmitForm, active],
    ['a first-page open action followed by a web address', pdfBypasses.openActionGoToThenUri, active],
    ['a page that fetches a web address when it opens', pdfBypasses.pageOpenUri, active],
    ['an action opening another file on a share', pdfBypasses.opensAnotherFile, active],
    ['an action opening an embedded file', pdfBypasses.opensAnEmbeddedFile, active],
    ['an action importing form data from a file', pdfBypasses.importsFormData, active],
    ['an action playing media from the web', pdfBypasses.playsARendition, active],
    ['a rich-media annotation', pdfBypasses.richMediaAnnotation, active],
    ['a sound annotation', pdfBypasses.soundAnnotation, active],
    ['a file carried by a file specification alone', pdfBypasses.fileSpecificationCarryingAFile, active],
    ['a link to a script', pdfBypasses.linkToScript, active],
    ['a link to a script, its scheme split by a tab', pdfBypasses.linkToScriptWithTab, active],
    ['a link to a local program', pdfBypasses.linkToFile, active],
    ['a link to a network share', pdfBypasses.linkToShare, active],
    ['an object written inside another stream’s data, named by the open action', pdfBypasses.objectHiddenInStreamData, unreadable],
    ['a cross-reference entry pointing into another object’s number', pdfBypasses.crossReferenceIntoAnObjectNumber, unreadable],
    ['an encrypted file (its strings and streams cannot be read)', pdfBypasses.encrypted, unreadable],
    ['arrays nested 50,000 deep', pdfBypasses.deeplyNested, unreadable],
  ])('%s', async (_label, build, refusal) => {
    expect(await refusalOf(build())).toBe(refusal);
  });

  it('refuses an object stream through a filter it does not decode, or with filters given by reference', async () => {
    const script = [6, '<< /S /JavaScript /JS (app.alert(1)) >>'] as [number, string];
    const lzw = onePagePdf({ extras: [objectStream([script], { filters: '/LZWDecode', encode: (data) => data })] });
    const byReference = onePagePdf({ extras: [objectStream([script], { filters: '7 0 R' }), '/FlateDecode'] });
    expect(await refusalOf(lzw)).toBe(unreadable);
    expect(await refusalOf(byReference)).toBe(unreadable);
  });

  it('reads keys and action types in every spelling a reader could give them', async () => {
    expect(await refusalOf(onePagePdf({ catalog: '/OpenA#ction << /S /URI /URI (https://tracker.example/opened) >>' }))).toBe(active);
    expect(await refusalOf(onePagePdf({ catalog: '/OpenAction#00 << /S /U#52I /URI (https://tracker.example/opened) >>' }))).toBe(active);
    const link = '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /U#RI /URI (javascript:app.alert(1)) >> >>';
    expect(await refusalOf(onePagePdf({ page: '/Annots [5 0 R]', extras: [link] }))).toBe(active);
  });

  it('refuses an object stream that inflates past 50 MB', async () => {
    const bomb = streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(Buffer.alloc(51 * 1024 * 1024, 0x20)));
    expect(await refusalOf(onePagePdf({ extras: [bomb] }))).toBe(resumeRefusals.expandsTooLarge);
  });
});

describe('genuine PDFs pass', () => {
  it.each(['libreoffice.pdf', 'libreoffice-object-streams.pdf', 'chromium.pdf'])('%s (links, bookmarks, a photo)', async (name) => {
    expect(await refusalOf(genuine(name))).toBeNull();
  });

  it('links to the web, mail, phone and within the file, bookmarks naming JavaScript, an open action showing page 1', async () => {
    expect(await refusalOf(pdfWithLinksAndBookmarks())).toBeNull();
    for (const target of ['https://jane.example/cv', 'HTTP://JANE.EXAMPLE', 'mailto:jane@example.com', 'tel:+12485550190', 'portfolio/index.html', '#page=2']) {
      expect(await refusalOf(linkTo(target)), target).toBeNull();
    }
    expect(await refusalOf(onePagePdf({ catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>' }))).toBeNull();
  });

  it('object streams through a chain of filters and a predictor, holding ordinary objects', async () => {
    const objects: Array<[number, string]> = [
      [6, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
      [7, '<< /Title (Jane Applicant) /Producer (Example Writer) >>'],
    ];
    const rows = (data: Buffer) => Buffer.concat([...data].map((byte) => Buffer.from([2, byte])));
    const chained = objectStream(objects, { filters: '[/ASCII85Decode /FlateDecode]', encode: (data) => ascii85(deflateSync(data)) });
    const predicted = objectStream(objects, { filters: '/FlateDecode /DecodeParms << /Predictor 12 /Columns 1 >>', encode: (data) => deflateSync(upRows(rows(data))) });
    expect(await refusalOf(onePagePdf({ extras: [chained] }))).toBeNull();
    expect(await refusalOf(onePagePdf({ extras: [predicted] }))).toBeNull();
  });

  it('text that only looks like PDF syntax: a stream mentioning objects, a name split by a comment', async () => {
    const words = streamObject('', 'BT (Objective: 2 0 objectives met; see the trailer) Tj (Skills: Python/JavaScript /JS) Tj ET');
    expect(await refusalOf(onePagePdf({ extras: [words] }))).toBeNull();
    expect(await refusalOf(onePagePdf({ extras: ['<< /S /Java%note\nScript >>'] }))).toBeNull();
  });
});

describe('name spellings', () => {
  it.each([
    ['J#61vaScript', 'JavaScript'],
    ['JavaScript#00', 'JavaScript'],
    ['Java#Script', 'JavaScript'],
    ['#4a#53', 'JS'],
  ])('/%s can read as /%s', (written, read) => {
    expect(nameSpellings(Buffer.from(written, 'latin1'), 0, written.length)).toContain(read);
  });

  it('a plain name has one spelling', () => {
    expect(nameSpellings(Buffer.from('Helvetica'), 0, 9)).toEqual(['Helvetica']);
  });
});

/** PNG "Up" rows (filter type 2) undone in advance: each row's byte minus the one above. */
function upRows(rows: Buffer): Buffer {
  const out = Buffer.from(rows);
  for (let at = rows.length - 1; at >= 3; at -= 2) out[at] = (rows[at]! - rows[at - 2]!) & 0xff;
  return out;
}

function ascii85(data: Buffer): Buffer {
  let text = '';
  for (let at = 0; at < data.length; at += 4) {
    const group = Buffer.alloc(4);
    data.copy(group, 0, at, at + 4);
    let value = group.readUInt32BE(0);
    const digits: string[] = [];
    for (let digit = 0; digit < 5; digit += 1) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    text += digits.slice(0, Math.min(4, data.length - at) + 1).join('');
  }
  return Buffer.from(`${text}~>`, 'latin1');
}
