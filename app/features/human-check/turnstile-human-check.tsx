import { useEffect, useRef } from 'react';
import { useLocale } from '../../../renderers/i18n/locale-context';
import { HUMAN_CHECK_TTL_MS } from './human-check-texts';

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** Cloudflare's widget script (the CSP admits its host only when Turnstile is configured). */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let loading: Promise<TurnstileApi> | null = null;
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Cloudflare Turnstile's widget, rendered explicitly into this element once its script has loaded (in the
 * browser only). A token it hands over is dropped when it expires (Turnstile's callback, or 300 s).
 */
export function TurnstileHumanCheck({ siteKey, onToken, onExpired, resetKey }: { siteKey: string; onToken(token: string | null): void; onExpired(): void; resetKey: number }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);
  const callbacks = useRef({ onToken, onExpired });
  const locale = useLocale();
  callbacks.current = { onToken, onExpired };

  useEffect(() => {
    let live = true;
    let expiry: ReturnType<typeof setTimeout> | null = null;
    const expire = () => {
      if (expiry) clearTimeout(expiry);
      expiry = null;
      callbacks.current.onToken(null);
      callbacks.current.onExpired();
    };
    loadTurnstile().then(
      (turnstile) => {
        if (!live || !container.current) return;
        widget.current = turnstile.render(container.current, {
          sitekey: siteKey,
          // Turnstile's own words (its checkbox and status) in the page's language.
          language: locale,
          callback: (token: string) => {
            callbacks.current.onToken(token);
            if (expiry) clearTimeout(expiry);
            expiry = setTimeout(expire, HUMAN_CHECK_TTL_MS);
          },
          'expired-callback': expire,
          'error-callback': () => callbacks.current.onToken(null),
        });
      },
      () => callbacks.current.onToken(null),
    );
    return () => {
      live = false;
      if (expiry) clearTimeout(expiry);
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = null;
    };
  }, [siteKey, locale]);

  useEffect(() => {
    if (resetKey > 0 && widget.current) window.turnstile?.reset(widget.current);
  }, [resetKey]);

  return <div ref={container} className="min-h-[65px]" />;
}
