import type { SliderBounds } from '../../engine';

/**
 * The track of a range slider as positions 0..count. A range of up to about 500 steps is linear (one
 * position per step). A wider one (a purchase price up to $10,000,000) would leave ordinary prices in the
 * first few percent of the track, with both thumbs on top of each other: there the first 400 steps keep
 * the question's step and most of the track, and the rest of the range is covered in about 100 coarser,
 * round steps. The typed ends still take any amount on the question's step.
 */
export interface RangeScale {
  min: number;
  max: number;
  step: number;
  /** The value where the coarse part begins (max for a linear scale). */
  knee: number;
  /** Positions in the fine part. */
  fine: number;
  /** The step of the coarse part. */
  coarse: number;
  /** The last position. */
  count: number;
}

const FINE_POSITIONS = 400;
const COARSE_POSITIONS = 100;

/** The smallest of step × 1, 2, 5, 10, 20, 50... that is at least `least`. */
function roundStep(least: number, step: number): number {
  for (let unit = step; ; unit *= 10) {
    for (const factor of [1, 2, 5]) if (unit * factor >= least) return unit * factor;
  }
}

export function rangeScale({ min, max, step }: SliderBounds): RangeScale {
  const steps = Math.max(1, Math.ceil((max - min) / step));
  if (steps <= FINE_POSITIONS + COARSE_POSITIONS) return { min, max, step, knee: max, fine: steps, coarse: step, count: steps };
  const knee = min + FINE_POSITIONS * step;
  const coarse = roundStep((max - knee) / COARSE_POSITIONS, step);
  return { min, max, step, knee, fine: FINE_POSITIONS, coarse, count: FINE_POSITIONS + Math.ceil((max - knee) / coarse) };
}

/** The value at a track position. */
export function valueAt(scale: RangeScale, position: number): number {
  const p = Math.min(scale.count, Math.max(0, Math.round(position)));
  const value = p <= scale.fine ? scale.min + p * scale.step : scale.knee + (p - scale.fine) * scale.coarse;
  return Math.min(scale.max, value);
}

/** Where a value sits on the track (fractional between positions). */
export function positionOf(scale: RangeScale, value: number): number {
  // The last position stands for max even when the last step is shorter than the others.
  if (value >= scale.max) return scale.count;
  const v = Math.max(scale.min, value);
  const position = v <= scale.knee ? (v - scale.min) / scale.step : scale.fine + (v - scale.knee) / scale.coarse;
  return Math.min(scale.count, position);
}
