import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from '../../../../app/domain/finance/amortization';
import { toCents } from '../../../../app/domain/finance/money';
import { addMonths, groupScheduleByYear, monthAfter, yearlyChartPoints } from '../../../../app/domain/finance/schedule-calendar';

describe('calendar views of a schedule', () => {
  const schedule = amortizationSchedule({ loanAmount: 200_000, annualRatePercent: 6.5, termYears: 30 });

  it('the first payment is the month after "today", which the caller passes in', () => {
    expect(monthAfter({ year: 2025, month: 12 })).toEqual({ year: 2026, month: 1 });
    expect(monthAfter({ year: 2026, month: 3 })).toEqual({ year: 2026, month: 4 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(() => monthAfter({ year: 2026, month: 13 })).toThrow(RangeError);
  });

  it('groups by calendar year: a partial first year, full years, and a partial last year', () => {
    const years = groupScheduleByYear(schedule.rows, monthAfter({ year: 2025, month: 10 }));
    expect(years).toHaveLength(31);
    expect(years[0]!.year).toBe(2025);
    expect(years[0]!.rows.map((row) => [row.month, row.paymentNumber])).toEqual([
      [11, 1],
      [12, 2],
    ]);
    expect(years[1]!.rows).toHaveLength(12);
    expect(years[1]!.rows[0]).toMatchObject({ year: 2026, month: 1, paymentNumber: 3 });
    expect(years[30]!.year).toBe(2055);
    expect(years[30]!.rows).toHaveLength(10);
    expect(years[30]!.remainingBalance).toBe(0);
  });

  it("a year's sums are exact and its cumulative figures are the year-end row's", () => {
    const years = groupScheduleByYear(schedule.rows, { year: 2026, month: 1 });
    expect(years).toHaveLength(30);
    const first = years[0]!;
    expect(first.principalPaid).toBe(schedule.rows[11]!.principalPaid);
    expect(first.interestPaid).toBe(schedule.rows[11]!.interestPaid);
    expect(first.principal).toBe(first.principalPaid);
    expect(toCents(first.payment)).toBe(12 * 126_414);
    expect(years.reduce((sum, year) => sum + toCents(year.principal), 0)).toBe(toCents(200_000));
  });

  it('chart points: the start, each loan year, and the final payment', () => {
    const points = yearlyChartPoints(schedule.rows);
    expect(points).toHaveLength(31);
    expect(points[0]).toEqual({ year: 0, principalPaid: 0, interestPaid: 0, balance: 200_000 });
    expect(points[1]).toEqual({
      year: 1,
      principalPaid: schedule.rows[11]!.principalPaid,
      interestPaid: schedule.rows[11]!.interestPaid,
      balance: schedule.rows[11]!.remainingBalance,
    });
    expect(points[30]).toMatchObject({ year: 30, principalPaid: 200_000, balance: 0 });
  });

  it('adds a point for a loan that ends mid-year, and none for an empty schedule', () => {
    const early = amortizationSchedule({ loanAmount: 10_000, annualRatePercent: 5, termYears: 1.5 });
    expect(yearlyChartPoints(early.rows).map((point) => point.year)).toEqual([0, 1, 2]);
    expect(yearlyChartPoints([])).toEqual([]);
    expect(groupScheduleByYear([], { year: 2026, month: 1 })).toEqual([]);
  });
});
