import { toCents } from '../money';
import type { LlpaData } from './types';

/**
 * Loan-level price adjustments (Fannie Mae's published grid): points
 * (percent of the loan) looked up in a credit score × LTV grid, plus attribute adjustments for the
 * occupancy and the property type, all content. The grid applies to terms over `exemptMaxTermYears`
 * (15) only; the attribute adjustments apply to every term.
 *
 *     LTV = base loan / price, compared exactly (loan · 100 ≤ bound · price, in cents), so 80.00 % falls
 *     in the "75–80" band and 80.01 % in "80–85"; a score falls in the first band whose minimum it reaches.
 *
 * The rate carries the points: rate = base rate + total points × pointsToRateRatio (price-loan.ts).
 */

/** The grid row of a credit score: the first band whose minimum the score reaches, else the last row. */
export function creditScoreRow(creditScoreMins: readonly number[], creditScore: number): number {
  const index = creditScoreMins.findIndex((min) => creditScore >= min);
  return index === -1 ? creditScoreMins.length : index;
}

/** The grid column of an LTV given in cents: the first bound with loan · 100 ≤ bound · value, else the last. */
export function ltvColumn(ltvUpperBounds: readonly number[], loanCents: number, valueCents: number): number {
  const index = ltvUpperBounds.findIndex((bound) => loanCents * 100 <= bound * valueCents);
  return index === -1 ? ltvUpperBounds.length : index;
}

/** The grid's points for a score and a loan against a value (dollars); throws if the grid is malformed. */
export function llpaGridPoints(llpa: LlpaData, creditScore: number, loanAmount: number, propertyValue: number): number {
  const row = creditScoreRow(llpa.creditScoreMins, creditScore);
  const column = ltvColumn(llpa.ltvUpperBounds, toCents(loanAmount), toCents(propertyValue));
  const points = llpa.grid[row]?.[column];
  if (points === undefined || !Number.isFinite(points)) {
    throw new Error(`LLPA grid has no cell at row ${row}, column ${column}`);
  }
  return points;
}

export interface LlpaInput {
  creditScore: number;
  loanAmount: number;
  propertyValue: number;
  termYears: number;
  occupancyType: number;
  propertyType: number;
  firstTimeHomeBuyer: boolean;
}

export interface LlpaBreakdown {
  grid: number;
  occupancy: number;
  propertyType: number;
  total: number;
  /** True when the first-time buyer waiver set everything to 0. */
  waived: boolean;
}

/** All adjustments of a loan (see the module doc and LlpaData.waiveForFirstTimeBuyers). */
export function llpaPoints(llpa: LlpaData, input: LlpaInput): LlpaBreakdown {
  if (llpa.waiveForFirstTimeBuyers && input.firstTimeHomeBuyer) {
    return { grid: 0, occupancy: 0, propertyType: 0, total: 0, waived: true };
  }
  const grid =
    input.termYears > llpa.exemptMaxTermYears
      ? llpaGridPoints(llpa, input.creditScore, input.loanAmount, input.propertyValue)
      : 0;
  const occupancy = pointsFor(llpa.occupancyPoints, input.occupancyType);
  const propertyType = pointsFor(llpa.propertyTypePoints, input.propertyType);
  return { grid, occupancy, propertyType, total: grid + occupancy + propertyType, waived: false };
}

function pointsFor(table: Record<string, number>, code: number): number {
  const key = String(code);
  return Object.hasOwn(table, key) ? (table[key] ?? 0) : 0;
}

/** Problems with an LLPA table's shape, for a content loader to report (empty when it is sound). */
export function llpaProblems(llpa: LlpaData): string[] {
  const problems: string[] = [];
  const rows = llpa.creditScoreMins.length + 1;
  const columns = llpa.ltvUpperBounds.length + 1;
  if (llpa.grid.length !== rows) problems.push(`grid has ${llpa.grid.length} rows, expected ${rows}`);
  llpa.grid.forEach((row, index) => {
    if (row.length !== columns) problems.push(`grid row ${index} has ${row.length} cells, expected ${columns}`);
    if (row.some((cell) => !Number.isFinite(cell))) problems.push(`grid row ${index} has a non-number`);
  });
  if (llpa.creditScoreMins.some((min, i) => i > 0 && min >= llpa.creditScoreMins[i - 1]!)) {
    problems.push('creditScoreMins must be in descending order');
  }
  if (llpa.ltvUpperBounds.some((bound, i) => i > 0 && bound <= llpa.ltvUpperBounds[i - 1]!)) {
    problems.push('ltvUpperBounds must be in ascending order');
  }
  return problems;
}
