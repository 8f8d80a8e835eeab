/**
 * A tile-grid map of the 50 states: one square per state, placed to keep each state's neighbours
 * around it (the arrangement news sites use, e.g. NPR's). Columns run west to east, rows north to south.
 */
export const TILE_COLUMNS = 11;
export const TILE_ROWS = 8;

const rows: readonly (readonly [column: number, code: string][])[] = [
  [[0, 'AK'], [10, 'ME']],
  [[5, 'WI'], [9, 'VT'], [10, 'NH']],
  [[0, 'WA'], [1, 'ID'], [2, 'MT'], [3, 'ND'], [4, 'MN'], [5, 'IL'], [6, 'MI'], [8, 'NY'], [9, 'MA']],
  [[0, 'OR'], [1, 'NV'], [2, 'WY'], [3, 'SD'], [4, 'IA'], [5, 'IN'], [6, 'OH'], [7, 'PA'], [8, 'NJ'], [9, 'CT'], [10, 'RI']],
  [[0, 'CA'], [1, 'UT'], [2, 'CO'], [3, 'NE'], [4, 'MO'], [5, 'KY'], [6, 'WV'], [7, 'VA'], [8, 'MD'], [9, 'DE']],
  [[1, 'AZ'], [2, 'NM'], [3, 'KS'], [4, 'AR'], [5, 'TN'], [6, 'NC'], [7, 'SC']],
  [[3, 'OK'], [4, 'LA'], [5, 'MS'], [6, 'AL'], [7, 'GA']],
  [[0, 'HI'], [3, 'TX'], [8, 'FL']],
];

export interface StateTile {
  code: string;
  column: number;
  row: number;
}

export const STATE_TILES: readonly StateTile[] = rows.flatMap((row, rowIndex) => row.map(([column, code]) => ({ code, column, row: rowIndex })));
