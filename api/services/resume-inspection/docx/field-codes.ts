import { ResumeRefused } from '../refused';
import { resumeRefusals } from '../resume-refusals';
import { ReferenceReader } from './xml-reader';

/**
 * Field types that, when Word updates fields (some do on opening), run another program (DDE), read
 * other files or web addresses (INCLUDEPICTURE, INCLUDETEXT, LINK, IMPORT, RD) or query a database.
 */
const FETCHING_FIELDS = new Set(['DDE', 'DDEAUTO', 'INCLUDEPICTURE', 'INCLUDETEXT', 'INCLUDE', 'LINK', 'IMPORT', 'DATABASE', 'RD']);
/** Enough of an instruction to read its field type; the rest is never needed. */
const KEPT_INSTRUCTION = 256;

const isLetter = (code: number) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
/** White space Word may skip before a field type: controls, spaces of every width, byte-order marks. */
const isBlank = (code: number) => code <= 0x20 || code === 0xa0 || (code >= 0x2000 && code <= 0x200b) || code === 0x3000 || code === 0xfeff;

const refuse = () => new ResumeRefused(resumeRefusals.externalContent);

/** A field instruction as it is typed, run by run: leading blanks dropped, at most KEPT_INSTRUCTION kept. */
export class FieldInstruction {
  text = '';

  /** Adds character data (`source` from `start` to `end`, references decoded unless `cdata`), reading no more than it keeps. */
  append(source: string, start = 0, end = source.length, cdata = true): void {
    const reader = new ReferenceReader(source, start, end, cdata);
    for (let char = reader.next(); char !== null && this.text.length < KEPT_INSTRUCTION; char = reader.next()) {
      if (this.text.length > 0 || !isBlank(char.charCodeAt(0))) this.text += char;
    }
  }

  /** Whether the field type is written out (a byte after it shows where it ends). */
  typeIsComplete(): boolean {
    let at = 0;
    while (at < this.text.length && isLetter(this.text.charCodeAt(at))) at += 1;
    return at < this.text.length;
  }

  /** Refuses a field whose type fetches or runs something from elsewhere. */
  check(): void {
    let end = 0;
    while (end < this.text.length && isLetter(this.text.charCodeAt(end))) end += 1;
    if (FETCHING_FIELDS.has(this.text.slice(0, end).toUpperCase())) throw refuse();
  }
}

interface OpenField {
  instruction: FieldInstruction;
  /** Past `separate`: what follows is the field's last shown result, not its instruction. */
  inResult: boolean;
}

/**
 * Follows Word's fields through a part: a complex field's instruction is the text of every
 * `instrText` (and deleted `delInstrText`) run between its `begin` and `separate` (or `end`) marks,
 * however many runs it is split across; a simple field's is its `instr` attribute. A field nested
 * where its parent's type should be (Word would compute the type, as in `{ {QUOTE 68 68 69} ... }`) is
 * refused, since its type cannot be known before Word updates it.
 */
export class FieldCodeReader {
  private readonly fields: OpenField[] = [];
  private instructionDepth = 0;
  /** Instruction text outside any complex field, checked on its own. */
  private loose: FieldInstruction | null = null;

  fieldMark(type: string | undefined): void {
    const top = this.fields.at(-1);
    if (type === 'begin') {
      if (top && !top.inResult && !top.instruction.typeIsComplete()) throw refuse();
      this.fields.push({ instruction: new FieldInstruction(), inResult: false });
    } else if (type === 'separate' && top && !top.inResult) {
      top.instruction.check();
      top.inResult = true;
    } else if (type === 'end' && top) {
      if (!top.inResult) top.instruction.check();
      this.fields.pop();
    }
  }

  /** A simple field's `instr` attribute, as written (references not yet decoded). */
  simpleField(instruction: string | undefined): void {
    const field = new FieldInstruction();
    field.append(instruction ?? '', 0, instruction?.length ?? 0, false);
    field.check();
  }

  instructionStart(): void {
    this.instructionDepth += 1;
  }

  instructionEnd(): void {
    this.instructionDepth -= 1;
    if (this.instructionDepth === 0 && this.loose) {
      this.loose.check();
      this.loose = null;
    }
  }

  text(source: string, start: number, end: number, cdata: boolean): void {
    if (this.instructionDepth <= 0) return;
    const top = this.fields.at(-1);
    const instruction = top && !top.inResult ? top.instruction : (this.loose ??= new FieldInstruction());
    instruction.append(source, start, end, cdata);
  }

  /** At the end of a part: fields never closed are checked as they stand. */
  finish(): void {
    for (const field of this.fields) if (!field.inResult) field.instruction.check();
  }
}
