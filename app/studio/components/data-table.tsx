import type { ReactNode } from 'react';
import { TableHead } from './table-head';

export interface DataColumn<Row> {
  /** The column's header; an empty one is a column of actions. */
  name: string;
  cell: (row: Row) => ReactNode;
  /** Classes besides the cell's padding. */
  className?: string;
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column: each row's header cell (`className`: classes besides its padding and weight). */
  rowHeader: { name: string; cell: (row: Row) => ReactNode; className?: (row: Row) => string };
  columns: readonly DataColumn<Row>[];
  /** For screen readers, when no heading names the table. */
  caption?: string;
  labelledBy?: string;
  className?: string;
}

/** A studio table that scrolls sideways when wide: a header row, then one row per item headed by its first cell. */
export function DataTable<Row>({ rows, rowKey, rowHeader, columns, caption, labelledBy, className = 'overflow-x-auto' }: DataTableProps<Row>) {
  return (
    <div className={className}>
      <table className="w-full bg-white text-left text-sm shadow-sm" aria-labelledby={labelledBy}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <TableHead columns={[rowHeader.name, ...columns.map((column) => column.name)]} />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-200">
              <th scope="row" className={rowHeader.className ? `px-3 py-2 font-medium ${rowHeader.className(row)}` : 'px-3 py-2 font-medium'}>
                {rowHeader.cell(row)}
              </th>
              {columns.map((column, at) => (
                <td key={at} className={column.className ? `px-3 py-2 ${column.className}` : 'px-3 py-2'}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
