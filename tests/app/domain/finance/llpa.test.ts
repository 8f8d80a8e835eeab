import { describe, expect, it } from 'vitest';
import { DEFAULT_LLPA, creditScoreRow, llpaGridPoints, llpaPoints, llpaProblems, ltvColumn } from '../../../../app/domain/finance/pricing/index';

describe('LLPA lookup at the band edges', () => {
  it.each([
    [850, 0],
    [780, 0],
    [779, 1],
    [760, 1],
    [759, 2],
    [720, 3],
    [719, 4],
    [640, 7],
    [639, 8],
    [300, 8],
  ])('score %d -> row %d', (score, row) => {
    expect(creditScoreRow(DEFAULT_LLPA.creditScoreMins, score)).toBe(row);
  });

  // LTV is compared exactly in cents: a band includes its upper edge.
  it.each([
    [30_000, 0],
    [30_001, 1],
    [60_000, 1],
    [60_001, 2],
    [75_000, 3],
    [80_000, 4],
    [80_001, 5],
    [95_000, 7],
    [95_001, 8],
    [100_000, 8],
  ])('loan %d on a 100,000 value -> column %d', (loan, column) => {
    expect(ltvColumn(DEFAULT_LLPA.ltvUpperBounds, loan * 100, 100_000 * 100)).toBe(column);
  });

  it('reads the published cells at the corners and edges', () => {
    expect(llpaGridPoints(DEFAULT_LLPA, 780, 30_000, 100_000)).toBe(0);
    expect(llpaGridPoints(DEFAULT_LLPA, 780, 80_000, 100_000)).toBe(0.375);
    expect(llpaGridPoints(DEFAULT_LLPA, 779, 80_000, 100_000)).toBe(0.625);
    expect(llpaGridPoints(DEFAULT_LLPA, 740, 80_001, 100_000)).toBe(1.0);
    expect(llpaGridPoints(DEFAULT_LLPA, 639, 30_001, 100_000)).toBe(0.125);
    expect(llpaGridPoints(DEFAULT_LLPA, 639, 80_001, 100_000)).toBe(2.875);
    expect(llpaGridPoints(DEFAULT_LLPA, 640, 97_000, 100_000)).toBe(1.5);
    expect(llpaGridPoints(DEFAULT_LLPA, 300, 100_000, 100_000)).toBe(1.75);
    // 240,000 / 300,000 is 80 % exactly (0.8 × 100 would be 80.00000000000001 in floating point).
    expect(llpaGridPoints(DEFAULT_LLPA, 720, 240_000, 300_000)).toBe(1.25);
  });

  it('terms of 15 years or less take no grid adjustment; attributes still apply', () => {
    const input = { creditScore: 700, loanAmount: 90_000, propertyValue: 100_000, occupancyType: 1, propertyType: 22, firstTimeHomeBuyer: false };
    expect(llpaPoints(DEFAULT_LLPA, { ...input, termYears: 15 }).total).toBe(0);
    expect(llpaPoints(DEFAULT_LLPA, { ...input, termYears: 20 }).grid).toBe(1.25);
    expect(llpaPoints(DEFAULT_LLPA, { ...input, termYears: 15, occupancyType: 3, propertyType: 34 })).toMatchObject({
      grid: 0,
      occupancy: 1.125,
      propertyType: 0.75,
      total: 1.875,
    });
  });

  it('the default grid is well formed, and a malformed one is reported', () => {
    expect(llpaProblems(DEFAULT_LLPA)).toEqual([]);
    const broken = { ...DEFAULT_LLPA, grid: DEFAULT_LLPA.grid.slice(1) };
    expect(llpaProblems(broken)).not.toEqual([]);
    expect(() => llpaGridPoints(broken, 300, 90_000, 100_000)).toThrow(/no cell/);
  });
});
