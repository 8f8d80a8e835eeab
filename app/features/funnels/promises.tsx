import { useText } from '../../../renderers/i18n/locale-context';
import { funnelText } from './messages';

/** The funnels' promises (catalog keys). */
export const FUNNEL_PROMISES = ['promise.noSsn', 'promise.noCreditEffect', 'promise.quick', 'promise.free', 'promise.callback'] as const;

export function Promises({ className = '', tone = 'text-slate-700' }: { className?: string; tone?: string }) {
  const t = useText(funnelText);
  return (
    <ul className={`grid gap-2 text-left text-base sm:grid-cols-2 ${tone} ${className}`}>
      {FUNNEL_PROMISES.map((promise) => (
        <li key={promise} className="flex items-start gap-2">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-emerald-600">
            <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4 4a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4L9 10.6l3.3-3.3a1 1 0 0 1 1.4 1.4Z" />
          </svg>
          {t(promise)}
        </li>
      ))}
    </ul>
  );
}
