/** A byte order mark: spreadsheets that see it read the file as UTF-8 (accents and ñ intact). */
export const UTF8_BOM = '\uFEFF';

/**
 * One RFC 4180 field: quoted when it holds a quote, a line break or a separator of any locale (comma,
 * semicolon, tab), or starts or ends with a space a spreadsheet might drop; quotes inside are doubled.
 */
export function csvField(value: string): string {
  return /[",;\t\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records as RFC 4180 text: fields joined by commas, each record ended by CRLF. */
export function writeCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
}
