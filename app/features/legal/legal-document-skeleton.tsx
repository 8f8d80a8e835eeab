import { useText } from '../../../renderers/i18n/locale-context';
import { legalText } from './messages';

const TABLE_ROWS = 12;

/** Placeholder blocks while a legal document loads: text lines, then a table of 12 rows. */
export function LegalDocumentSkeleton() {
  const t = useText(legalText);
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4" data-testid="legal-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-7 w-2/3 rounded bg-slate-200" />
      {[0, 1, 2, 3].map((line) => (
        <div key={line} className="h-4 rounded bg-slate-200" />
      ))}
      <div className="mt-8 space-y-2" data-testid="legal-skeleton-table">
        {Array.from({ length: TABLE_ROWS }, (_, row) => (
          <div key={row} className="h-6 rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
