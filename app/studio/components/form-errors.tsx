import { createRef, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import { Alert } from './alert';

export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/**
 * A form's messages, by field and for the whole form, with a ref for each field's input. `show` puts them
 * up and then focuses the first field (in `fields` order) that has one, else the form's message.
 */
export function useFormErrors<Field extends string>(fields: readonly Field[]) {
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  // The fields are fixed for the form's life: one ref each, made once.
  const inputs = useMemo(() => Object.fromEntries(fields.map((field) => [field, createRef<HTMLInputElement>()])) as Record<Field, RefObject<HTMLInputElement | null>>, []);
  const formError = useRef<HTMLDivElement>(null);
  const show = (found: FormErrors<Field>) => {
    setErrors(found);
    // After the render that shows them, so the focused field already carries its message.
    requestAnimationFrame(() => {
      const first = fields.find((field) => found[field]);
      (first ? inputs[first] : formError).current?.focus();
    });
  };
  return { errors, show, inputs, formError };
}

/** The form's own message, focusable so that `show` can move to it. */
export function FormErrorAlert({ ref, message }: { ref: Ref<HTMLDivElement>; message: string | undefined }) {
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className="focus:outline-none">
      <Alert tone="error">{message}</Alert>
    </div>
  );
}
