import { useState } from 'react';
import type { HumanCheckConfig } from '../../domain/forms/form-types';
import { useText } from '../../../renderers/i18n/locale-context';
import { humanCheckText } from './messages';
import { LocalHumanCheck } from './local-human-check';
import { TurnstileHumanCheck } from './turnstile-human-check';

/**
 * The human check a lead form passes before its submit button works: Cloudflare Turnstile when the server
 * has its keys, else the local checkbox. `onToken` gets the token, or null when it expires (the expiry
 * message then shows) or is reset (after a submit spent it: bump `resetKey`).
 */
export function HumanCheck({ config, onToken, resetKey }: { config: HumanCheckConfig; onToken(token: string | null): void; resetKey: number }) {
  const [expired, setExpired] = useState(false);
  const t = useText(humanCheckText);
  const take = (token: string | null) => {
    if (token) setExpired(false);
    onToken(token);
  };
  const props = { onToken: take, onExpired: () => setExpired(true), resetKey };
  return (
    <div className="flex flex-col gap-2">
      {config.provider === 'turnstile' ? <TurnstileHumanCheck siteKey={config.siteKey} {...props} /> : <LocalHumanCheck {...props} />}
      {expired && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('expired')}
        </p>
      )}
    </div>
  );
}
