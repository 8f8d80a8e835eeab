import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edgeDirection, marksOf, pageBy, positionPercent, snapToStep, valueAfterKey, windowAt, windowFor, type SliderScale } from '../../../../app/components/slider/slider-paging';
import { DOWN_PAYMENT_PERCENT_SCALE, HOME_PRICE_SCALE, INTEREST_RATE_SCALE, LOAN_LENGTH_SCALE } from '../../../../app/features/calculators/mortgage-calculator/mortgage-scales';

describe('the slider scales of the calculators', () => {
  it('are the table verbatim (loan length: step 1)', () => {
    expect(HOME_PRICE_SCALE).toEqual({ min: 0, max: 20_000_000, step: 5_000, page: 500_000, markEvery: 100_000 });
    expect(DOWN_PAYMENT_PERCENT_SCALE).toEqual({ min: 0, max: 100, step: 1, page: 20, markEvery: 5 });
    expect(INTEREST_RATE_SCALE).toEqual({ min: 0, max: 25, step: 0.1, page: 12.5, markEvery: 2.5 });
    expect(LOAN_LENGTH_SCALE).toEqual({ min: 0, max: 30, step: 1, page: 30, markEvery: 5 });
  });
});

describe('slider paging', () => {
  it('shows the page a value falls in, the last page for max, and keeps the current window while it holds the value', () => {
    expect(windowFor(HOME_PRICE_SCALE, 600_000)).toEqual({ start: 500_000, end: 1_000_000 });
    expect(windowFor(HOME_PRICE_SCALE, 20_000_000)).toEqual({ start: 19_500_000, end: 20_000_000 });
    expect(windowFor(HOME_PRICE_SCALE, 500_000, 0)).toEqual({ start: 0, end: 500_000 });
    expect(windowFor(HOME_PRICE_SCALE, 505_000, 0)).toEqual({ start: 500_000, end: 1_000_000 });
    expect(windowFor(INTEREST_RATE_SCALE, 6.375)).toEqual({ start: 0, end: 12.5 });
    expect(windowFor(INTEREST_RATE_SCALE, 13)).toEqual({ start: 12.5, end: 25 });
    expect(windowFor(LOAN_LENGTH_SCALE, 30)).toEqual({ start: 0, end: 30 });
    expect(windowAt(HOME_PRICE_SCALE, 19_800_000)).toEqual({ start: 19_500_000, end: 20_000_000 });
  });

  it('marks every markEvery inside the window', () => {
    expect(marksOf(HOME_PRICE_SCALE, { start: 500_000, end: 1_000_000 })).toEqual([500_000, 600_000, 700_000, 800_000, 900_000, 1_000_000]);
    expect(marksOf(INTEREST_RATE_SCALE, { start: 0, end: 12.5 })).toEqual([0, 2.5, 5, 7.5, 10, 12.5]);
    expect(marksOf(DOWN_PAYMENT_PERCENT_SCALE, { start: 20, end: 40 })).toEqual([20, 25, 30, 35, 40]);
    expect(marksOf(LOAN_LENGTH_SCALE, { start: 0, end: 30 })).toEqual([0, 5, 10, 15, 20, 25, 30]);
  });

  it('marks round figures when the scale starts between them', () => {
    const fromDebt: SliderScale = { min: 23_000, max: 3_000_000, step: 5_000, page: 3_000_000, markEvery: 500_000 };
    expect(marksOf(fromDebt, { start: 23_000, end: 3_000_000 })).toEqual([500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000]);
  });

  it('pages a held thumb only at an end with more scale beyond it', () => {
    const first = { start: 0, end: 500_000 };
    expect(edgeDirection(HOME_PRICE_SCALE, first, 500_000)).toBe(1);
    expect(edgeDirection(HOME_PRICE_SCALE, first, 495_000)).toBe(0);
    expect(edgeDirection(HOME_PRICE_SCALE, first, 0)).toBe(0); // nothing before the scale's start
    expect(edgeDirection(HOME_PRICE_SCALE, { start: 500_000, end: 1_000_000 }, 500_000)).toBe(-1);
    expect(edgeDirection(LOAN_LENGTH_SCALE, { start: 0, end: 30 }, 30)).toBe(0);
  });

  it('moves the window and the value by one page, and stops at the scale ends', () => {
    expect(pageBy(HOME_PRICE_SCALE, { start: 0, end: 500_000 }, 500_000, 1)).toEqual({ window: { start: 500_000, end: 1_000_000 }, value: 1_000_000 });
    expect(pageBy(HOME_PRICE_SCALE, { start: 500_000, end: 1_000_000 }, 600_000, -1)).toEqual({ window: { start: 0, end: 500_000 }, value: 100_000 });
    expect(pageBy(INTEREST_RATE_SCALE, { start: 12.5, end: 25 }, 20, 1)).toEqual({ window: { start: 12.5, end: 25 }, value: 25 });
    expect(pageBy(DOWN_PAYMENT_PERCENT_SCALE, { start: 0, end: 20 }, 10, -1)).toEqual({ window: { start: 0, end: 20 }, value: 0 });
  });

  it('moves by keys across the whole scale: arrows a step from the step grid, Page keys a page, Home/End the ends', () => {
    expect(valueAfterKey(INTEREST_RATE_SCALE, 6.375, 'ArrowRight')).toBe(6.5);
    expect(valueAfterKey(INTEREST_RATE_SCALE, 6.375, 'ArrowDown')).toBe(6.3);
    expect(valueAfterKey(INTEREST_RATE_SCALE, 0.3, 'ArrowUp')).toBe(0.4);
    expect(valueAfterKey(HOME_PRICE_SCALE, 500_000, 'ArrowRight')).toBe(505_000);
    expect(valueAfterKey(HOME_PRICE_SCALE, 600_000, 'PageUp')).toBe(1_100_000);
    expect(valueAfterKey(HOME_PRICE_SCALE, 600_000, 'Home')).toBe(0);
    expect(valueAfterKey(HOME_PRICE_SCALE, 600_000, 'End')).toBe(20_000_000);
    expect(valueAfterKey(LOAN_LENGTH_SCALE, 30, 'ArrowUp')).toBe(30);
    expect(valueAfterKey(HOME_PRICE_SCALE, 600_000, 'Tab')).toBeNull();
    const withKeyboardPage: SliderScale = { ...HOME_PRICE_SCALE, page: 3_000_000, keyboardPage: 100_000 };
    expect(valueAfterKey(withKeyboardPage, 600_000, 'PageDown')).toBe(500_000);
  });

  it('keeps every value of a scale inside the scale and on its window (property)', () => {
    const scales = [HOME_PRICE_SCALE, DOWN_PAYMENT_PERCENT_SCALE, INTEREST_RATE_SCALE, LOAN_LENGTH_SCALE];
    fc.assert(
      fc.property(fc.constantFrom(...scales), fc.double({ min: -1e8, max: 1e8, noNaN: true }), fc.constantFrom('ArrowUp', 'ArrowDown', 'PageUp', 'PageDown'), (scale, raw, key) => {
        const value = Math.min(scale.max, Math.max(scale.min, raw));
        const view = windowFor(scale, value);
        expect(value).toBeGreaterThanOrEqual(view.start);
        expect(value).toBeLessThanOrEqual(view.end);
        expect(view.end - view.start).toBeCloseTo(Math.min(scale.page, scale.max - scale.min), 9);
        const next = valueAfterKey(scale, value, key)!;
        expect(next).toBeGreaterThanOrEqual(scale.min);
        expect(next).toBeLessThanOrEqual(scale.max);
        expect(positionPercent(view, value)).toBeGreaterThanOrEqual(0);
        expect(positionPercent(view, value)).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('snaps to the step grid without binary noise', () => {
    expect(snapToStep(INTEREST_RATE_SCALE, 6.375)).toBe(6.4);
    expect(snapToStep(INTEREST_RATE_SCALE, 0.30000000000000004)).toBe(0.3);
    expect(snapToStep(HOME_PRICE_SCALE, 602_499)).toBe(600_000);
  });
});
