import { richText, useLocale, useText } from '../../../renderers/i18n/locale-context';
import { formatPercent, formatRatesDate } from './format';
import { calculatorsText } from './messages';

/** "Today's rate, as of Nov 24, 2026": the dated daily rate a calculator starts from; nothing without one. */
export function TodaysRateNote({ rate, asOf, product }: { rate: number | null; asOf: string | null; product: string }) {
  const locale = useLocale();
  const t = useText(calculatorsText);
  if (rate === null || !asOf) return null;
  return (
    <p className="mb-4 text-sm text-slate-700" data-testid="todays-rate">
      {richText(t('todaysRate', { date: formatRatesDate(locale, asOf), rate: formatPercent(locale, rate), product }), [(text) => <time dateTime={asOf}>{text}</time>])}
    </p>
  );
}
