/**
 * The paged slider's arithmetic. A scale runs from `min` to
 * `max` in `step`s; the slider shows one page of it at a time, a window `page` wide (the whole scale when
 * it is narrower), with marks every `markEvery`. Dragging the thumb to the end of the window and holding
 * it there moves the window (and the value with it) by a page every 300 ms; the minus and plus buttons
 * move it by a page at once; the keyboard moves the value across the whole scale and the window follows.
 */

export interface SliderScale {
  min: number;
  max: number;
  step: number;
  page: number;
  markEvery: number;
  /** What Page Up/Down move by; default `page` (a one-page slider over a long scale wants less). */
  keyboardPage?: number;
}

export interface SliderWindow {
  start: number;
  end: number;
}

/** Drops binary noise (0.1 + 0.2) at the scale's precision. */
function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The width of a window: a page, or the whole scale when that is narrower. */
export function windowWidth(scale: SliderScale): number {
  return Math.min(scale.page, scale.max - scale.min);
}

/** The window starting at `start`, pulled inside the scale. */
export function windowAt(scale: SliderScale, start: number): SliderWindow {
  const width = windowWidth(scale);
  const clamped = tidy(clamp(start, scale.min, scale.max - width));
  return { start: clamped, end: tidy(clamped + width) };
}

/**
 * The window to show for `value`: the current one while it still holds the value (so a window does not
 * jump while the thumb sits on its edge), else the page the value falls in (the last page for max).
 */
export function windowFor(scale: SliderScale, value: number, currentStart?: number): SliderWindow {
  if (currentStart !== undefined) {
    const current = windowAt(scale, currentStart);
    if (value >= current.start && value <= current.end) return current;
  }
  const width = windowWidth(scale);
  if (width <= 0) return { start: scale.min, end: scale.max };
  const index = Math.floor(tidy((clamp(value, scale.min, scale.max) - scale.min) / width));
  return windowAt(scale, scale.min + index * width);
}

/** The value on the step grid of the scale (min, min + step, ...), inside the scale. */
export function snapToStep(scale: SliderScale, value: number): number {
  const steps = Math.round(tidy((value - scale.min) / scale.step));
  return tidy(clamp(scale.min + steps * scale.step, scale.min, scale.max));
}

/**
 * The value after a key press (the slider pattern of WAI-ARIA APG): arrows a step, Page Up/Down a page,
 * Home/End the ends of the whole scale. null for any other key. Arrows start from the value snapped to
 * the step grid, as a native range input does.
 */
export function valueAfterKey(scale: SliderScale, value: number, key: string): number | null {
  const snapped = snapToStep(scale, value);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return tidy(clamp(snapped + scale.step, scale.min, scale.max));
    case 'ArrowLeft':
    case 'ArrowDown':
      return tidy(clamp(snapped - scale.step, scale.min, scale.max));
    case 'PageUp':
      return tidy(clamp(value + (scale.keyboardPage ?? scale.page), scale.min, scale.max));
    case 'PageDown':
      return tidy(clamp(value - (scale.keyboardPage ?? scale.page), scale.min, scale.max));
    case 'Home':
      return scale.min;
    case 'End':
      return scale.max;
    default:
      return null;
  }
}

/**
 * Which way a held thumb pages: +1 when the value is within a step of the window's end and the scale goes
 * on, -1 at the start likewise, else 0.
 */
export function edgeDirection(scale: SliderScale, window: SliderWindow, value: number): -1 | 0 | 1 {
  if (value >= window.end - scale.step / 2 && window.end < scale.max) return 1;
  if (value <= window.start + scale.step / 2 && window.start > scale.min) return -1;
  return 0;
}

/** One page in `direction`: the new window and the value moved by the same amount (inside the scale). */
export function pageBy(scale: SliderScale, window: SliderWindow, value: number, direction: -1 | 1): { window: SliderWindow; value: number } {
  const next = windowAt(scale, window.start + direction * windowWidth(scale));
  const moved = next.start - window.start;
  return { window: next, value: tidy(clamp(value + (moved === 0 ? direction * scale.page : moved), scale.min, scale.max)) };
}

/**
 * The marks of a window: every multiple of `markEvery` inside it (round figures even when the scale starts
 * between them, as a loan slider starting at the visitor's total debt does).
 */
export function marksOf(scale: SliderScale, window: SliderWindow): number[] {
  const marks: number[] = [];
  const first = Math.ceil(tidy(window.start / scale.markEvery));
  for (let index = first; ; index++) {
    const mark = tidy(index * scale.markEvery);
    if (mark > window.end + 1e-9) break;
    marks.push(mark);
  }
  return marks;
}

/** Where a value sits in a window, 0 to 100 (percent of the track). */
export function positionPercent(window: SliderWindow, value: number): number {
  const width = window.end - window.start;
  return width > 0 ? clamp(((value - window.start) / width) * 100, 0, 100) : 0;
}
