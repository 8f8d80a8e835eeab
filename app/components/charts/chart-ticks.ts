/**
 * Axis ticks of the repayment chart. The dollar axis ticks every 200,000; on a larger loan,
 * where that would draw more than `maxTicks` intervals, it ticks every multiple of 200,000 from the
 * 1-2-5 series (400,000, 1,000,000, 2,000,000, ...), so the labels stay readable. The top tick is the
 * first at or above the largest value.
 */
export function dollarTicks(maxValue: number, baseStep = 200_000, maxTicks = 8): number[] {
  const top = Math.max(0, maxValue);
  let step = baseStep;
  for (let magnitude = 1; Math.ceil(top / step) > maxTicks; magnitude *= 10) {
    step = [1, 2, 5, 10].map((factor) => baseStep * factor * magnitude).find((candidate) => Math.ceil(top / candidate) <= maxTicks) ?? baseStep * 10 * magnitude;
  }
  const count = Math.max(1, Math.ceil(top / step));
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/** Year ticks: every 5 years (every year up to 5 years, every 10 above 40), ending at the last year. */
export function yearTicks(lastYear: number): number[] {
  const step = lastYear <= 5 ? 1 : lastYear <= 40 ? 5 : 10;
  const ticks: number[] = [];
  for (let year = 0; year < lastYear; year += step) ticks.push(year);
  // A last year close to the previous tick replaces it, so the two labels do not collide.
  if (ticks.length > 1 && lastYear - ticks[ticks.length - 1]! < step / 2) ticks.pop();
  ticks.push(lastYear);
  return ticks;
}
