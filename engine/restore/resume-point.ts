import type { Replay } from '../replay';

/** The first question of a replay without a valid answer, with the indexes before it; null when every step is answered. */
export function firstGap(replay: Replay): { current: number; history: number[] } | null {
  const gap = replay.steps.findIndex((step) => step.value === undefined);
  if (gap < 0) return null;
  return { current: replay.steps[gap]!.index, history: replay.steps.slice(0, gap).map((step) => step.index) };
}
