import { useState, type InputHTMLAttributes } from 'react';
import { clampNumber, readNumber } from '../../domain/finance/index';
import { formatAmount } from './format';

export interface MaskedNumberFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'aria-describedby' | 'aria-invalid' | 'aria-labelledby' | 'disabled'> {
  id: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  /** The input mask (input-masks.ts): next text and previous text -> the text to show. */
  mask: (next: string, previous: string) => string;
  /** How the value reads when the field is not being edited (default: 600,000). */
  format?: (value: number) => string;
  prefix?: string;
  suffix?: string;
  inputMode?: 'decimal' | 'numeric';
  className?: string;
}

/**
 * A number typed as text through an input mask: while the visitor
 * types, a value inside [min, max] applies at once and one above max is capped (the text shows the max);
 * one below min waits. On blur or Enter the text is committed: clamped to [min, max], a non-number
 * becoming min, and shown formatted again.
 */
export function MaskedNumberField({ id, value, onChange, min, max, mask, format = formatAmount, prefix, suffix, inputMode = 'decimal', className = '', ...aria }: MaskedNumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? format(value);
  const commit = () => {
    if (draft === null) return;
    const committed = clampNumber(draft, min, max);
    if (committed !== value) onChange(committed);
    setDraft(null);
  };
  return (
    <div className={`flex items-center rounded-lg border border-slate-300 bg-white px-3 shadow-sm transition focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100 ${aria['aria-invalid'] ? 'border-red-600' : ''} ${className}`}>
      {prefix && <span className="pr-1 text-slate-500" aria-hidden="true">{prefix}</span>}
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={shown}
        onChange={(event) => {
          const text = mask(event.target.value, shown);
          const parsed = readNumber(text);
          if (parsed !== undefined && parsed > max) {
            setDraft(format(max));
            if (value !== max) onChange(max);
            return;
          }
          setDraft(text);
          if (parsed !== undefined && parsed >= min && parsed !== value) onChange(parsed);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="w-full min-w-0 bg-transparent py-2 text-right font-semibold text-slate-900 tabular-nums outline-none"
        {...aria}
      />
      {suffix && <span className="pl-1 text-slate-500" aria-hidden="true">{suffix}</span>}
    </div>
  );
}
