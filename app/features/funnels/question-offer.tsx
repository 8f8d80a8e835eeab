import { useId } from 'react';
import { Link } from 'react-router-dom';
import { isSitePath, linkWithAnswers, type Answers, type QuestionOffer as OfferData } from '../../../engine';

/**
 * A question's offer (from its definition): one sentence and a link to another page of the site, in an
 * aside named by the sentence. The link carries the answers given so far, so a funnel it opens starts
 * with those it asks too. A link that is not a path on this site is never rendered.
 */
export function QuestionOffer({ offer, answers }: { offer: OfferData; answers: Answers }) {
  const id = useId();
  if (!isSitePath(offer.href)) return null;
  return (
    <aside aria-labelledby={id} className="mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900">
      <p id={id} className="min-w-0 flex-1 basis-64">
        {offer.text}
      </p>
      <Link
        to={linkWithAnswers(offer.href, answers)}
        className="inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {offer.label}
      </Link>
    </aside>
  );
}
