import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSlider } from '../../../engine/validation/validate-slider';
import { sliderBounds, sliderDefault, snapAndClamp } from '../../../engine/validation/slider-bounds';
import { q } from '../support/flows';

describe('slider answers', () => {
  const plain = q(1, 'price', { type: 'slider' });

  it('defaults: bounds 200,000 to 1,000,000, step 5,000, range [400,000, 600,000]', () => {
    expect(sliderBounds(plain)).toEqual({ min: 200_000, max: 1_000_000, step: 5_000 });
    expect(sliderDefault(plain)).toEqual([400_000, 600_000]);
  });

  it('clamps the default range into narrower bounds', () => {
    expect(sliderDefault(q(1, 'p', { type: 'slider', min: 100_000, max: 450_000 }))).toEqual([400_000, 450_000]);
    expect(sliderDefault(q(1, 'p', { type: 'slider', default: [302_000, 251_000] }))).toEqual([250_000, 300_000]);
  });

  it('snaps to $5,000 and clamps typed values; stores low first', () => {
    expect(validateSlider(plain, [402_400, 597_600])).toEqual({ ok: true, value: [400_000, 600_000] });
    expect(validateSlider(plain, ['$50,000', '9,000,000'])).toEqual({ ok: true, value: [200_000, 1_000_000] });
    expect(validateSlider(plain, [700_000, 300_000])).toEqual({ ok: true, value: [300_000, 700_000] });
  });

  it.each([[400_000], 400_000, [1, 2, 3], ['a', 'b'], null, []])('needs a two-value range: refuses %j', (raw) => {
    expect(validateSlider(plain, raw)).toEqual({ ok: false, message: 'Please choose a range.' });
  });

  it('every accepted range is snapped, inside the bounds and ordered', () => {
    const bounded = q(1, 'p', { type: 'slider', min: 100_000, max: 2_000_000 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5e6, noNaN: true }), fc.double({ min: 0, max: 5e6, noNaN: true }), (a, b) => {
        const result = validateSlider(bounded, [a, b]);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const [low, high] = result.value as number[];
        expect(low! % 5_000).toBe(0);
        expect(low).toBeGreaterThanOrEqual(100_000);
        expect(high).toBeLessThanOrEqual(2_000_000);
        expect(low).toBeLessThanOrEqual(high!);
        expect(validateSlider(bounded, result.value)).toEqual(result);
      }),
    );
  });

  it('snapAndClamp', () => {
    expect(snapAndClamp(2_499, { min: 0, max: 10_000, step: 5_000 })).toBe(0);
    expect(snapAndClamp(2_500, { min: 0, max: 10_000, step: 5_000 })).toBe(5_000);
    expect(snapAndClamp(1e9, { min: 0, max: 10_000, step: 5_000 })).toBe(10_000);
  });
});
