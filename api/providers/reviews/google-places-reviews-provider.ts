import type { GoogleReview, GoogleReviewsResponse } from '../../../app/domain/content/content-types';
import type { ReviewsProvider } from './reviews-provider';

export interface GooglePlacesSettings {
  apiKey: string;
  placeId: string;
  /** https://maps.googleapis.com in production; a local fake in tests. */
  baseUrl: string;
  /** How long an answer is reused. */
  cacheMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/** A review as Place Details gives it: with its language and, when Google translated it, the original one. */
type PlaceReview = Partial<Omit<GoogleReview, 'language'>> & { language?: string; original_language?: string };

interface PlaceDetailsAnswer {
  status: string;
  error_message?: string;
  result?: { rating?: number; user_ratings_total?: number; reviews?: PlaceReview[] };
}

/**
 * The Place Details call of the Google Places API, cached. When Google fails, the last good answer keeps
 * serving; with none, the fallback provider (the database) answers, so the carousel never goes empty.
 */
export function createGooglePlacesReviewsProvider(settings: GooglePlacesSettings, fallback: ReviewsProvider): ReviewsProvider {
  const cacheMs = settings.cacheMs ?? 60 * 60 * 1000;
  const now = settings.now ?? Date.now;
  let cached: { at: number; value: GoogleReviewsResponse } | null = null;
  let inFlight: Promise<GoogleReviewsResponse> | null = null;

  async function fetchFromGoogle(): Promise<GoogleReviewsResponse> {
    const url = new URL('/maps/api/place/details/json', settings.baseUrl);
    url.search = new URLSearchParams({
      place_id: settings.placeId,
      fields: 'rating,user_ratings_total,reviews',
      reviews_sort: 'newest',
      // Reviews are shown as their authors wrote them, whatever the page's language.
      reviews_no_translations: 'true',
      key: settings.apiKey,
    }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(settings.timeoutMs ?? 5_000) });
    if (!response.ok) throw new Error(`Google Places answered HTTP ${response.status}`);
    const answer = (await response.json()) as PlaceDetailsAnswer;
    if (answer.status !== 'OK' || !answer.result) throw new Error(`Google Places answered ${answer.status}`);
    return {
      rating: answer.result.rating ?? 0,
      user_ratings_total: answer.result.user_ratings_total ?? 0,
      reviews: (answer.result.reviews ?? []).map(toReview),
    };
  }

  return {
    name: 'google-places',
    async getReviews() {
      if (cached && now() - cached.at < cacheMs) return cached.value;
      inFlight ??= fetchFromGoogle()
        .then((value) => {
          cached = { at: now(), value };
          return value;
        })
        .finally(() => {
          inFlight = null;
        });
      try {
        return await inFlight;
      } catch {
        return cached?.value ?? fallback.getReviews();
      }
    },
  };
}

/** The review's language as an ISO 639-1 code ('es-419' -> 'es'); English when Google gives none. */
function languageOf(review: PlaceReview): string {
  const code = (review.original_language ?? review.language ?? '').toLowerCase().split('-')[0]!;
  return /^[a-z]{2}$/.test(code) ? code : 'en';
}

function toReview(review: PlaceReview): GoogleReview {
  return {
    rating: Number(review.rating ?? 0),
    text: String(review.text ?? ''),
    author_name: String(review.author_name ?? ''),
    author_url: String(review.author_url ?? ''),
    profile_photo_url: String(review.profile_photo_url ?? ''),
    relative_time_description: String(review.relative_time_description ?? ''),
    time: Number(review.time ?? 0),
    language: languageOf(review),
  };
}
