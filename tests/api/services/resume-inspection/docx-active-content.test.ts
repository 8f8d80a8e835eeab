import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attributeOf, decodeEntities, readXml, type XmlElement } from '../../../../api/services/resume-inspection/docx/xml-reader';
import { refusalOf as thrownRefusal } from '../../../../api/services/resume-inspection/refused';
import { resumeRefusals } from '../../../../api/services/resume-inspection/resume-refusals';
import { WorkBudget } from '../../../../api/services/resume-inspection/work-budget';
import { docxBypasses, docxWithFieldsLinksAndPicture, field, wordPart } from '../../../support/docx-active-content-fixtures';
import { docxWith } from '../../../support/resume-fixtures';
import { resumeRefusal } from '../../../support/resume-refusal';

const refusalOf = (bytes: Buffer) => resumeRefusal(bytes, 'resume.docx');
const fetching = resumeRefusals.externalContent;
const embedding = resumeRefusals.macros;

describe('active content in a DOCX is refused wherever and however it is written', () => {
  it.each([
    ['a DDEAUTO field split over three runs', docxBypasses.ddeAutoSplitAcrossRuns, fetching],
    ['an INCLUDEPICTURE simple field', docxBypasses.includePictureSimpleField, fetching],
    ['a field type written with character references', docxBypasses.fieldTypeAsCharacterReferences, fetching],
    ['a field type computed by a nested field', docxBypasses.fieldTypeFromNestedField, fetching],
    ['a DDE field in a header', docxBypasses.ddeInHeader, fetching],
    ['an INCLUDETEXT field in a footnote', docxBypasses.includeTextInFootnote, fetching],
    ['a LINK field in a footer', docxBypasses.linkInFooter, fetching],
    ['an IMPORT field in the glossary', docxBypasses.importInGlossary, fetching],
    ['an embedded OLE package', docxBypasses.embeddedOlePackage, embedding],
    ['an OLE object stored under a picture’s name', docxBypasses.oleObjectNamedAsPicture, embedding],
    ['an ActiveX control', docxBypasses.activeXControl, embedding],
    ['an imported RTF document', docxBypasses.importedDocument, embedding],
    ['a template on a network share, not marked external', docxBypasses.templateOnShare, fetching],
    ['a picture from the web, not marked external', docxBypasses.pictureFromWebUnmarked, fetching],
    ['a mail merge running a query', docxBypasses.mailMergeQuery, fetching],
  ])('%s', async (_label, build, refusal) => {
    expect(await refusalOf(build())).toBe(refusal);
  });

  it('reads a part by its content, whatever its name: fields in a part named like a picture', async () => {
    const disguised = { ...wordPart('word/media/image3.png', 'w:hdr', `<w:p>${field(['DDEAUTO cmd "/c calc"'])}</w:p>`) };
    expect(await refusalOf(docxWith({ parts: [disguised] }))).toBe(fetching);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(String(wordPart('x', 'w:hdr', `<w:p>${field(['INCLUDETEXT "x.docx"'])}</w:p>`).content), 'utf16le')]);
    expect(await refusalOf(docxWith({ parts: [{ name: 'word/header2.xml', content: utf16 }] }))).toBe(fetching);
  });

  it('refuses a part it cannot read as XML', async () => {
    expect(await refusalOf(docxWith({ parts: [{ name: 'word/header1.xml', content: '<w:hdr><w:p></w:hdr>' }] }))).toBe(resumeRefusals.unreadable);
  });
});

describe('genuine Word documents pass', () => {
  it('LibreOffice’s DOCX: a photo, web, mail and phone links, a bookmark, page and date fields', async () => {
    expect(await refusalOf(readFileSync(new URL('../../../fixtures/genuine-resumes/libreoffice.docx', import.meta.url)))).toBeNull();
  });

  it('a document with the fields Word writes (TOC, HYPERLINK, DATE, PAGE, NUMPAGES, a PAGE inside an IF), links and a picture', async () => {
    expect(await refusalOf(docxWithFieldsLinksAndPicture())).toBeNull();
  });

  it('a picture in SVG with its own DOCTYPE and entities', async () => {
    const svg = '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>\n<svg xmlns="&ns_svg;"><rect width="1" height="1"/></svg>';
    expect(await refusalOf(docxWith({ parts: [{ name: 'word/media/image1.svg', content: svg }] }))).toBeNull();
  });
});

describe('the XML reader', () => {
  const read = (xml: string) => {
    const seen: string[] = [];
    const texts: string[] = [];
    const handler = {
      open: (element: XmlElement) => seen.push(`${element.namespace}|${element.local}|${[...element.attributes.keys()].map((name) => `${name}=${attributeOf(element, name)}`).join(';')}`),
      close: () => {},
      text: (source: string, start: number, end: number, cdata: boolean) => texts.push(cdata ? source.slice(start, end) : decodeEntities(source.slice(start, end))),
    };
    readXml(xml, handler, new WorkBudget(1000));
    return { seen, texts };
  };

  it('resolves prefixes to namespaces (declared on any element, redeclared inside) and decodes references', () => {
    const { seen, texts } = read('<a:x xmlns:a="urn:one"><a:y xmlns:a="urn:two" a:k="&#x44;&amp;&quot;"/><a:z><![CDATA[<&#68;>]]>&#0000068;&lt;&unknown;&#68</a:z></a:x>');
    expect(seen).toEqual(['urn:one|x|', 'urn:two|y|k=D&"', 'urn:one|z|']);
    expect(texts.join('')).toBe('<&#68;>D<&unknown;&#68');
  });

  it.each([
    ['an element never closed', '<a><b></b>'],
    ['an end tag that does not match', '<a><b></a></b>'],
    ['an unterminated comment', '<a><!-- x</a>'],
    ['an attribute without quotes', '<a k=v/>'],
  ])('refuses %s', async (_label, xml) => {
    expect(await thrownRefusal(() => void read(xml))).toBe(resumeRefusals.unreadable);
  });

  it('stops once its element budget is spent', async () => {
    expect(await thrownRefusal(() => readXml(`<a>${'<b/>'.repeat(20)}</a>`, { open() {}, close() {}, text() {} }, new WorkBudget(10)))).toBe(resumeRefusals.unreadable);
  });
});
