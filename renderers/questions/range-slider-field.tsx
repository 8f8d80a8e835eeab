import { useEffect, useState } from 'react';
import { parseAmount, sliderBounds, sliderDefault, snapAndClamp, type Question } from '../../engine';
import { formatDollars } from '../../i18n/format';
import { useLocale, useText } from '../i18n/locale-context';
import { maskCurrency } from './currency-input';
import { inputClass } from './field-styles';
import { questionText } from './messages';
import { positionOf, rangeScale, valueAt } from './range-scale';
import type { RendererIds } from './renderer-types';

export interface RangeTone {
  track: string;
  fill: string;
  thumb: string;
}

/** The slider answer in the draft, or the question's default range. */
function pairOf(question: Question, value: unknown): [number, number] {
  if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number' && Number.isFinite(v))) return [value[0], value[1]];
  return sliderDefault(question);
}

/** A thumb's tap area, each way. */
const THUMB_PX = 44;

/**
 * A thumb takes taps over THUMB_PX (the track's input takes none: only the thumbs are dragged) but draws
 * a 32 px disc: a transparent 6 px border around it, the colour clipped inside it, a white inner ring and
 * a shadow that follows the disc. The fill runs between the thumbs' centres, which sit half a thumb in
 * from the track's ends.
 */
const thumb = (tone: RangeTone) =>
  `pointer-events-none absolute inset-0 h-12 w-full appearance-none bg-transparent focus-visible:outline-none [&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-11 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-[6px] [&::-webkit-slider-thumb]:border-transparent [&::-webkit-slider-thumb]:bg-clip-padding [&::-webkit-slider-thumb]:inset-ring-4 [&::-webkit-slider-thumb]:inset-ring-white [&::-webkit-slider-thumb]:drop-shadow-md [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-11 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-[6px] [&::-moz-range-thumb]:border-transparent [&::-moz-range-thumb]:bg-clip-padding [&::-moz-range-thumb]:inset-ring-4 [&::-moz-range-thumb]:inset-ring-white ${tone.thumb} focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-brand-700/50`;

/** A typed end of the range: any amount while typing; snapped and clamped (by the engine's rule) on blur. */
function TypedEnd({ id, label, value, bounds, onValue, onBlur, disabled }: { id: string; label: string; value: number; bounds: ReturnType<typeof sliderBounds>; onValue(value: number): void; onBlur(): void; disabled: boolean }) {
  const [text, setText] = useState(maskCurrency(value));
  useEffect(() => setText(maskCurrency(value)), [value]);
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">{label}</label>
      <div className="relative mt-1">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-slate-600">$</span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          value={text}
          disabled={disabled}
          onChange={(event) => {
            const masked = maskCurrency(event.target.value);
            setText(masked);
            const parsed = parseAmount(masked);
            if (parsed) onValue(parsed.amount);
          }}
          onBlur={() => {
            const parsed = parseAmount(text);
            const clamped = snapAndClamp(parsed ? parsed.amount : value, bounds);
            setText(maskCurrency(clamped));
            onValue(clamped);
            onBlur();
          }}
          className={`${inputClass} pl-8`}
        />
      </div>
    </div>
  );
}

/**
 * A two-thumb range (slider questions): two native range inputs over one track, each reachable by Tab
 * and moved by the arrow keys, and the two ends typed as amounts. Bounds, step and default are the engine's;
 * the inputs move over track positions (range-scale.ts), so a very wide range keeps ordinary values
 * within reach of a thumb.
 */
export function RangeSliderField({ question, value, onChange, onBlur, ids, disabled, tone }: { question: Question; value: unknown; onChange(value: [number, number]): void; onBlur(): void; ids: RendererIds; disabled: boolean; tone: RangeTone }) {
  const locale = useLocale();
  const t = useText(questionText);
  const bounds = sliderBounds(question);
  const [low, high] = pairOf(question, value);
  const shownLow = snapAndClamp(Math.min(low, high), bounds);
  const shownHigh = snapAndClamp(Math.max(low, high), bounds);
  const scale = rangeScale(bounds);
  const at = (v: number) => positionOf(scale, v) / scale.count;
  const centre = (v: number) => `calc(${THUMB_PX / 2}px + (100% - ${THUMB_PX}px) * ${at(v)})`;
  return (
    <div role="group" aria-labelledby={ids.label}>
      <div className="relative h-12" onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && onBlur()}>
        <div className={`absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full ${tone.track}`} />
        <div className={`absolute top-1/2 h-2 -translate-y-1/2 rounded-full ${tone.fill}`} style={{ left: centre(shownLow), right: `calc(100% - ${centre(shownHigh)})` }} />
        {([['low', shownLow], ['high', shownHigh]] as const).map(([end, v]) => (
          <input
            key={end}
            id={end === 'low' ? ids.input : `${ids.input}-high`}
            type="range"
            min={0}
            max={scale.count}
            step={1}
            value={Math.round(positionOf(scale, v))}
            disabled={disabled}
            aria-label={t(end === 'low' ? 'slider.lowest' : 'slider.highest', { title: question.title })}
            aria-valuetext={formatDollars(locale, v)}
            aria-describedby={ids.description}
            onChange={(event) => {
              const next = valueAt(scale, Number(event.target.value));
              onChange(end === 'low' ? [Math.min(next, shownHigh), shownHigh] : [shownLow, Math.max(next, shownLow)]);
            }}
            className={thumb(tone)}
          />
        ))}
      </div>
      <div className="mt-4 flex gap-3">
        <TypedEnd id={`${ids.input}-from`} label={t('slider.from')} value={shownLow} bounds={bounds} disabled={disabled} onBlur={onBlur} onValue={(v) => onChange([v, shownHigh])} />
        <TypedEnd id={`${ids.input}-to`} label={t('slider.to')} value={shownHigh} bounds={bounds} disabled={disabled} onBlur={onBlur} onValue={(v) => onChange([shownLow, v])} />
      </div>
    </div>
  );
}
