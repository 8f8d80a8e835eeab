import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { inputClass } from '../../../renderers/forms/styles';
import { useText } from '../../../renderers/i18n/locale-context';
import { SubmitError, sendWrite } from '../../data/post-json';
import { formsText } from './messages';

/**
 * What follows a sent removal request: the e-mailed link and the texted code, with the code's field. Focus
 * moves to its heading when it appears. A confirmed code, or one that can no longer be used (spent, lapsed,
 * too many wrong tries), replaces the field with the outcome.
 */
export function RemovalNextSteps({ requestId, successText }: { requestId: string; successText: string }) {
  const t = useText(formsText);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { heading: useId(), code: useId(), error: useId() };
  const [code, setCode] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'confirmed' | 'closed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('removal.codeFormat'));
      input.current?.focus();
      return;
    }
    setState('sending');
    setError(null);
    try {
      await sendWrite('/api/confirmRemoval', { request: requestId, code });
      setState('confirmed');
    } catch (failure) {
      const known = failure instanceof SubmitError ? (failure.fields?.code ?? failure.message) : '';
      setError(known || t('removal.failure'));
      const final = failure instanceof SubmitError && (failure.status === 410 || failure.status === 429 || failure.status === 404);
      setState(final ? 'closed' : 'idle');
      if (!final) input.current?.focus();
    }
  };

  return (
    <section aria-labelledby={ids.heading} className="mt-8 rounded-xl bg-emerald-50 p-6 text-emerald-950">
      <h2 id={ids.heading} ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {t('removal.nextStepsHeading')}
      </h2>
      <p role="status" className="mt-3 text-base font-semibold">
        {successText}
      </p>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-base">
        <li>{t('removal.emailStep', { button: t('removal.linkSubmit') })}</li>
        <li>{t('removal.phoneStep')}</li>
      </ol>
      <p className="mt-3 text-sm">{t('removal.eitherStep')}</p>
      {state === 'confirmed' ? (
        <p role="status" className="mt-6 text-base font-semibold">
          {t('removal.phoneConfirmed')}
        </p>
      ) : state === 'closed' ? (
        <p role="alert" className="mt-6 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : (
        <form className="mt-6 flex flex-col gap-3" noValidate onSubmit={submit}>
          <label htmlFor={ids.code} className="text-sm font-semibold text-slate-900">
            {t('removal.codeLabel')}
          </label>
          <input
            ref={input}
            id={ids.code}
            name="code"
            className={`${inputClass} max-w-48 tracking-widest`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            disabled={state === 'sending'}
          />
          {error && (
            <p id={ids.error} role="alert" className="text-sm font-semibold text-red-700">
              {error}
            </p>
          )}
          <div>
            <button type="submit" className="btn-primary min-w-56 disabled:cursor-not-allowed disabled:opacity-60" disabled={state === 'sending'} aria-busy={state === 'sending' || undefined}>
              {state === 'sending' ? t('removal.codeSubmitting') : t('removal.codeSubmit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
