import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseReviewsProvider } from '../../api/providers/reviews/database-reviews-provider';
import { createGooglePlacesReviewsProvider } from '../../api/providers/reviews/google-places-reviews-provider';
import { createTestApp } from '../support/test-app';
import { useTestDatabase } from '../support/test-database';

/** A local stand-in for the Place Details endpoint of the Google Places API. */
function startFakePlaces() {
  const calls: URL[] = [];
  let failing = false;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    calls.push(url);
    if (failing) {
      res.writeHead(500).end();
      return;
    }
    const ok = url.pathname === '/maps/api/place/details/json' && url.searchParams.get('key') === 'test-key';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        ok
          ? {
              status: 'OK',
              result: {
                rating: 4.9,
                user_ratings_total: 512,
                reviews: [
                  {
                    author_name: 'Pat Reviewer',
                    author_url: 'https://www.google.com/maps/contrib/1',
                    profile_photo_url: 'https://lh3.googleusercontent.com/a/photo.png',
                    rating: 5,
                    relative_time_description: 'in the last week',
                    text: 'Closed in 21 days.',
                    time: 1_790_000_000,
                    language: 'en',
                  },
                  {
                    author_name: 'Ana Reseñas',
                    author_url: 'https://www.google.com/maps/contrib/2',
                    profile_photo_url: 'https://lh3.googleusercontent.com/a/photo2.png',
                    rating: 5,
                    relative_time_description: 'a month ago',
                    text: 'Nos explicaron todo en español.',
                    time: 1_789_000_000,
                    language: 'es-419',
                  },
                  {
                    author_name: 'No Language',
                    author_url: 'https://www.google.com/maps/contrib/3',
                    profile_photo_url: 'https://lh3.googleusercontent.com/a/photo3.png',
                    rating: 4,
                    relative_time_description: 'a year ago',
                    text: 'Good.',
                    time: 1_760_000_000,
                  },
                ],
              },
            }
          : { status: 'REQUEST_DENIED', error_message: 'bad key' },
      ),
    );
  });
  return new Promise<{ baseUrl: string; calls: URL[]; fail(on: boolean): void; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        calls,
        fail: (on) => (failing = on),
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('Google Places reviews adapter', () => {
  const database = useTestDatabase('pglite');
  let fake: Awaited<ReturnType<typeof startFakePlaces>>;

  beforeAll(async () => {
    fake = await startFakePlaces();
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('asks Place Details for the place and maps its answer to the reviews response', async () => {
    let now = 0;
    const provider = createGooglePlacesReviewsProvider(
      { apiKey: 'test-key', placeId: 'place-123', baseUrl: fake.baseUrl, now: () => now, cacheMs: 1000 },
      createDatabaseReviewsProvider(database.db),
    );
    const first = await provider.getReviews();
    expect(first.rating).toBe(4.9);
    expect(first.user_ratings_total).toBe(512);
    expect(first.reviews[0]!.author_name).toBe('Pat Reviewer');
    const call = fake.calls.at(-1)!;
    expect(call.searchParams.get('place_id')).toBe('place-123');
    expect(call.searchParams.get('fields')).toBe('rating,user_ratings_total,reviews');
    // Reviews come as written, each with its language.
    expect(call.searchParams.get('reviews_no_translations')).toBe('true');
    expect(first.reviews.map((review) => review.language)).toEqual(['en', 'es', 'en']);

    const callsBefore = fake.calls.length;
    await provider.getReviews();
    expect(fake.calls.length).toBe(callsBefore);
    now = 2000;
    await provider.getReviews();
    expect(fake.calls.length).toBe(callsBefore + 1);
  });

  it('keeps serving the last good answer while Google fails, and the database when it has none', async () => {
    let now = 0;
    const database_ = createDatabaseReviewsProvider(database.db);
    const provider = createGooglePlacesReviewsProvider(
      { apiKey: 'test-key', placeId: 'p', baseUrl: fake.baseUrl, now: () => now, cacheMs: 10 },
      database_,
    );
    await provider.getReviews();
    fake.fail(true);
    now = 100;
    expect((await provider.getReviews()).rating).toBe(4.9);

    const fresh = createGooglePlacesReviewsProvider({ apiKey: 'test-key', placeId: 'p', baseUrl: fake.baseUrl }, database_);
    expect(await fresh.getReviews()).toEqual(await database_.getReviews());
    fake.fail(false);
  });

  it('is used by /api/getGoogleReviews when configured, and the CSP then allows the photo host', async () => {
    const { app } = createTestApp(database.db, {
      GOOGLE_PLACES_API_KEY: 'test-key',
      GOOGLE_PLACE_ID: 'place-123',
      GOOGLE_PLACES_BASE_URL: fake.baseUrl,
    });
    const response = await request(app.callback()).get('/api/getGoogleReviews').expect(200);
    expect(response.body.user_ratings_total).toBe(512);
    expect(response.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/lh3\.googleusercontent\.com/);

    const { app: plain } = createTestApp(database.db);
    const local = await request(plain.callback()).get('/api/getGoogleReviews').expect(200);
    expect(local.headers['content-security-policy']).not.toContain('googleusercontent');
  });
});
