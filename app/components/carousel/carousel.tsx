import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { carouselReducer, currentSlide, inView, initialCarouselState, trackSlides } from './carousel-state';
import { ChevronLeftIcon, ChevronRightIcon, PauseSmallIcon, PlaySmallIcon } from './carousel-icons';
import { useText } from '../../../renderers/i18n/locale-context';
import { carouselText } from './messages';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface SlideInfo {
  /** 0-based index of the real slide. */
  index: number;
  count: number;
  /** A loop copy (hidden from assistive technology). */
  copy: boolean;
  /** In view or next to it (the others are drawn by `renderPlaceholder`). */
  near: boolean;
}

export interface CarouselProps<T> {
  /** The carousel's accessible name comes from this element id (its heading). */
  labelledBy: string;
  items: readonly T[];
  itemKey(item: T): string;
  renderSlide(item: T, slide: SlideInfo): ReactNode;
  /**
   * What a slide far from the view shows instead (nothing by default): a lighter stand-in keeps the
   * first view's HTML and hydration small. It should take the slide's height if the carousel moves by
   * itself, so that bringing a slide near never shifts the layout.
   */
  renderPlaceholder?(item: T, slide: SlideInfo): ReactNode;
  /**
   * Tailwind classes that set `--per-view` per breakpoint, e.g. `[--per-view:1] md:[--per-view:2]`.
   * Breakpoints live in CSS so the server's HTML and the first browser render agree.
   */
  perViewClassName: string;
  /** The largest `--per-view` any breakpoint sets (how many loop copies the track needs). */
  maxPerView: number;
  /** Advance automatically every so many milliseconds (pausing on hover, keyboard focus, or the pause button). */
  autoAdvanceMs?: number;
  /** Length of the slide transition; the arrows are disabled while it runs. */
  transitionMs?: number;
  /** Shown left of the controls (a heading, a rating). */
  header?: ReactNode;
  /** The previous / next buttons' names ('Next review'), in the page's language; 'Previous slide' / 'Next slide' by default. */
  controlLabels?: { previous: string; next: string };
  className?: string;
}

const SWIPE_MIN_PX = 40;
const controlClass =
  'grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm transition hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * An accessible, infinitely looping carousel (WAI-ARIA APG pattern): a region announced as a carousel,
 * slides labelled "n of N", previous / next buttons (disabled while a slide transition runs), a pause
 * control when it rotates by itself, swipe on touch screens. Rotation pauses while the pointer is over
 * it or keyboard focus is in it, and does not start for visitors who prefer reduced motion.
 */
export function Carousel<T>({
  labelledBy,
  items,
  itemKey,
  renderSlide,
  renderPlaceholder,
  perViewClassName,
  maxPerView,
  autoAdvanceMs,
  transitionMs = 750,
  header,
  controlLabels,
  className = '',
}: CarouselProps<T>) {
  const t = useText(carouselText);
  const count = items.length;
  const [state, dispatch] = useReducer(carouselReducer, count, initialCarouselState);
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusedByKeyboard, setFocusedByKeyboard] = useState(false);
  const [perView, setPerView] = useState<number | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const trackId = useId();

  const rotates = Boolean(autoAdvanceMs) && count > 1;
  const rotating = rotates && !userPaused && !hovered && !focusedByKeyboard;
  const animate = !reducedMotion;

  useEffect(() => dispatch({ type: 'reset', count }), [count]);

  // Reduced motion: no rotation unless the visitor starts it.
  useEffect(() => {
    if (reducedMotion) setUserPaused(true);
  }, [reducedMotion]);

  // How many slides the current breakpoint shows (read from CSS, after hydration).
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const read = () => setPerView(Math.max(1, Math.round(Number(getComputedStyle(element).getPropertyValue('--per-view')) || 1)));
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, []);

  // The transition settles after its length; a loop copy is then swapped for its real slide.
  useEffect(() => {
    if (!state.animating) return;
    const timer = setTimeout(() => dispatch({ type: 'settle' }), transitionMs);
    return () => clearTimeout(timer);
  }, [state.animating, state.moves, transitionMs]);

  // A jump is painted without a transition before transitions are switched back on.
  useLayoutEffect(() => {
    if (!state.instant) return;
    void track.current?.offsetWidth;
    dispatch({ type: 'resume' });
  }, [state.instant, state.position]);

  // Auto-advance, restarted by every move so a slide always stays for the full interval.
  useEffect(() => {
    if (!rotating || !autoAdvanceMs) return;
    const timer = setTimeout(() => dispatch({ type: 'move', by: 1, animate }), autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [rotating, autoAdvanceMs, state.moves, animate]);

  const move = (by: 1 | -1) => dispatch({ type: 'move', by, animate });

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setFocusedByKeyboard(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedByKeyboard(false);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1);
  };

  const track_ = trackSlides(count, maxPerView);
  const current = currentSlide(state);
  const busy = state.animating || undefined;
  const duration = state.instant || !animate ? 0 : transitionMs;

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      data-rotating={rotating ? 'true' : 'false'}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">{header}</div>
        {count > 1 && (
          <div className="flex items-center gap-2">
            {rotates && (
              <button
                type="button"
                onClick={() => setUserPaused((paused) => !paused)}
                aria-label={userPaused ? t('startRotation') : t('pauseRotation')}
                className={controlClass}
              >
                {userPaused ? <PlaySmallIcon className="size-4 translate-x-px" /> : <PauseSmallIcon className="size-5" />}
              </button>
            )}
            <button type="button" aria-controls={trackId} aria-disabled={busy} aria-label={controlLabels?.previous ?? t('previous')} onClick={() => !busy && move(-1)} className={controlClass}>
              <ChevronLeftIcon className="size-5" />
            </button>
            <button type="button" aria-controls={trackId} aria-disabled={busy} aria-label={controlLabels?.next ?? t('next')} onClick={() => !busy && move(1)} className={controlClass}>
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        )}
      </div>
      <div
        ref={viewport}
        className={`-mx-2 mt-6 overflow-clip touch-pan-y sm:-mx-3 ${perViewClassName}`}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <div
          ref={track}
          id={trackId}
          aria-live={rotating ? 'off' : 'polite'}
          className="flex transition-transform ease-in-out"
          style={{
            transform: `translateX(calc(${state.position} * -100% / var(--per-view, 1)))`,
            transitionDuration: `${duration}ms`,
          }}
        >
          {track_.map(({ slide, copy }, trackIndex) => {
            const item = items[slide]!;
            const offscreen = copy || (perView !== null && !inView(state, trackIndex, perView));
            const near = trackIndex >= state.position - 1 && trackIndex <= state.position + maxPerView;
            return (
              <div
                key={copy ? `copy-${trackIndex}` : itemKey(item)}
                role={copy ? undefined : 'group'}
                aria-roledescription={copy ? undefined : 'slide'}
                aria-label={copy ? undefined : t('slide', { index: slide + 1, count })}
                aria-hidden={offscreen || undefined}
                inert={offscreen || undefined}
                data-slide={copy ? undefined : slide + 1}
                data-current={!copy && slide === current ? 'true' : undefined}
                className="flex w-[calc(100%/var(--per-view,1))] shrink-0 px-2 sm:px-3"
              >
                {near ? renderSlide(item, { index: slide, count, copy, near }) : (renderPlaceholder?.(item, { index: slide, count, copy, near }) ?? null)}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
