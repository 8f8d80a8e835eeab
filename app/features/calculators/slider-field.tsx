import { useId, type ReactNode } from 'react';
import { PagedSlider } from '../../components/slider/paged-slider';
import type { SliderScale } from '../../components/slider/slider-paging';
import { formatAmount, formatCompactDollars, formatDollars, formatPercent, formatYears } from './format';
import { maskCurrency, maskPercent, maskWholeNumber } from './input-masks';
import { MaskedNumberField } from './masked-number-field';
import { calculatorsText } from './messages';
import { intlTags, type Locale } from '../../../i18n/locales';
import { useLocale } from '../../../renderers/i18n/locale-context';

/** How a kind of field is typed, shown beside the slider, and marked under it. */
export interface FieldKind {
  mask: (next: string, previous: string) => string;
  format: (value: number) => string;
  formatValue: (value: number) => string;
  formatMark?: (value: number) => string;
  prefix?: string;
  suffix?: string;
}

const plain = (value: number) => `${value}`;

/** Dollars: typed with commas, read out as "$600,000", marked "$500K". */
export const dollarsField = (locale: Locale): FieldKind => ({
  mask: (next, previous) => maskCurrency(next, previous),
  format: formatAmount,
  formatValue: (value) => formatDollars(locale, value),
  formatMark: (value) => formatCompactDollars(locale, value),
  prefix: '$',
});

export const percentField = (locale: Locale): FieldKind => ({
  mask: (next, previous) => maskPercent(next, previous),
  format: plain,
  formatValue: (value) => formatPercent(locale, value),
  formatMark: (value) => `${value}%`,
  suffix: '%',
});

export const yearsField = (locale: Locale): FieldKind => ({
  mask: (next, previous) => maskWholeNumber(next, previous, 2),
  format: plain,
  formatValue: (value) => formatYears(locale, value),
  formatMark: plain,
  suffix: calculatorsText.text(locale, 'field.yearsSuffix'),
});

export interface SliderFieldProps extends FieldKind {
  label: string;
  value: number;
  onChange: (value: number) => void;
  scale: SliderScale;
  /** The typed field's limits (the slider's scale may be narrower, e.g. a down payment capped at the price). */
  min?: number;
  max?: number;
  /** Shown between the label and the field (the $ / % switch). */
  extra?: ReactNode;
  /** Ids of help or error texts. */
  describedBy?: string;
  /** Marks the typed field as breaking its rule (the rule's text is named by describedBy). */
  invalid?: boolean;
  /** A test hook naming the field ('home-price'). */
  testId?: string;
  /** The slider's minus and plus page buttons (default shown). */
  buttons?: boolean;
}

/**
 * A labelled number field over a paged slider: both edit the same value; the label names both (and, in
 * lower case, the slider's page buttons). Spread a field kind (for the page's language) in for the mask and formats.
 */
export function SliderField({ label, value, onChange, scale, min = scale.min, max = scale.max, mask, format, formatValue, formatMark, prefix, suffix, extra, describedBy, invalid, testId, buttons }: SliderFieldProps) {
  const id = useId();
  const locale = useLocale();
  return (
    <div data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <label id={`${id}-label`} htmlFor={`${id}-field`} className="font-semibold text-slate-800">
          {label}
        </label>
        <div className="flex items-center gap-2">
          {extra}
          <MaskedNumberField
            id={`${id}-field`}
            value={value}
            onChange={onChange}
            min={min}
            max={max}
            mask={mask}
            format={format}
            prefix={prefix}
            suffix={suffix}
            className="w-40"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        </div>
      </div>
      <div className="mt-3">
        <PagedSlider
          id={`${id}-slider`}
          labelledBy={`${id}-label`}
          name={label.toLocaleLowerCase(intlTags[locale])}
          value={value}
          scale={scale}
          onChange={onChange}
          formatValue={formatValue}
          formatMark={formatMark}
          disabled={scale.max <= scale.min}
          buttons={buttons}
        />
      </div>
    </div>
  );
}
