import { sliderDefault } from '../../engine/validation/slider-bounds';
import { formatDollars } from '../../i18n/format';
import { useLocale } from '../i18n/locale-context';
import { FieldError } from './field-error';
import { RangeSliderField } from './range-slider-field';
import type { QuestionRendererProps, RendererEntry } from './renderer-types';
import { BASE_RANK, rankWith, typeIs } from './testers';

const tone = { track: 'bg-slate-200', fill: 'bg-brand-600', thumb: '[&::-webkit-slider-thumb]:bg-brand-700 [&::-moz-range-thumb]:bg-brand-700' };

/** slider: a price range between two thumbs, with the chosen range spelled out. */
export function SliderRenderer({ question, value, onChange, onBlur, error, ids, disabled }: QuestionRendererProps) {
  const locale = useLocale();
  const [low, high] = Array.isArray(value) && value.length === 2 ? (value as number[]) : sliderDefault(question);
  return (
    <div>
      <p aria-hidden="true" className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
        {formatDollars(locale, Math.min(low!, high!))} – {formatDollars(locale, Math.max(low!, high!))}
      </p>
      <RangeSliderField question={question} value={value} onChange={onChange} onBlur={onBlur} ids={ids} disabled={disabled} tone={tone} />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export const sliderRenderer: RendererEntry = { name: 'slider', tester: rankWith(BASE_RANK, typeIs('slider')), renderer: SliderRenderer };
