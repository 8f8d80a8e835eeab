import { Carousel } from '../../components/carousel/carousel';
import { ExternalLink } from '../../chrome/footer/external-link';
import { externalLinks } from '../../domain/company';
import { formatNumber } from '../../../i18n/format';
import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import { reviewsText } from './messages';
import { GoogleMark, ReviewCard, ReviewCardPlaceholder, StarRating, type CarouselReview } from './review-card';

export interface ReviewsSummary {
  rating: number;
  total: number;
  /** Already limited to the showable ones (rated 4 or more). */
  reviews: CarouselReview[];
}

const AUTO_ADVANCE_MS = 6000;
const TRANSITION_MS = 750;

/** The home page's customer reviews: Google's rating, then the looping carousel. */
export function ReviewsCarousel({ summary }: { summary: ReviewsSummary }) {
  const t = useText(reviewsText);
  const locale = useLocale();
  if (summary.reviews.length === 0) return null;
  const header = (
    <>
      <p className="text-sm font-bold uppercase tracking-wider text-teal-800">{t('carousel.eyebrow')}</p>
      <h2 id="reviews-heading" className="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">
        {t('carousel.title')}
      </h2>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
        <GoogleMark className="size-5" />
        <span className="text-lg font-bold text-slate-900">{formatNumber(locale, summary.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
        <StarRating rating={summary.rating} className="h-5 w-[6.25rem]" />
        <ExternalLink href={externalLinks.googleReviews} className="rounded-sm text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {t('carousel.total', { count: summary.total })}
        </ExternalLink>
      </p>
    </>
  );
  return (
    <Carousel
      labelledBy="reviews-heading"
      items={summary.reviews}
      itemKey={(review) => `${review.author_name}-${review.relative_time_description}`}
      perViewClassName="[--per-view:1] md:[--per-view:2] lg:[--per-view:3]"
      maxPerView={3}
      autoAdvanceMs={AUTO_ADVANCE_MS}
      transitionMs={TRANSITION_MS}
      controlLabels={{ previous: t('carousel.previous'), next: t('carousel.next') }}
      header={header}
      renderSlide={(review) => <ReviewCard review={review} />}
      renderPlaceholder={(review) => <ReviewCardPlaceholder review={review} />}
    />
  );
}
