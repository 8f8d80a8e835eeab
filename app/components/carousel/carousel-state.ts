/**
 * The state of an infinitely looping carousel, kept pure so it can be tested without a DOM.
 *
 * The track holds, in order: a copy of the last slide, every slide, then copies of the first few (as
 * many as can be in view at once). Moving past either end slides onto a copy; once that transition has
 * settled, the position jumps without animation to the real slide the copy stands for, so the loop never
 * visibly rewinds.
 */
export interface CarouselState {
  /** Number of real slides. */
  count: number;
  /** Index into the track (copies included) of the first slide in view. */
  position: number;
  /** A transition is running: the arrows are disabled and further moves are ignored until it settles. */
  animating: boolean;
  /** The current position was reached by a jump, which must not animate. */
  instant: boolean;
  /** How many moves have been made (by hand or automatically); the auto-advance timer restarts on each. */
  moves: number;
}

export type CarouselAction =
  | { type: 'move'; by: 1 | -1; animate: boolean }
  | { type: 'settle' }
  | { type: 'resume' }
  | { type: 'reset'; count: number };

/** Copies placed before the first slide: one, so the previous arrow can slide in from the left. */
export function leadingCopies(count: number): number {
  return count > 1 ? 1 : 0;
}

/** Copies placed after the last slide: enough to fill the widest view. */
export function trailingCopies(count: number, maxPerView: number): number {
  return count > 1 ? Math.min(count, Math.max(1, maxPerView)) : 0;
}

export interface TrackSlide {
  /** Index of the real slide shown here. */
  slide: number;
  /** A copy that exists only for the loop (hidden from assistive technology, never focusable). */
  copy: boolean;
}

/** The track: copies of the tail, the slides, copies of the head. */
export function trackSlides(count: number, maxPerView: number): TrackSlide[] {
  const lead = leadingCopies(count);
  const trail = trailingCopies(count, maxPerView);
  const track: TrackSlide[] = [];
  for (let index = count - lead; index < count; index++) track.push({ slide: index, copy: true });
  for (let index = 0; index < count; index++) track.push({ slide: index, copy: false });
  for (let index = 0; index < trail; index++) track.push({ slide: index, copy: true });
  return track;
}

export function initialCarouselState(count: number): CarouselState {
  return { count, position: leadingCopies(count), animating: false, instant: false, moves: 0 };
}

const modulo = (value: number, by: number) => ((value % by) + by) % by;

/** The real slide the position shows first (0-based). */
export function currentSlide(state: Pick<CarouselState, 'count' | 'position'>): number {
  return state.count > 0 ? modulo(state.position - leadingCopies(state.count), state.count) : 0;
}

/** The position of a real slide when it is back within the real part of the track. */
function wrapped(state: CarouselState, position: number): number {
  const lead = leadingCopies(state.count);
  return lead + modulo(position - lead, state.count);
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'move': {
      if (state.count < 2 || state.animating) return state;
      const next = state.position + action.by;
      if (!action.animate) {
        // No transition (reduced motion): go straight to the real slide.
        return { ...state, position: wrapped(state, next), animating: false, instant: true, moves: state.moves + 1 };
      }
      return { ...state, position: next, animating: true, instant: false, moves: state.moves + 1 };
    }
    case 'settle': {
      if (!state.animating) return state;
      const position = wrapped(state, state.position);
      return { ...state, animating: false, position, instant: position !== state.position };
    }
    case 'resume':
      return state.instant ? { ...state, instant: false } : state;
    case 'reset':
      return action.count === state.count ? state : initialCarouselState(action.count);
  }
}

/** Whether a track index is among the `perView` slides in view. */
export function inView(state: Pick<CarouselState, 'position'>, trackIndex: number, perView: number): boolean {
  return trackIndex >= state.position && trackIndex < state.position + perView;
}
