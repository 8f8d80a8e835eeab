import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useText } from '../../../renderers/i18n/locale-context';
import { sliderText } from './messages';
import { edgeDirection, marksOf, pageBy, positionPercent, valueAfterKey, windowFor, type SliderScale } from './slider-paging';

/** How long the thumb must be held at a window's end before the next page, and between pages. */
export const PAGE_REPEAT_MS = 300;

const ignoreChange = () => {};

/** The thumb's width in px: mark labels and the filled track line up with its centre. */
const THUMB = 20;
const TRACK_FILL = '#174c99'; // brand-700
const TRACK_REST = '#e2e8f0'; // slate-200

export interface PagedSliderProps {
  /** Id of the native range input. */
  id: string;
  /** Id of the visible label that names the slider. */
  labelledBy: string;
  /** Short name for the page buttons ("home price"), in the page's language. */
  name: string;
  value: number;
  scale: SliderScale;
  onChange: (value: number) => void;
  /** The value as read out (aria-valuetext) and in the buttons' names: "$600,000", "20%". */
  formatValue: (value: number) => string;
  /** A mark's label; defaults to formatValue. */
  formatMark?: (value: number) => string;
  disabled?: boolean;
  /** The minus and plus page buttons (default shown). */
  buttons?: boolean;
}

/**
 * A native range input that shows one page of a long scale: marks under it, minus and
 * plus buttons that page by hand, and, while the thumb is dragged to an end of the window and held there,
 * a step to the next (or previous) page every 300 ms. The keyboard covers the whole scale: arrows step,
 * Page Up/Down page, Home/End go to the ends; the window follows the value.
 */
export function PagedSlider({ id, labelledBy, name, value, scale, onChange, formatValue, formatMark = formatValue, disabled, buttons = true }: PagedSliderProps) {
  const t = useText(sliderText);
  const [windowStart, setWindowStart] = useState(() => windowFor(scale, value).start);
  const view = windowFor(scale, value, windowStart);
  if (view.start !== windowStart) setWindowStart(view.start);

  // Paging while the thumb is held at an end: only once it has been dragged in this gesture, so a press
  // on a thumb that happens to sit on the edge does not page. The press itself is a ref: pressing the
  // thumb re-renders nothing.
  const pressed = useRef(false);
  const [dragged, setDragged] = useState(false);
  const direction = dragged ? edgeDirection(scale, view, value) : 0;
  const latest = useRef({ value, view, scale, onChange });
  latest.current = { value, view, scale, onChange };
  useEffect(() => {
    if (direction === 0) return;
    const timer = setInterval(() => {
      const next = pageBy(latest.current.scale, latest.current.view, latest.current.value, direction);
      latest.current.view = next.window;
      setWindowStart(next.window.start);
      latest.current.onChange(next.value);
    }, PAGE_REPEAT_MS);
    return () => clearInterval(timer);
  }, [direction]);
  const press = () => {
    pressed.current = true;
    const release = () => {
      pressed.current = false;
      setDragged(false);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
  };

  const page = (to: -1 | 1) => {
    const next = pageBy(scale, view, value, to);
    setWindowStart(next.window.start);
    onChange(next.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = valueAfterKey(scale, value, event.key);
    if (next === null) return;
    event.preventDefault();
    if (next !== value) onChange(next);
  };

  const position = positionPercent(view, value);
  const marks = marksOf(scale, view);
  const at = (percent: number) => `calc(${THUMB / 2}px + ${percent / 100} * (100% - ${THUMB}px))`;
  const pageText = formatValue(Math.min(scale.page, scale.max - scale.min));
  const buttonClass =
    'grid size-9 shrink-0 place-items-center rounded-full border border-slate-300 bg-white text-lg font-semibold leading-none text-brand-800 transition hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div className="flex items-start gap-3">
      {buttons && (
      <button type="button" className={buttonClass} onClick={() => page(-1)} disabled={disabled || value <= scale.min} aria-label={t('decrease', { name, amount: pageText })}>
        <span aria-hidden="true">−</span>
      </button>
      )}
      <div className="min-w-0 flex-1 pt-2.5">
        <input
          id={id}
          type="range"
          aria-labelledby={labelledBy}
          aria-valuetext={formatValue(value)}
          min={view.start}
          max={view.end}
          step={scale.step}
          value={value}
          disabled={disabled}
          // Values come from 'input' events only. React's onChange also fires on the 'change' that ends a drag,
          // which reports the browser's step-snapped display of the value (23,000 shown as 25,000), not a move.
          onInput={(event) => {
            if (pressed.current && !dragged) setDragged(true);
            onChange(Number(event.currentTarget.value));
          }}
          onChange={ignoreChange}
          onPointerDown={press}
          onKeyDown={onKeyDown}
          style={{ background: `linear-gradient(to right, ${TRACK_FILL} ${at(position)}, ${TRACK_REST} ${at(position)})` }}
          className="block h-2 w-full cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-brand-700 [&::-moz-range-thumb]:shadow-md [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-brand-700 [&::-webkit-slider-thumb]:shadow-md [&::-webkit-slider-thumb]:transition-transform active:[&::-webkit-slider-thumb]:scale-110"
        />
        <div aria-hidden="true" className="relative mt-2 h-5 text-[11px] font-medium text-slate-500 tabular-nums">
          {marks.map((mark) => (
            <span key={mark} className="absolute top-0 flex -translate-x-1/2 flex-col items-center" style={{ left: at(positionPercent(view, mark)) }}>
              <span className="block h-1.5 w-px bg-slate-300" />
              <span className="mt-0.5 whitespace-nowrap">{formatMark(mark)}</span>
            </span>
          ))}
        </div>
      </div>
      {buttons && (
      <button type="button" className={buttonClass} onClick={() => page(1)} disabled={disabled || value >= scale.max} aria-label={t('increase', { name, amount: pageText })}>
        <span aria-hidden="true">+</span>
      </button>
      )}
    </div>
  );
}

