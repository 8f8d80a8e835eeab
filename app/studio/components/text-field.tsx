import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The element id (so a finding can focus it); generated when absent. */
  id?: string;
  error?: string | null;
  hint?: string;
}

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700';

/** A label above its control, with an optional hint (`${id}-hint`, for the control's aria-describedby). */
export function Labelled({ id, label, hint, className, children }: { id: string; label: string; hint?: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

/** A labelled input with its hint and error, both tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, id, error, hint, className, ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const described = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Labelled id={inputId} label={label} hint={hint} className={className}>
      <input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={described} className={inputClass} {...input} />
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </Labelled>
  );
});
