import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carouselReducer,
  currentSlide,
  initialCarouselState,
  inView,
  trackSlides,
  type CarouselAction,
  type CarouselState,
} from '../../../../app/components/carousel/carousel-state';

const run = (state: CarouselState, ...actions: CarouselAction[]) => actions.reduce(carouselReducer, state);
const next: CarouselAction = { type: 'move', by: 1, animate: true };
const prev: CarouselAction = { type: 'move', by: -1, animate: true };
const settle: CarouselAction = { type: 'settle' };

describe('carousel track', () => {
  it('holds a copy of the last slide, the slides, then copies of the first ones', () => {
    expect(trackSlides(4, 3)).toEqual([
      { slide: 3, copy: true },
      { slide: 0, copy: false },
      { slide: 1, copy: false },
      { slide: 2, copy: false },
      { slide: 3, copy: false },
      { slide: 0, copy: true },
      { slide: 1, copy: true },
      { slide: 2, copy: true },
    ]);
    expect(trackSlides(1, 3)).toEqual([{ slide: 0, copy: false }]);
    expect(trackSlides(0, 3)).toEqual([]);
  });
});

describe('carousel moves (loops infinitely, arrows disabled during a transition)', () => {
  it('starts on the first slide', () => {
    const state = initialCarouselState(5);
    expect(currentSlide(state)).toBe(0);
    expect(state.animating).toBe(false);
  });

  it('ignores moves while a transition runs', () => {
    const moving = run(initialCarouselState(5), next);
    expect(moving.animating).toBe(true);
    expect(run(moving, next)).toBe(moving);
    expect(currentSlide(run(moving, settle))).toBe(1);
  });

  it('loops forward from the last slide to the first through a copy, then jumps without animation', () => {
    let state = initialCarouselState(3);
    for (let i = 0; i < 2; i++) state = run(state, next, settle);
    expect(currentSlide(state)).toBe(2);
    state = run(state, next);
    expect(trackSlides(3, 3)[state.position]).toEqual({ slide: 0, copy: true });
    state = run(state, settle);
    expect(state.instant).toBe(true);
    expect(trackSlides(3, 3)[state.position]).toEqual({ slide: 0, copy: false });
    expect(run(state, { type: 'resume' }).instant).toBe(false);
  });

  it('loops backward from the first slide to the last', () => {
    const state = run(initialCarouselState(4), prev);
    expect(trackSlides(4, 3)[state.position]).toEqual({ slide: 3, copy: true });
    const settled = run(state, settle);
    expect(currentSlide(settled)).toBe(3);
    expect(trackSlides(4, 3)[settled.position]!.copy).toBe(false);
  });

  it('with reduced motion goes straight to the real slide', () => {
    const state = run(initialCarouselState(3), { type: 'move', by: -1, animate: false });
    expect(state.animating).toBe(false);
    expect(currentSlide(state)).toBe(2);
    expect(trackSlides(3, 3)[state.position]!.copy).toBe(false);
  });

  it('does not move a single slide', () => {
    const state = initialCarouselState(1);
    expect(run(state, next)).toBe(state);
  });

  it('counts every move (the auto-advance timer restarts on each)', () => {
    expect(run(initialCarouselState(3), next, settle, prev, settle).moves).toBe(2);
  });

  it('after any moves the current slide is the net count modulo N, and settles on a real slide', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.array(fc.constantFrom<1 | -1>(1, -1), { maxLength: 40 }), (count, moves) => {
        let state = initialCarouselState(count);
        for (const by of moves) state = run(state, { type: 'move', by, animate: true }, settle, { type: 'resume' });
        const net = moves.reduce((sum, by) => sum + by, 0);
        expect(currentSlide(state)).toBe(((net % count) + count) % count);
        expect(trackSlides(count, 3)[state.position]!.copy).toBe(false);
      }),
    );
  });

  it('knows which track slides are in view', () => {
    const state = initialCarouselState(5);
    expect([0, 1, 2, 3, 4].map((index) => inView(state, index, 3))).toEqual([false, true, true, true, false]);
  });
});
