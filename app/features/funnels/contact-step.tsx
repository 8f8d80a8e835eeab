import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { ContactField, ContactFormState } from '../../../engine';
import { useText } from '../../../renderers/i18n/locale-context';
import { useEngineMessage } from '../../../renderers/questions';
import type { FunnelStep } from './funnel-types';
import type { FunnelTheme } from './question-screen';
import { ConsentStatement } from './consent-statement';
import { BackBar } from './back-bar';
import { FunnelNotice } from './funnel-notice';
import { useFocusOnStep } from './use-focus-on-step';
import { funnelText } from './messages';

export interface ContactTexts {
  title: string;
  /** Lines under the title. */
  intro: ReactNode;
  labels: Record<ContactField, string>;
  placeholders: Record<ContactField, string>;
  prefilledNotice: string;
  submit: string;
  submitting: string;
  /** Above the button ('Press Enter or click below to continue'). */
  hint?: string;
  /** Under the button (the funnels' promises). */
  footnote?: string;
  /** The flow's consent statement, shown by the button and describing it. */
  consent?: string;
}

export interface ContactStepProps {
  contact: ContactFormState;
  texts: ContactTexts;
  theme: FunnelTheme & { notice: string; link: string };
  step: FunnelStep;
  /** VetLife: Continue is disabled while the form is invalid or sending. */
  disableWhenInvalid: boolean;
  valid: boolean;
  /** How many times Continue was refused (each refusal moves the focus to the first wrong field). */
  refusedCount: number;
  onField(field: ContactField, value: string): void;
  onBlur(field: ContactField): void;
  onClear(): void;
  onSubmit(): void;
  onBack(): void;
  progress?: ReactNode;
  /** A message over the form (the server refused the lead without naming a field). */
  notice?: string | null;
}

const FIELDS: readonly { field: ContactField; type: string; autoComplete: string; inputMode?: 'email' | 'tel' }[] = [
  { field: 'fullName', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { field: 'phoneNumber', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
];

const inputClass =
  'mt-2 block w-full min-h-12 rounded-xl border border-slate-400 bg-white px-4 py-3 text-lg text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/40 aria-[invalid=true]:border-red-700';

/**
 * The contact step: full name, email and phone (auto-formatted 123-456-7890), each message shown once
 * the field was left (or on Continue), the notice when the values came from saved state with 'Clear and
 * start fresh', and Enter continues. Messages are the engine's (or the definition's contact.messages).
 */
export function ContactStep({ contact, texts, theme, step, disableWhenInvalid, valid, refusedCount, onField, onBlur, onClear, onSubmit, onBack, progress, notice }: ContactStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const base = useId();
  const t = useText(funnelText);
  const localize = useEngineMessage();
  useFocusOnStep(heading, step);

  // After a refused Continue, the first field with a message takes the focus.
  useEffect(() => {
    if (refusedCount > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedCount]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="mx-auto w-full max-w-xl">
      <BackBar onBack={onBack} disabled={contact.submitting} className={theme.backButton} progress={progress} />
      <h1 ref={heading} tabIndex={-1} className={theme.heading}>
        {texts.title}
      </h1>
      <div className={theme.subTitle}>{texts.intro}</div>
      <FunnelNotice text={notice} />
      {contact.prefilled && (
        <div role="status" className={theme.notice}>
          <p>{texts.prefilledNotice}</p>
          <button type="button" onClick={onClear} className={theme.link}>
            {t('contact.clear')}
          </button>
        </div>
      )}
      <div className="mt-6 grid gap-5">
        {FIELDS.map(({ field, type, autoComplete, inputMode }) => {
          const error = localize(contact.errors[field]);
          return (
            <div key={field}>
              <label htmlFor={`${base}${field}`} className="block text-base font-semibold text-slate-900">
                {texts.labels[field]}
              </label>
              <input
                id={`${base}${field}`}
                name={field}
                type={type}
                inputMode={inputMode}
                autoComplete={autoComplete}
                value={contact.values[field]}
                placeholder={texts.placeholders[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${base}${field}-error` : undefined}
                disabled={contact.submitting}
                onChange={(event) => onField(field, event.target.value)}
                onBlur={() => onBlur(field)}
                className={inputClass}
              />
              <p id={`${base}${field}-error`} className="mt-1.5 min-h-5 text-sm font-medium text-red-700">
                {error}
              </p>
            </div>
          );
        })}
      </div>
      {texts.hint && <p className="mt-2 text-sm text-slate-600">{texts.hint}</p>}
      {texts.consent && <ConsentStatement id={`${base}consent`} text={texts.consent} />}
      <button
        type="submit"
        disabled={contact.submitting || (disableWhenInvalid && !valid)}
        aria-describedby={texts.consent ? `${base}consent` : undefined}
        className={`${theme.primaryButton} mt-4 w-full sm:w-auto`}
      >
        {contact.submitting ? texts.submitting : texts.submit}
      </button>
      {texts.footnote && <p className="mt-4 text-sm text-slate-600">{texts.footnote}</p>}
    </form>
  );
}
