import { useText } from '../../../renderers/i18n/locale-context';
import { funnelText } from './messages';

/**
 * The flow's progress (the engine's percent): a progressbar with aria-valuenow, its width animated over
 * `durationMs` (CSS transition; the site's reduced-motion rule shortens it), and a polite live line so a
 * screen reader hears the new value after each step.
 */
export function ProgressBar({ percent, label, durationMs, barClass = 'bg-brand-600', trackClass = 'bg-slate-200' }: { percent: number; label: string; durationMs: number; barClass?: string; trackClass?: string }) {
  const value = Math.round(Math.max(0, Math.min(100, percent)));
  const t = useText(funnelText);
  const spoken = t('progress.value', { value });
  return (
    <div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={spoken} className={`h-2.5 w-full overflow-hidden rounded-full ${trackClass}`}>
        <div className={`h-full rounded-full transition-[width] ease-out ${barClass}`} style={{ width: `${value}%`, transitionDuration: `${durationMs}ms` }} />
      </div>
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
    </div>
  );
}
