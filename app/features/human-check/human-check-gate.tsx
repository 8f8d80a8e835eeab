import { useCallback, useState } from 'react';
import type { HumanCheckConfig } from '../../domain/forms/form-types';
import { HumanCheck } from './human-check';
import { useText } from '../../../renderers/i18n/locale-context';
import { humanCheckText } from './messages';

/** The token a form sends with its write, and a way to ask for a fresh check once a write has spent it. */
export function useHumanCheckToken() {
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  /** A token is single-use: after any answer but success, the visitor passes the check again. */
  const spend = useCallback(() => {
    setToken(null);
    setResetKey((key) => key + 1);
  }, []);
  return { token, setToken, resetKey, spend };
}

/** The human check above a form's submit button, with the line saying the button waits for it. */
export function HumanCheckGate({ config, check }: { config: HumanCheckConfig; check: ReturnType<typeof useHumanCheckToken> }) {
  const t = useText(humanCheckText);
  return (
    <div className="flex flex-col gap-1">
      <HumanCheck config={config} onToken={check.setToken} resetKey={check.resetKey} />
      {!check.token && <p className="text-sm text-slate-600">{t('required')}</p>}
    </div>
  );
}
