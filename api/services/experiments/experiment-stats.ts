/**
 * The statistics an experiment report needs, in plain functions: a Wilson interval for a rate, the
 * probability that each variant's rate is the highest (Beta posteriors with a uniform prior, by seeded
 * Monte Carlo so a report reads the same every time), and a chi-square test of the visitors' split
 * against the weights (a sample-ratio mismatch means the assignment, not the variants, is broken).
 */

export interface Tally {
  successes: number;
  trials: number;
}

/**
 * The 95 % Wilson score interval of successes / trials ([0, 0] without trials). It always holds the rate:
 * with no success its low end is 0 and with every trial a success its high end is 1, exactly (computed,
 * they came out a rounding error off, such as 5.6e-17 above a rate of 0).
 */
export function wilsonInterval({ successes, trials }: Tally, z = 1.959964): [number, number] {
  if (trials <= 0) return [0, 0];
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return [Math.min(p, Math.max(0, centre - half)), Math.max(p, Math.min(1, centre + half))];
}

/** A small, seeded generator (mulberry32): the same draws for the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(next: () => number): number {
  const u = 1 - next();
  const v = next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A Gamma(shape, 1) draw (Marsaglia and Tsang; shape ≥ 1 here, as every Beta parameter is at least 1). */
function gamma(shape: number, next: () => number): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(next);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = next();
    if (u < 1 - 0.0331 * x ** 4 || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** For each variant, the probability that its true rate is the highest, under Beta(1 + s, 1 + n − s) posteriors. */
export function probabilityBest(tallies: readonly Tally[], draws = 20_000, seed = 20_261_125): number[] {
  const wins = new Array<number>(tallies.length).fill(0);
  if (tallies.length === 0) return wins;
  const next = random(seed);
  for (let draw = 0; draw < draws; draw++) {
    let best = 0;
    let bestRate = -1;
    tallies.forEach(({ successes, trials }, at) => {
      const a = gamma(1 + successes, next);
      const b = gamma(1 + Math.max(0, trials - successes), next);
      const rate = a / (a + b);
      if (rate > bestRate) [best, bestRate] = [at, rate];
    });
    wins[best]! += 1;
  }
  return wins.map((count) => count / draws);
}

/** ln Γ(x) (Lanczos). */
function logGamma(x: number): number {
  const g = [676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  let sum = 0.99999999999980993;
  const shifted = x - 1;
  g.forEach((coefficient, at) => (sum += coefficient / (shifted + at + 1)));
  const t = shifted + g.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The upper tail Q(s, x) of the regularised incomplete gamma function. */
function upperGamma(s: number, x: number): number {
  if (x <= 0) return 1;
  if (x < s + 1) {
    let term = 1 / s;
    let sum = term;
    for (let n = 1; n < 500; n++) {
      term *= x / (s + n);
      sum += term;
      if (term < sum * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + s * Math.log(x) - logGamma(s));
  }
  // Continued fraction (Lentz).
  let b = x + 1 - s;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < 500; n++) {
    const an = -n * (n - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + s * Math.log(x) - logGamma(s)) * h;
}

/** Pearson's chi-square test of observed counts against the shares the weights promise: the statistic and its p-value. */
export function sampleRatioTest(observed: readonly number[], weights: readonly number[]): { chiSquare: number; pValue: number } {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || weightSum <= 0 || observed.length < 2) return { chiSquare: 0, pValue: 1 };
  const chiSquare = observed.reduce((sum, count, at) => {
    const expected = (total * weights[at]!) / weightSum;
    return expected > 0 ? sum + (count - expected) ** 2 / expected : sum;
  }, 0);
  return { chiSquare, pValue: upperGamma((observed.length - 1) / 2, chiSquare / 2) };
}

/** Below this p-value the split is reported as a sample-ratio mismatch. */
export const SRM_P_VALUE = 0.001;
