import { FieldError } from './field-error';
import { controlAria, inputClass } from './field-styles';
import type { QuestionRendererProps, RendererEntry } from './renderer-types';
import { BASE_RANK, rankWith, typeIs } from './testers';

/** zipcode: digits only, at most 5, with the numeric keypad on phones. */
export function ZipcodeRenderer({ question, value, onChange, onBlur, error, ids, disabled }: QuestionRendererProps) {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return (
    <div>
      <input
        {...controlAria(ids, error)}
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={text}
        placeholder={question.questionData.placeholder}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 5))}
        className={`${inputClass} max-w-48 tracking-widest`}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export const zipcodeRenderer: RendererEntry = { name: 'zipcode', tester: rankWith(BASE_RANK, typeIs('zipcode')), renderer: ZipcodeRenderer };
