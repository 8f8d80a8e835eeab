import { useEffect, useRef, useState } from 'react';
import { sendWrite } from '../../data/post-json';
import { useText } from '../../../renderers/i18n/locale-context';
import { HUMAN_CHECK_TTL_MS } from './human-check-texts';
import { humanCheckText } from './messages';

type State = 'idle' | 'checking' | 'verified';

/**
 * The offline human check: a checkbox-style button that fetches a signed single-use token from
 * POST /api/humanCheck/token. The button is the whole box, its words included, so a tap on the words
 * starts the check too. The token is dropped after its 300 s, with the expiry message.
 */
export function LocalHumanCheck({ onToken, onExpired, resetKey }: { onToken(token: string | null): void; onExpired(): void; resetKey: number }) {
  const [state, setState] = useState<State>('idle');
  const [failed, setFailed] = useState(false);
  const t = useText(humanCheckText);
  const expiry = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearExpiry = () => {
    if (expiry.current) clearTimeout(expiry.current);
    expiry.current = null;
  };
  useEffect(() => clearExpiry, []);
  useEffect(() => {
    if (resetKey === 0) return;
    clearExpiry();
    setState('idle');
  }, [resetKey]);

  const check = async () => {
    if (state !== 'idle') return;
    setState('checking');
    setFailed(false);
    try {
      const { token, expiresInSeconds } = await sendWrite<{ token: string; expiresInSeconds: number }>('/api/humanCheck/token', {});
      setState('verified');
      onToken(token);
      clearExpiry();
      expiry.current = setTimeout(() => {
        expiry.current = null;
        setState('idle');
        onToken(null);
        onExpired();
      }, Math.min(expiresInSeconds * 1000, HUMAN_CHECK_TTL_MS));
    } catch {
      setState('idle');
      setFailed(true);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        role="checkbox"
        aria-checked={state === 'verified'}
        aria-busy={state === 'checking' || undefined}
        aria-label={t('label')}
        disabled={state === 'verified'}
        onClick={() => void check()}
        className="group inline-flex min-h-11 w-full max-w-xs cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-left hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-default"
      >
        <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded border-2 border-slate-500 bg-white group-aria-checked:border-emerald-700 group-aria-checked:bg-emerald-700">
          {state === 'checking' && <span className="size-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent motion-reduce:animate-none" />}
          {state === 'verified' && (
            <svg viewBox="0 0 20 20" className="size-5 fill-white">
              <path d="M7.6 13.2 4.4 10l-1.2 1.2 4.4 4.4 9.2-9.2-1.2-1.2z" />
            </svg>
          )}
        </span>
        <span aria-hidden="true" className="text-sm font-medium text-slate-800">
          {state === 'verified' ? t('verified') : t('label')}
        </span>
      </button>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('failed')}
        </p>
      )}
    </div>
  );
}
