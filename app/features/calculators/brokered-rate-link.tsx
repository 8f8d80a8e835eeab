import { useId } from 'react';
import { Link } from 'react-router-dom';
import { richText, useText } from '../../../renderers/i18n/locale-context';
import { calculatorsText } from './messages';

/**
 * "Get my brokered rate": a real link to the matching funnel carrying what the visitor typed, so it
 * works before hydration and from the keyboard. `calculator` picks the note saying what it carries.
 */
export function BrokeredRateLink({ href, calculator }: { href: string; calculator: 'mortgage' | 'estimator' | 'debt' }) {
  const noteId = useId();
  const t = useText(calculatorsText);
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between" data-testid="brokered-rate">
      <p id={noteId} className="text-brand-900">
        {richText(t(`brokered.${calculator}`), [(text) => <span className="font-semibold">{text}</span>])}
      </p>
      <Link to={href} className="btn-primary shrink-0" aria-describedby={noteId}>
        {t('brokered.action')}
      </Link>
    </div>
  );
}
