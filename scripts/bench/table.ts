/** Plain-text tables with aligned columns: text left-aligned, numbers (and units after them) right-aligned. */

export type Align = 'left' | 'right';

export interface Column {
  title: string;
  align?: Align;
}

/** Columns of figures: each title right-aligned. */
export const rightAligned = (...titles: string[]): Column[] => titles.map((title) => ({ title, align: 'right' }));

/** A table's lines: the header, a rule, then one line per row. A row of one cell is a sub-heading. */
export function formatTable(columns: Column[], rows: string[][], indent = '  '): string[] {
  const widths = columns.map((column, index) => Math.max(column.title.length, ...rows.filter((row) => row.length > 1).map((row) => (row[index] ?? '').length)));
  const cell = (text: string, index: number) => (columns[index]!.align === 'right' ? text.padStart(widths[index]!) : text.padEnd(widths[index]!));
  const line = (cells: string[]) => indent + cells.map(cell).join('  ').trimEnd();
  return [
    line(columns.map((column) => column.title)),
    indent + widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map((row) => (row.length === 1 ? indent + row[0]! : line(row))),
  ];
}

/** 1234.5 -> '1,235'; 12.34 -> '12.3'; 1.234 -> '1.23'. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '-';
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Bytes as kB of 1,000 bytes (Vite's unit), one decimal. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
