import { maskCurrency } from './currency-input';
import { FieldError } from './field-error';
import { controlAria, inputClass } from './field-styles';
import type { QuestionRendererProps, RendererEntry } from './renderer-types';
import { BASE_RANK, rankWith, typeIs } from './testers';

/** currency: a dollar amount typed with thousands separators, after a '$' sign. */
export function CurrencyRenderer({ question, value, onChange, onBlur, error, ids, disabled }: QuestionRendererProps) {
  return (
    <div>
      <div className="relative max-w-sm">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-lg text-slate-600">
          $
        </span>
        <input
          {...controlAria(ids, error)}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={maskCurrency(value)}
          placeholder={question.questionData.placeholder?.replace(/^\$/, '')}
          disabled={disabled}
          onBlur={onBlur}
          onChange={(event) => onChange(maskCurrency(event.target.value))}
          className={`${inputClass} pl-9`}
        />
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export const currencyRenderer: RendererEntry = { name: 'currency', tester: rankWith(BASE_RANK, typeIs('currency')), renderer: CurrencyRenderer };
