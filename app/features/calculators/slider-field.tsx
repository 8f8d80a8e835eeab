import { useId, type ReactNode } from 'react';
import { PagedSlider } from '../../components/slider/paged-slider';
import type { SliderScale } from '../../components/slider/slider-paging';
import { MaskedNumberField } from './masked-number-field';

export interface SliderFieldProps {
  label: string;
  /** Lower-case name for the page buttons ("home price"). */
  name: string;
  value: number;
  onChange: (value: number) => void;
  scale: SliderScale;
  /** The typed field's limits (the slider's scale may be narrower, e.g. a down payment capped at the price). */
  min?: number;
  max?: number;
  mask: (next: string, previous: string) => string;
  format: (value: number) => string;
  formatValue: (value: number) => string;
  formatMark?: (value: number) => string;
  prefix?: string;
  suffix?: string;
  /** Shown between the label and the field (the $ / % switch). */
  extra?: ReactNode;
  /** Ids of help or error texts. */
  describedBy?: string;
  /** A test hook naming the field ('home-price'). */
  testId?: string;
  /** The slider's minus and plus page buttons (default shown). */
  buttons?: boolean;
}

/** A labelled number field over a paged slider: both edit the same value; the label names both. */
export function SliderField({ label, name, value, onChange, scale, min = scale.min, max = scale.max, mask, format, formatValue, formatMark, prefix, suffix, extra, describedBy, testId, buttons }: SliderFieldProps) {
  const id = useId();
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
          />
        </div>
      </div>
      <div className="mt-3">
        <PagedSlider
          id={`${id}-slider`}
          labelledBy={`${id}-label`}
          name={name}
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
