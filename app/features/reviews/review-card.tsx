import { useId, useState } from 'react';
import { formatNumber } from '../../../i18n/format';
import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import { reviewsText } from './messages';
import { postedText, truncateReview, type CarouselReview } from './review-text';
import { ReviewerPhoto } from './reviewer-photo';

export type { CarouselReview } from './review-text';

const STAR = 'l2.5 5.3 5.8.7-4.3 4 1.1 5.7-5.1-2.8-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z';
/** Five stars as one path each for the filled and the empty ones (one small SVG instead of five). */
const starsPath = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, index) => `M${10 + (from + index) * 20} 1.6${STAR}`).join('');

export function StarRating({ rating, className = 'h-4 w-20' }: { rating: number; className?: string }) {
  const t = useText(reviewsText);
  const locale = useLocale();
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <svg viewBox="0 0 100 20" role="img" aria-label={t('rating', { rating: formatNumber(locale, rating, { maximumFractionDigits: 2 }) })} focusable="false" className={`${className} shrink-0`}>
      <path d={starsPath(0, filled)} className="fill-amber-500" />
      {filled < 5 && <path d={starsPath(filled, 5)} className="fill-slate-300" />}
    </svg>
  );
}

export function GoogleMark({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path fill="#4285F4" d="M22.5 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z" />
      <path fill="#34A853" d="M12 23c3 0 5.4-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.2a11 11 0 0 0 0 9.9z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}

/**
 * A review far from the carousel's view: the same text and boxes (so the same height), without the
 * icons, photo and toggle, to keep the page's HTML and hydration light.
 */
export function ReviewCardPlaceholder({ review }: { review: CarouselReview }) {
  const t = useText(reviewsText);
  const { short, truncated } = truncateReview(review.text);
  return (
    <div aria-hidden="true" className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-placeholder>
      <span className="block h-5" />
      <div className="mt-4 flex-1 text-[0.9375rem] leading-relaxed text-slate-700">
        <p lang={review.language ?? 'en'}>{short}</p>
        {truncated && <span className="invisible mt-1 inline-flex min-h-11 min-w-11 items-center text-sm font-semibold">{t('more')}</span>}
      </div>
      <span className="mt-5 block h-[61px] border-t border-slate-100" />
    </div>
  );
}

/** One review: stars, the text cut to 250 characters with '+ More' / '- Less', the reviewer and 'Posted …'. */
export function ReviewCard({ review }: { review: CarouselReview }) {
  const t = useText(reviewsText);
  const locale = useLocale();
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const { short, truncated } = truncateReview(review.text);
  return (
    <figure className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <StarRating rating={review.rating} />
        <GoogleMark />
      </div>
      <blockquote className="mt-4 flex-1 text-[0.9375rem] leading-relaxed text-slate-700">
        <p id={textId} lang={review.language ?? 'en'}>
          {expanded || !truncated ? review.text : short}
        </p>
        {truncated && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((open) => !open)}
            className="mt-1 inline-flex min-h-11 min-w-11 items-center rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {expanded ? t('less') : t('more')}
          </button>
        )}
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
        <ReviewerPhoto src={review.profile_photo_url} />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-900">{review.author_name}</span>
          <span className="block text-sm text-slate-600">{postedText(review.relative_time_description, locale)}</span>
        </span>
      </figcaption>
    </figure>
  );
}
