import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionOf, rangeScale, valueAt } from '../../../renderers/questions/range-scale';

const wide = rangeScale({ min: 100_000, max: 10_000_000, step: 5_000 });

describe('the range slider’s track', () => {
  it('is linear for an ordinary range: one position per step', () => {
    const scale = rangeScale({ min: 100_000, max: 2_000_000, step: 5_000 });
    expect(scale.count).toBe(380);
    expect(valueAt(scale, 0)).toBe(100_000);
    expect(valueAt(scale, 60)).toBe(400_000);
    expect(valueAt(scale, 380)).toBe(2_000_000);
    expect(positionOf(scale, 405_000)).toBe(61);
  });

  it('keeps $5,000 steps up to $2.1M on most of a $10M track, and round $100,000 steps above', () => {
    expect(wide).toMatchObject({ knee: 2_100_000, fine: 400, coarse: 100_000, count: 479 });
    expect(valueAt(wide, 60)).toBe(400_000);
    expect(valueAt(wide, 61)).toBe(405_000);
    expect(valueAt(wide, 401)).toBe(2_200_000);
    expect(valueAt(wide, wide.count)).toBe(10_000_000);
    expect(positionOf(wide, 10_000_000)).toBe(wide.count);
    // the default range sits well apart on the track (thumbs do not cover each other)
    expect(positionOf(wide, 600_000) / wide.count - positionOf(wide, 400_000) / wide.count).toBeGreaterThan(0.08);
    expect(wide.fine / wide.count).toBeGreaterThan(0.8);
  });

  it('reaches max even when the range is not a whole number of steps', () => {
    const scale = rangeScale({ min: 0, max: 12_345, step: 1_000 });
    expect(valueAt(scale, scale.count)).toBe(12_345);
  });

  it('maps positions to increasing values on the step grid, and back (property)', () => {
    const bounds = fc.record({ min: fc.integer({ min: 0, max: 1_000 }), span: fc.integer({ min: 1, max: 5_000 }), step: fc.constantFrom(1, 5, 1_000, 5_000) });
    fc.assert(
      fc.property(bounds, ({ min, span, step }) => {
        const scale = rangeScale({ min: min * step, max: (min + span) * step, step });
        let previous = -Infinity;
        for (let p = 0; p <= scale.count; p++) {
          const value = valueAt(scale, p);
          expect(value).toBeGreaterThan(previous);
          expect((value - scale.min) % step === 0 || value === scale.max).toBe(true);
          expect(positionOf(scale, value)).toBeCloseTo(p, 9);
          previous = value;
        }
        expect(valueAt(scale, 0)).toBe(scale.min);
        expect(valueAt(scale, scale.count)).toBe(scale.max);
      }),
      { numRuns: 50 },
    );
  });
});
