import type { AmortizationRow } from './amortization';
import { fromCents, toCents } from './money';

/**
 * Calendar views of a schedule: the calculator's table grouped by year, and the chart's yearly points
 * (the amortization table starts the month after today and is grouped by year; the chart
 * has three lines, principal paid, interest paid and loan balance).
 *
 * The module never reads the clock: the caller passes "today" (from the route loader, so server and
 * browser agree) and {@link monthAfter} gives the month of the first payment.
 */

/** A calendar month; `month` is 1 (January) to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

function assertYearMonth({ year, month }: YearMonth): void {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`not a calendar month: ${year}-${month}`);
  }
}

/** The month after `date` (December 2025 -> January 2026): the calculator's first payment month. */
export function monthAfter(date: YearMonth): YearMonth {
  return addMonths(date, 1);
}

/** `date` moved by `count` months (count may be negative). */
export function addMonths(date: YearMonth, count: number): YearMonth {
  assertYearMonth(date);
  const index = date.year * 12 + (date.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12 + 12) % 12 + 1 };
}

/** A schedule row with the calendar month it falls in. */
export interface DatedAmortizationRow extends AmortizationRow, YearMonth {}

/**
 * The payments of one calendar year, with a row's figures for the whole year: payment, principal and
 * interest are the year's sums (dollars); principalPaid, interestPaid and remainingBalance are those of
 * the year's last payment.
 */
export interface ScheduleYear extends Omit<AmortizationRow, 'paymentNumber'> {
  year: number;
  rows: DatedAmortizationRow[];
}

/**
 * Groups rows by calendar year, payment 1 falling in `firstPayment` (usually `monthAfter(today)`).
 * A year's sums are added in cents, so they are exact.
 */
export function groupScheduleByYear(rows: readonly AmortizationRow[], firstPayment: YearMonth): ScheduleYear[] {
  assertYearMonth(firstPayment);
  const years: ScheduleYear[] = [];
  let current: { year: number; rows: DatedAmortizationRow[] } | undefined;
  const close = () => {
    if (!current) return;
    const last = current.rows[current.rows.length - 1]!;
    const sum = (pick: (row: AmortizationRow) => number) =>
      fromCents(current!.rows.reduce((total, row) => total + toCents(pick(row)), 0));
    years.push({
      year: current.year,
      rows: current.rows,
      payment: sum((row) => row.payment),
      principal: sum((row) => row.principal),
      interest: sum((row) => row.interest),
      principalPaid: last.principalPaid,
      interestPaid: last.interestPaid,
      remainingBalance: last.remainingBalance,
    });
  };
  rows.forEach((row, index) => {
    const when = addMonths(firstPayment, index);
    if (!current || current.year !== when.year) {
      close();
      current = { year: when.year, rows: [] };
    }
    current.rows.push({ ...row, ...when });
  });
  close();
  return years;
}

/** One point of the repayment chart, at the end of a loan year (year 0 is the start). */
export interface ChartPoint {
  /** Loan year: 0 at the start, 1 after payment 12, ...; the last point is the final payment's year. */
  year: number;
  principalPaid: number;
  interestPaid: number;
  balance: number;
}

/**
 * Yearly points for the chart (yearly points, not 360 monthly ones, keep the chart light): a start point
 * (nothing paid, the whole loan owed), then one after every 12th payment, and one after the final
 * payment when the loan ends mid-year. An empty schedule has no points.
 */
export function yearlyChartPoints(rows: readonly AmortizationRow[]): ChartPoint[] {
  const first = rows[0];
  if (!first) return [];
  const points: ChartPoint[] = [
    { year: 0, principalPaid: 0, interestPaid: 0, balance: fromCents(toCents(first.remainingBalance) + toCents(first.principal)) },
  ];
  rows.forEach((row, index) => {
    const isYearEnd = (index + 1) % 12 === 0;
    if (isYearEnd || index === rows.length - 1) {
      points.push({
        year: Math.ceil((index + 1) / 12),
        principalPaid: row.principalPaid,
        interestPaid: row.interestPaid,
        balance: row.remainingBalance,
      });
    }
  });
  return points;
}
