/** Whole-number ticks from 0 to the first at or above `top` (at least 1), about six: steps of 1, 2 or 5 times a power of ten. */
export function countTicks(top: number): number[] {
  const end = Math.max(1, top);
  const rough = end / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power);
  const ticks: number[] = [];
  for (let tick = 0; tick < end + step; tick += step) ticks.push(tick);
  return ticks;
}
