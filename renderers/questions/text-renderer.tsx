import type { InputHTMLAttributes } from 'react';
import { formatPhone, textFormat } from '../../engine';
import { FieldError } from './field-error';
import { controlAria, inputClass } from './field-styles';
import type { QuestionRendererProps, RendererEntry } from './renderer-types';
import { BASE_RANK, rankWith, typeIs } from './testers';

type InputKind = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;

const inputKinds: Record<'email' | 'phone' | 'zip', InputKind> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  zip: { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code' },
};
const plainText: InputKind = { type: 'text', inputMode: 'text', autoComplete: 'off' };

/** text: a one-line input; its format (the engine's textFormat) picks the keyboard, and phones are auto-formatted. */
export function TextRenderer({ question, value, onChange, onBlur, error, ids, disabled }: QuestionRendererProps) {
  const format = textFormat(question);
  const kind = format ? inputKinds[format] : plainText;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return (
    <div>
      <input
        {...controlAria(ids, error)}
        {...kind}
        value={text}
        placeholder={question.questionData.placeholder ?? (format === 'phone' ? '123-456-7890' : undefined)}
        maxLength={question.questionData.max}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => onChange(format === 'phone' ? formatPhone(event.target.value) : event.target.value)}
        className={inputClass}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export const textRenderer: RendererEntry = { name: 'text', tester: rankWith(BASE_RANK, typeIs('text')), renderer: TextRenderer };
