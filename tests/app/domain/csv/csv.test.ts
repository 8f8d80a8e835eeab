import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardCell, neutraliseFormula, opensFormula, unguardCell } from '../../../../app/domain/csv/formula-guard';
import { csvSeparator, parseCsv } from '../../../../app/domain/csv/parse-csv';
import { writeCsv } from '../../../../app/domain/csv/write-csv';

const SPECIALS = [',', ';', '"', "'", '\n', '\r\n', '\r', '\t', ' ', '=', '+', '-', '@', 'á', 'é', 'ñ', 'Ñ', '¿', '¡', 'ü', '’', '“', '”', '€', '😀', '\u00a0', '\uFEFF'];
/** Text mixing separators, quotes, line breaks, formula starts and accents with anything else. */
const text = fc.string({ unit: fc.oneof(fc.constantFrom(...SPECIALS), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 40 });

describe('writing and parsing CSV', () => {
  it('reads back any records it wrote, field for field', () => {
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (records) => {
        const parsed = parseCsv(writeCsv(records), ',');
        expect(parsed).toEqual({ ok: true, records, separator: ',' });
      }),
    );
  });

  it('quotes fields with quotes, separators, line breaks or edge spaces, and ends records with CRLF', () => {
    expect(writeCsv([['a', 'b,c', 'say "hi"'], ['line\nbreak', ' padded', 'x;y']])).toBe('a,"b,c","say ""hi"""\r\n"line\nbreak"," padded","x;y"\r\n');
  });

  it('parses RFC 4180 text: quoted line breaks and quotes, CRLF, LF or CR records, a BOM, blank lines', () => {
    const parsed = parseCsv('\uFEFFkey,english\r\nq1.title,"What, ""exactly""?\r\nSecond line"\n\nq2.title,Plain\rq3.title,\n');
    expect(parsed).toEqual({
      ok: true,
      separator: ',',
      records: [
        ['key', 'english'],
        ['q1.title', 'What, "exactly"?\r\nSecond line'],
        ['q2.title', 'Plain'],
        ['q3.title', ''],
      ],
    });
  });

  it('keeps a last record without its line break, and empty trailing fields', () => {
    expect(parseCsv('a,b\nc,')).toEqual({ ok: true, separator: ',', records: [['a', 'b'], ['c', '']] });
  });

  it('is lenient where spreadsheets are: a stray quote stays a character, text after a closing quote joins the field', () => {
    expect(parseCsv('a,5" screen,"x"y\n', ',')).toEqual({ ok: true, separator: ',', records: [['a', '5" screen', 'xy']] });
  });

  it('refuses a quote left open, naming the line it opened on', () => {
    expect(parseCsv('key,english\nq1.title,"never closed\nstill open', ',')).toEqual({ ok: false, message: 'A quoted field opened on line 2 is never closed.' });
  });

  it('takes the separator from the header: semicolons and tabs as spreadsheets in other locales write them', () => {
    expect(csvSeparator('key;english;spanish\r\nq1.title;"a, b";"c"')).toBe(';');
    expect(csvSeparator('key\tenglish\tspanish\n')).toBe('\t');
    expect(csvSeparator('key,english,spanish\n')).toBe(',');
    expect(csvSeparator('key\n')).toBe(',');
    expect(parseCsv('key;english\nq1.title;"a, b"\n')).toEqual({ ok: true, separator: ';', records: [['key', 'english'], ['q1.title', 'a, b']] });
  });
});

describe('the formula guard', () => {
  it('is the lead export’s: an apostrophe before a text a spreadsheet would read as a formula', () => {
    for (const value of ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx', ' =1+1', 'foo;=cmd', 'line\n=1']) {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
      expect(guardCell(value)).toBe(`'${value}`);
    }
    for (const value of ['Casa unifamiliar', '$350,000 – $500,000', 'x=1', "l'Hôpital"]) {
      expect(neutraliseFormula(value)).toBe(value);
      expect(guardCell(value)).toBe(value);
    }
  });

  it('can be undone: any text comes back as typed, an apostrophe of its own included', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(unguardCell(guardCell(value))).toBe(value);
        if (opensFormula(value)) expect(guardCell(value).startsWith("'")).toBe(true);
      }),
    );
    expect(guardCell("'=1+1")).toBe("''=1+1");
    expect(unguardCell("''=1+1")).toBe("'=1+1");
  });

  it('takes off only an apostrophe it would have added', () => {
    expect(unguardCell("'=1+1")).toBe('=1+1');
    expect(unguardCell("'hola'")).toBe("'hola'");
    expect(unguardCell('=1+1')).toBe('=1+1');
  });
});
