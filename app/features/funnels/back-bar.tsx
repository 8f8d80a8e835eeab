import type { ReactNode } from 'react';
import { useText } from '../../../renderers/i18n/locale-context';
import { funnelText } from './messages';

/** A funnel screen's top row: Back (disabled while the screen is busy), then the progress beside it. */
export function BackBar({ onBack, disabled, className, progress }: { onBack(): void; disabled: boolean; className: string; progress: ReactNode }) {
  const t = useText(funnelText);
  return (
    <div className="flex items-center gap-4">
      <button type="button" onClick={onBack} disabled={disabled} className={className}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
        </svg>
        {t('back')}
      </button>
      <div className="min-w-0 flex-1">{progress}</div>
    </div>
  );
}
