import type { Question } from '../types/flow';
import { SLIDER_DEFAULT_MAX, SLIDER_DEFAULT_MIN, SLIDER_DEFAULT_RANGE, SLIDER_STEP } from '../constants';

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** A slider's min, max and step, with the defaults for those the question does not name. */
export function sliderBounds(question: Question): SliderBounds {
  const data = question.questionData;
  const step = data.step !== undefined && data.step > 0 ? data.step : SLIDER_STEP;
  return { min: data.min ?? SLIDER_DEFAULT_MIN, max: data.max ?? SLIDER_DEFAULT_MAX, step };
}

/** One slider value snapped to the step, then clamped to the bounds. */
export function snapAndClamp(value: number, { min, max, step }: SliderBounds): number {
  const snapped = Math.round(value / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

/** A slider's initial range: the question's default (snapped and clamped), else [400,000, 600,000] clamped. */
export function sliderDefault(question: Question): [number, number] {
  const bounds = sliderBounds(question);
  const given = question.questionData.default;
  const pair = Array.isArray(given) && given.length === 2 ? given : SLIDER_DEFAULT_RANGE;
  const low = snapAndClamp(pair[0]!, bounds);
  const high = snapAndClamp(pair[1]!, bounds);
  return low <= high ? [low, high] : [high, low];
}
