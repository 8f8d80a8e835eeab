import { ExternalLink } from '../../chrome/footer/external-link';
import { externalLinks } from '../../domain/company';
import type { Locale } from '../../../i18n/locales';
import { richText, useLocale, useText } from '../../../renderers/i18n/locale-context';
import type { BrokerMentions } from './broker-mentions';
import { reviewsText } from './messages';
import { ReviewCard } from './review-card';

/** "1 review mentions Jane", "3 reviews mention Jane". */
export function mentionsHeading(total: number, firstName: string, locale: Locale = 'en'): string {
  return reviewsText.text(locale, 'mentions.heading', { count: total, name: firstName });
}

/** A profile's reviews that name the broker, newest first; nothing at all when none does. */
export function BrokerReviewMentions({ firstName, mentions }: { firstName: string; mentions: BrokerMentions }) {
  const t = useText(reviewsText);
  const locale = useLocale();
  if (mentions.total === 0 || mentions.reviews.length === 0) return null;
  const more = mentions.total > mentions.reviews.length;
  return (
    <section aria-labelledby="mentions-heading" className="bg-slate-50 py-14 md:py-16" data-section="review-mentions">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <p className="text-sm font-bold uppercase tracking-wider text-teal-800">{t('mentions.eyebrow')}</p>
        <h2 id="mentions-heading" className="mt-2 text-2xl font-bold text-brand-900 md:text-3xl">
          {mentionsHeading(mentions.total, firstName, locale)}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {mentions.reviews.map((review, index) => (
            <li key={`${review.author_name}-${index}`} className="flex min-w-0">
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
        {more && (
          <p className="mt-6 text-slate-700">
            {richText(t('mentions.more', { count: mentions.reviews.length }), [
              (link) => (
                <ExternalLink
                  href={externalLinks.googleReviews}
                  className="rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {link}
                </ExternalLink>
              ),
            ])}
          </p>
        )}
      </div>
    </section>
  );
}
