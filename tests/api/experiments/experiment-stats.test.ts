import { describe, expect, it } from 'vitest';
import { probabilityBest, sampleRatioTest, SRM_P_VALUE, wilsonInterval } from '../../../api/services/experiments/experiment-stats';
import { assignVariant } from '../../../engine/experiments/assign-variant';

describe('experiment statistics', () => {
  it('gives the Wilson interval of a rate (known values)', () => {
    const [low, high] = wilsonInterval({ successes: 5, trials: 10 });
    expect(low).toBeCloseTo(0.2366, 4);
    expect(high).toBeCloseTo(0.7634, 4);
    expect(wilsonInterval({ successes: 0, trials: 10 })[0]).toBe(0);
    expect(wilsonInterval({ successes: 0, trials: 10 })[1]).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval({ successes: 0, trials: 0 })).toEqual([0, 0]);
  });

  it('holds the rate in its interval for every count, a rate of 0 or 1 included', () => {
    for (let trials = 1; trials <= 200; trials++) {
      for (let successes = 0; successes <= trials; successes++) {
        const rate = successes / trials;
        const [low, high] = wilsonInterval({ successes, trials });
        expect(0 <= low && low <= rate && rate <= high && high <= 1, `${successes}/${trials}: [${low}, ${high}]`).toBe(true);
        if (successes === 0) expect(low).toBe(0);
        if (successes === trials) expect(high).toBe(1);
      }
    }
  });

  it('tests the split against the weights with chi-square (known p-values)', () => {
    expect(sampleRatioTest([60, 40], [1, 1]).chiSquare).toBeCloseTo(4, 10);
    expect(sampleRatioTest([60, 40], [1, 1]).pValue).toBeCloseTo(0.0455, 4);
    expect(sampleRatioTest([30, 10], [1, 1]).pValue).toBeCloseTo(0.001565, 5);
    expect(sampleRatioTest([35, 5], [1, 1]).pValue).toBeLessThan(SRM_P_VALUE);
    expect(sampleRatioTest([20, 20], [1, 1])).toEqual({ chiSquare: 0, pValue: 1 });
    // Two degrees of freedom: the upper tail is e^(-x/2).
    expect(sampleRatioTest([50, 30, 40], [1, 1, 1]).chiSquare).toBeCloseTo(5, 10);
    expect(sampleRatioTest([50, 30, 40], [1, 1, 1]).pValue).toBeCloseTo(Math.exp(-2.5), 8);
    expect(sampleRatioTest([10, 30], [1, 3]).pValue).toBeCloseTo(1, 10);
  });

  it('estimates the probability each variant is best, the same on every run', () => {
    const even = probabilityBest([{ successes: 10, trials: 100 }, { successes: 10, trials: 100 }]);
    expect(even[0]! + even[1]!).toBeCloseTo(1, 10);
    expect(even[0]).toBeGreaterThan(0.45);
    expect(even[0]).toBeLessThan(0.55);
    const clear = probabilityBest([{ successes: 50, trials: 100 }, { successes: 10, trials: 100 }]);
    expect(clear[0]).toBeGreaterThan(0.999);
    expect(probabilityBest([{ successes: 12, trials: 100 }, { successes: 9, trials: 100 }])).toEqual(probabilityBest([{ successes: 12, trials: 100 }, { successes: 9, trials: 100 }]));
  });
});

describe('assigning a visit to a variant', () => {
  const variants = [
    { key: 'a', weight: 1 },
    { key: 'b', weight: 3 },
  ];

  it('is sticky: the same visit gets the same variant every time', () => {
    for (let n = 0; n < 40; n++) expect(assignVariant('exp-1', `visit-${n}`, variants)).toBe(assignVariant('exp-1', `visit-${n}`, variants));
  });

  it('splits visits by weight, and no SRM warning comes from a fair split', () => {
    const counts = { a: 0, b: 0 };
    for (let n = 0; n < 10_000; n++) counts[assignVariant('exp-1', `3b2f6c1e-${n.toString(16)}-visit`, variants) as 'a' | 'b'] += 1;
    expect(counts.a / 10_000).toBeGreaterThan(0.23);
    expect(counts.a / 10_000).toBeLessThan(0.27);
    expect(sampleRatioTest([counts.a, counts.b], [1, 3]).pValue).toBeGreaterThan(SRM_P_VALUE);
    // A forced imbalance is flagged.
    expect(sampleRatioTest([counts.a + 2_000, counts.b - 2_000], [1, 3]).pValue).toBeLessThan(SRM_P_VALUE);
  });

  it('skips variants without weight and has none to give when every weight is zero', () => {
    expect(assignVariant('exp-1', 'visit', [{ key: 'off', weight: 0 }, { key: 'on', weight: 1 }])).toBe('on');
    expect(assignVariant('exp-1', 'visit', [{ key: 'off', weight: 0 }])).toBeNull();
  });
});
