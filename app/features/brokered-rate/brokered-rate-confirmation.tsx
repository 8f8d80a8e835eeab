import { useEffect, useRef } from 'react';
import { useText } from '../../../renderers/i18n/locale-context';
import type { LoanOfficerCard } from '../../domain/lead-receipt';
import { RoutedOfficerContext, WhoWillCallSlot } from '../loan-officer';
import { brokeredRateText } from './messages';

/**
 * What replaces the form once the request is stored: the form's own thank-you (focused, so a screen reader
 * hears it), who will call, what happens next and what to have ready.
 */
export function BrokeredRateConfirmation({ message, officer }: { message: string; officer: LoanOfficerCard | null }) {
  const t = useText(brokeredRateText);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="request-received" className="mx-auto max-w-2xl">
      <h2 id="request-received" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {t('confirmation.heading')}
      </h2>
      <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 text-base font-semibold text-emerald-900">
        {message}
      </p>
      {/* Should its chunk fail to load, the confirmation still stands: the request is stored, the message says so. */}
      <RoutedOfficerContext.Provider value={officer}>
        <WhoWillCallSlot />
      </RoutedOfficerContext.Provider>
    </section>
  );
}
