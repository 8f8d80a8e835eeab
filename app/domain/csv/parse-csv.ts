export type CsvSeparator = ',' | ';' | '\t';

export type ParsedCsv = { ok: true; records: string[][]; separator: CsvSeparator } | { ok: false; message: string };

/**
 * The separator of a file: a comma, unless its first line (a header, never quoted in practice) has more
 * semicolons or tabs, as spreadsheets set to Spanish or German write "CSV" with semicolons.
 */
export function csvSeparator(text: string): CsvSeparator {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const count = (separator: string) => firstLine.split(separator).length - 1;
  const [best] = ([',', ';', '\t'] as const).map((separator) => [separator, count(separator)] as const).sort((a, b) => b[1] - a[1]);
  return best![1] > 0 ? best![0] : ',';
}

/**
 * RFC 4180 text as records of fields. A byte order mark at the start is dropped; records end with CRLF,
 * LF or CR; a quoted field keeps its line breaks, separators and doubled quotes ("" -> "); a line with
 * nothing on it is no record. Lenient where spreadsheets are sloppy: a quote inside an unquoted field is
 * kept as a character, and text after a closing quote is added to the field. A quote left open is an error.
 */
export function parseCsv(input: string, separator: CsvSeparator = csvSeparator(input.replace(/^\uFEFF/, ''))): ParsedCsv {
  const text = input.replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let line = 1;
  let at = 0;
  let fieldStarted = false;
  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  while (at < text.length) {
    const char = text[at]!;
    if (char === '"' && !fieldStarted) {
      const opened = line;
      at += 1;
      for (;;) {
        if (at >= text.length) return { ok: false, message: `A quoted field opened on line ${opened} is never closed.` };
        const inner = text[at]!;
        if (inner === '"') {
          if (text[at + 1] === '"') {
            field += '"';
            at += 2;
            continue;
          }
          at += 1;
          break;
        }
        if (inner === '\n' || (inner === '\r' && text[at + 1] !== '\n')) line += 1;
        field += inner;
        at += 1;
      }
      fieldStarted = true;
      continue;
    }
    if (char === separator) {
      endField();
      at += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      at += char === '\r' && text[at + 1] === '\n' ? 2 : 1;
      line += 1;
    } else {
      field += char;
      fieldStarted = true;
      at += 1;
    }
  }
  if (fieldStarted || record.length > 0) endRecord();
  return { ok: true, records, separator };
}
