import { useEffect, useRef, useState } from 'react';
import { richText, useText } from '../../../renderers/i18n/locale-context';
import { SubmitError, sendWrite } from '../../data/post-json';
import { formsText } from './messages';

/**
 * The page the e-mailed link opens. Opening it changes nothing (mail scanners open links too); the
 * requester's press of "Confirm my request" sends the link's token once. The outcome, or why the link no
 * longer works, replaces the button and takes the focus.
 */
export function RemovalLinkConfirmation({ requestId, token }: { requestId: string | null; token: string | null }) {
  const t = useText(formsText);
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'confirmed' | 'failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (state === 'confirmed' || state === 'failed') outcome.current?.focus();
  }, [state]);

  if (!requestId || !token) return <p className="mt-6 text-base text-slate-800">{t('removal.linkIncomplete')}</p>;

  const confirm = async () => {
    setState('sending');
    try {
      await sendWrite('/api/confirmRemoval', { request: requestId, token });
      setState('confirmed');
    } catch (failure) {
      setError((failure instanceof SubmitError && failure.status >= 400 && failure.status < 500 && failure.message) || t('removal.failure'));
      setState('failed');
    }
  };

  return (
    <div className="mt-6 flex flex-col gap-4">
      <p className="text-lg text-slate-700">{t('removal.linkExplanation')}</p>
      <p className="text-sm text-slate-700">
        {richText(t('removal.linkReference', { id: requestId }), [(id) => <span className="font-mono break-all">{id}</span>])}
      </p>
      {state === 'confirmed' ? (
        <div ref={outcome} tabIndex={-1} role="status" className="rounded-xl bg-emerald-50 p-6 text-emerald-950 focus:outline-none">
          <h2 className="text-2xl font-bold">{t('removal.emailConfirmedHeading')}</h2>
          <p className="mt-2 text-base">{t('removal.emailConfirmed')}</p>
        </div>
      ) : state === 'failed' ? (
        <div ref={outcome} tabIndex={-1} role="alert" className="rounded-xl bg-red-50 p-6 text-base font-semibold text-red-800 focus:outline-none">
          {error}
        </div>
      ) : (
        <div>
          <button
            type="button"
            className="btn-primary min-w-56 disabled:cursor-not-allowed disabled:opacity-60"
            disabled={!hydrated || state === 'sending'}
            aria-busy={state === 'sending' || undefined}
            onClick={() => void confirm()}
          >
            {state === 'sending' ? t('removal.linkSubmitting') : t('removal.linkSubmit')}
          </button>
        </div>
      )}
    </div>
  );
}
