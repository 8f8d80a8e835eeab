import { sliderDefault } from '../../engine';
import { formatDollars } from '../../i18n/format';
import { useLocale } from '../i18n/locale-context';
import { FieldError } from './field-error';
import { RangeSliderField } from './range-slider-field';
import type { QuestionRendererProps, RendererEntry } from './renderer-types';
import { and, rankWith, typeIs, VARIANT_RANK, variantIs } from './testers';

const tone = { track: 'bg-slate-300', fill: 'bg-red-700', thumb: '[&::-webkit-slider-thumb]:bg-[#0b2545] [&::-moz-range-thumb]:bg-[#0b2545]' };

/**
 * VetLife's branded slider: the same two-thumb range in the VetLife colours, with the range on a navy
 * card with a star. Registered with a higher rank for `variant === 'vetlife'`, so VetLife's screens get
 * it and the questionnaire keeps the plain one, without either screen knowing.
 */
export function VetLifeSliderRenderer({ question, value, onChange, onBlur, error, ids, disabled }: QuestionRendererProps) {
  const locale = useLocale();
  const [low, high] = Array.isArray(value) && value.length === 2 ? (value as number[]) : sliderDefault(question);
  return (
    <div data-renderer="vetlife-slider">
      <div aria-hidden="true" className="mb-5 flex items-center gap-3 rounded-2xl bg-[#0b2545] px-5 py-4 text-white">
        <svg viewBox="0 0 24 24" className="size-7 shrink-0 fill-red-500">
          <path d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7-6.3-3.9-6.3 3.9 1.7-7L2 9.5l7.1-.6z" />
        </svg>
        <span className="text-xl font-bold tracking-tight sm:text-2xl">
          {formatDollars(locale, Math.min(low!, high!))} – {formatDollars(locale, Math.max(low!, high!))}
        </span>
      </div>
      <RangeSliderField question={question} value={value} onChange={onChange} onBlur={onBlur} ids={ids} disabled={disabled} tone={tone} />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export const vetLifeSliderRenderer: RendererEntry = {
  name: 'vetlife-slider',
  tester: rankWith(VARIANT_RANK, and(typeIs('slider'), variantIs('vetlife'))),
  renderer: VetLifeSliderRenderer,
};
