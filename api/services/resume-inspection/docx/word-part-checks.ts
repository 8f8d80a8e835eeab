import { ResumeRefused } from '../refused';
import { resumeRefusals } from '../resume-refusals';
import { FieldCodeReader } from './field-codes';
import { attributeOf, type XmlElement, type XmlHandler } from './xml-reader';

/** WordprocessingML, in its transitional and strict namespaces. */
const WORD = new Set(['http://schemas.openxmlformats.org/wordprocessingml/2006/main', 'http://purl.oclc.org/ooxml/wordprocessingml/main']);
/** VML's Office extensions, where legacy OLE objects live (`o:OLEObject`). */
const OFFICE_VML = 'urn:schemas-microsoft-com:office:office';

/**
 * Word elements that hold another program's content (an OLE object or package, an ActiveX control) or a
 * whole other document (`altChunk`, imported as it is, RTF and HTML included).
 */
const EMBEDDING_ELEMENTS = new Set(['object', 'control', 'objectEmbed', 'objectLink', 'altChunk']);
/** Word elements that make Word read another file or a database: sub-documents, mail-merge sources. */
const FETCHING_ELEMENTS = new Set(['subDoc', 'mailMerge']);

/**
 * The checks on one XML part of a Word document (the body, headers, footers, notes, comments, the
 * glossary, settings, whatever the part): field codes (FieldCodeReader), embedded objects and
 * controls, and elements that fetch other files.
 */
export class WordPartChecks implements XmlHandler {
  private readonly fields = new FieldCodeReader();

  open(element: XmlElement): void {
    if (element.namespace === OFFICE_VML && element.local === 'OLEObject') throw new ResumeRefused(resumeRefusals.macros);
    if (!WORD.has(element.namespace)) return;
    const { local } = element;
    if (EMBEDDING_ELEMENTS.has(local)) throw new ResumeRefused(resumeRefusals.macros);
    if (FETCHING_ELEMENTS.has(local)) throw new ResumeRefused(resumeRefusals.externalContent);
    if (local === 'fldChar') this.fields.fieldMark(attributeOf(element, 'fldCharType'));
    else if (local === 'fldSimple') this.fields.simpleField(element.attributes.get('instr'));
    else if (local === 'instrText' || local === 'delInstrText') this.fields.instructionStart();
  }

  close(element: XmlElement): void {
    if (WORD.has(element.namespace) && (element.local === 'instrText' || element.local === 'delInstrText')) this.fields.instructionEnd();
  }

  text(source: string, start: number, end: number, cdata: boolean): void {
    this.fields.text(source, start, end, cdata);
  }

  finish(): void {
    this.fields.finish();
  }
}
