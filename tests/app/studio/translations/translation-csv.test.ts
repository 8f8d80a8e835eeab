import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowTextEntries, type Flow, type TextEntry } from '../../../../engine';
import { decodeCsvBytes, readTranslationsCsv, translationsCsv } from '../../../../app/studio/editor/translations/translation-csv';
import purchase from '../../../../definitions/flows/purchase.json';

const SPECIALS = [',', ';', '"', "'", '\n', '\r\n', '\t', ' ', '=', '+', '-', '@', 'á', 'é', 'í', 'ó', 'ú', 'ñ', 'Ñ', '¿', '¡', 'ü', '’', '“', '”', '😀', '{amount}'];
const text = fc.string({ unit: fc.oneof(fc.constantFrom(...SPECIALS), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 30 });
const entry = (key: string, english: string): TextEntry => ({ key, text: english, pointer: `/${key}` });

describe('the translators’ CSV file', () => {
  it('starts with a byte order mark and the header key,english,spanish, one CRLF row per text in the definition’s order', () => {
    const csv = translationsCsv([entry('q1.title', 'What type of property is it?'), entry('q1.option.condo.label', 'Condo, co-op')], { 'q1.title': '¿Qué tipo de propiedad es?' }, 'es');
    expect(csv).toBe('\uFEFFkey,english,spanish\r\nq1.title,What type of property is it?,¿Qué tipo de propiedad es?\r\nq1.option.condo.label,"Condo, co-op",\r\n');
  });

  it('brings every text back as written: commas, quotes, line breaks, accents and formula starts (export -> import)', () => {
    const files = fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-z][a-zA-Z0-9.]{0,15}$/), text, fc.option(text, { nil: undefined })), { selector: ([key]) => key, minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(files, (rows) => {
        const entries = rows.map(([key, english]) => entry(key, english));
        const table = Object.fromEntries(rows.filter(([, , spanish]) => spanish !== undefined).map(([key, , spanish]) => [key, spanish]));
        const bytes = new TextEncoder().encode(translationsCsv(entries, table, 'es'));
        const decoded = decodeCsvBytes(bytes);
        expect(decoded.legacy).toBe(false);
        const read = readTranslationsCsv(decoded.text, 'es');
        expect(read).toEqual({ ok: true, rows: rows.map(([key, english, spanish], at) => ({ row: at + 2, key, english, translation: spanish ?? '' })) });
      }),
    );
  });

  it('guards formula cells with an apostrophe that the import takes off again', () => {
    const csv = translationsCsv([entry('q2.title', '=HYPERLINK("http://x","click")')], { 'q2.title': '+1 llame ya' }, 'es');
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""click"")"`);
    expect(csv).toContain(`,'+1 llame ya\r\n`);
    expect(readTranslationsCsv(csv, 'es')).toEqual({ ok: true, rows: [{ row: 2, key: 'q2.title', english: '=HYPERLINK("http://x","click")', translation: '+1 llame ya' }] });
  });

  it('lists every text of a real flow with its Spanish', () => {
    const flow = purchase as Flow;
    const entries = flowTextEntries(flow);
    const read = readTranslationsCsv(translationsCsv(entries, flow.translations!.es!, 'es'), 'es');
    expect(read.ok && read.rows.map((row) => [row.key, row.english, row.translation])).toEqual(entries.map((e) => [e.key, e.text, flow.translations!.es![e.key]]));
  });

  it('reads the columns by name in any order and case, ignores other columns and empty rows, trims keys', () => {
    const read = readTranslationsCsv('Notes;SPANISH;Key;English\r\nhi;Hola; q1.title ;Hello\r\n;;;\r\n', 'es');
    expect(read).toEqual({ ok: true, rows: [{ row: 2, key: 'q1.title', english: 'Hello', translation: 'Hola' }] });
  });

  it('refuses a file without the three columns, or with a quote left open', () => {
    expect(readTranslationsCsv('key,english\nq1.title,Hello\n', 'es')).toEqual({ ok: false, message: 'The first row must name the columns key, english, spanish (it names key, english).' });
    expect(readTranslationsCsv('', 'es')).toMatchObject({ ok: false });
    expect(readTranslationsCsv('key,english,spanish\nq1.title,"Hello,Hola\n', 'es')).toMatchObject({ ok: false, message: expect.stringContaining('line 2') });
  });

  it('reads a file that is not UTF-8 as Windows-1252 (Excel’s plain CSV), and says so', () => {
    const latin = Uint8Array.from([0x6b, 0x65, 0x79, 0x0a, 0xbf, 0x51, 0x75, 0xe9, 0x3f]); // "key\n¿Qué?"
    expect(decodeCsvBytes(latin)).toEqual({ text: 'key\n¿Qué?', legacy: true });
    expect(decodeCsvBytes(new TextEncoder().encode('\uFEFFkey\n¿Qué?'))).toEqual({ text: 'key\n¿Qué?', legacy: false });
  });
});
