import type { GoogleReview } from '../../domain/content/content-types';
import { intlTags, type Locale } from '../../../i18n/locales';
import { reviewsText } from './messages';
import { isWhitespace, trimEndWhere } from '../../../engine/trim-characters';

/** The reviews carousel's constants. */
export const MIN_REVIEW_RATING = 4;
export const REVIEW_TRUNCATE_AT = 250;
export const DEFAULT_REVIEWER_PHOTO = '/media/reviewers/default-profile.webp';

/** What a review card shows of a review: its language only when it names one (absent means English). */
export type CarouselReview = Pick<GoogleReview, 'rating' | 'text' | 'author_name' | 'profile_photo_url' | 'relative_time_description' | 'language'>;

export function toCarouselReview({ rating, text, author_name, profile_photo_url, relative_time_description, language }: GoogleReview): CarouselReview {
  return { rating, text, author_name, profile_photo_url, relative_time_description, ...(language ? { language } : {}) };
}

/** Only reviews rated 4 or more are shown, in the order they came. */
export function showableReviews<T extends Pick<GoogleReview, 'rating'>>(reviews: readonly T[], minRating = MIN_REVIEW_RATING): T[] {
  return reviews.filter((review) => Number.isFinite(review.rating) && review.rating >= minRating);
}

export interface TruncatedText {
  /** What shows while collapsed: the whole text, or its first 250 characters or fewer, then an ellipsis. */
  short: string;
  truncated: boolean;
}

/**
 * A review cut to 250 characters for the '+ More' / '- Less' toggle. The cut falls at the last word break
 * within the limit (so no word is split) unless that would drop more than a fifth of it; trailing spaces
 * and punctuation go, and an ellipsis marks the cut. Characters are counted as code points.
 */
export function truncateReview(text: string, limit = REVIEW_TRUNCATE_AT): TruncatedText {
  const normalized = text.trim();
  const characters = Array.from(normalized);
  if (characters.length <= limit) return { short: normalized, truncated: false };
  const head = characters.slice(0, limit).join('');
  const nextIsBreak = /\s/.test(characters[limit] ?? '');
  const lastBreak = head.search(/\s\S*$/);
  const cut = nextIsBreak || lastBreak < limit * 0.8 ? head : head.slice(0, lastBreak);
  return { short: `${trimEndWhere(cut, (char) => ',;:.!?–—-'.includes(char) || isWhitespace(char))}…`, truncated: true };
}

/** Google's words for a review of the last few days, in the languages it answers in. */
const LAST_WEEK = new Set(['in the last week', 'en la última semana']);

/** How Google words a review's age in English: 'a week ago', '3 months ago'. */
const ENGLISH_AGE = /^(a|an|one|\d+) (second|minute|hour|day|week|month|year)s? ago$/i;

/** Google's English 'a week ago' / '3 months ago' in the page's language; anything else as written. */
function relativeIn(locale: Locale, relative: string): string {
  const age = locale === 'en' ? null : ENGLISH_AGE.exec(relative);
  if (!age) return relative;
  const count = /^\d+$/.test(age[1]!) ? Number(age[1]) : 1;
  return new Intl.RelativeTimeFormat(intlTags[locale], { numeric: 'always' }).format(-count, age[2]!.toLowerCase() as Intl.RelativeTimeFormatUnit);
}

/** 'in the last week' reads 'Posted this week'; any other relative time 'Posted {it}' (from the data, not the clock). */
export function postedText(relativeTime: string, locale: Locale = 'en'): string {
  const relative = relativeTime.trim();
  if (LAST_WEEK.has(relative.toLowerCase())) return reviewsText.text(locale, 'postedThisWeek');
  return relative ? reviewsText.text(locale, 'posted', { relative: relativeIn(locale, relative) }) : reviewsText.text(locale, 'postedOnGoogle');
}
