import { asc, eq, sql } from 'drizzle-orm';
import type {
  AprFeeEntry,
  Broker,
  CombinedRates,
  ContentBundle,
  DisclosureDocument,
  FeatureFlags,
  GoogleReview,
  LeadRouting,
  OpenPosition,
  PricingContent,
  Product,
  Stat,
} from '../../../app/domain/content/content-types';
import type { Executor } from '../database';
import { queryRows } from './query-rows';
import { aprFees, brokers, contentSettings, dailyRates, disclosures, featureFlags, products, reviews, stats } from '../schema';

const REVIEW_SUMMARY_KEY = 'googleReviewSummary';
const CONTENT_LOADED_KEY = 'contentLoadedAt';
const PRICING_KEY = 'pricing';
const ROUTING_KEY = 'routing';
const STATS_AS_OF_KEY = 'statsAsOf';
const POSITIONS_KEY = 'positions';

export interface ReviewSummary {
  rating: number;
  user_ratings_total: number;
}

export async function listBrokers(db: Executor): Promise<Broker[]> {
  const rows = await db.select().from(brokers).orderBy(asc(brokers.position), asc(brokers.brokerKey));
  return rows.map(({ position: _position, translations, ...broker }) => ({ ...broker, ...withTranslations(translations) }));
}

export async function listProducts(db: Executor): Promise<Product[]> {
  const rows = await db.select().from(products).orderBy(asc(products.position));
  return rows.map(({ position: _position, translations, ...product }) => ({ ...product, ...withTranslations(translations) }));
}

export async function listReviews(db: Executor): Promise<GoogleReview[]> {
  const rows = await db.select().from(reviews).orderBy(asc(reviews.position));
  return rows.map((row) => ({
    rating: row.rating,
    text: row.text,
    author_name: row.authorName,
    author_url: row.authorUrl,
    profile_photo_url: row.profilePhotoUrl,
    relative_time_description: row.relativeTimeDescription,
    time: row.time,
    language: row.language,
  }));
}

export async function readReviewSummary(db: Executor): Promise<ReviewSummary | null> {
  const [row] = await db.select().from(contentSettings).where(eq(contentSettings.key, REVIEW_SUMMARY_KEY));
  return (row?.value as ReviewSummary | undefined) ?? null;
}

export async function listStats(db: Executor): Promise<Stat[]> {
  const rows = await db.select().from(stats).orderBy(asc(stats.position));
  return rows.map(({ title, subTitle, translations }) => ({ title, subTitle, ...withTranslations(translations) }));
}

/** The day the stats were true (YYYY-MM-DD), or null when the loaded content had none. */
export async function readStatsAsOf(db: Executor): Promise<string | null> {
  const [row] = await db.select().from(contentSettings).where(eq(contentSettings.key, STATS_AS_OF_KEY));
  return typeof row?.value === 'string' ? row.value : null;
}

/** The open positions, in content order; none when the loaded content had no list. */
export async function listOpenPositions(db: Executor): Promise<OpenPosition[]> {
  const [row] = await db.select().from(contentSettings).where(eq(contentSettings.key, POSITIONS_KEY));
  return Array.isArray(row?.value) ? (row.value as OpenPosition[]) : [];
}

export async function findDisclosure(db: Executor, disclosureKey: string): Promise<DisclosureDocument | null> {
  const [row] = await db.select().from(disclosures).where(eq(disclosures.disclosureKey, disclosureKey));
  if (!row) return null;
  const { translations, ...document } = row;
  return { ...document, ...withTranslations(translations) };
}

/** An item's translations as the content gave them: none is no field at all rather than null. */
function withTranslations<T>(translations: T | null): { translations?: T } {
  return translations ? { translations } : {};
}

export async function readDailyRates(db: Executor): Promise<CombinedRates['dailyRates']> {
  const rows = await db.select().from(dailyRates).orderBy(asc(dailyRates.rateKey));
  const result: CombinedRates['dailyRates'] = { purchaseRates: {}, refinanceRates: {} };
  for (const row of rows) {
    const target = row.category === 'purchase' ? result.purchaseRates : result.refinanceRates;
    target[row.rateKey] = { currentRate: row.currentRate, monthlyPayment: row.monthlyPayment };
  }
  return result;
}

export async function listAprFees(db: Executor): Promise<AprFeeEntry[]> {
  const rows = await db.select().from(aprFees).orderBy(asc(aprFees.id));
  return rows.map(({ id: _id, ...entry }) => entry);
}

export async function readFeatureFlags(db: Executor): Promise<FeatureFlags> {
  const rows = await db.select().from(featureFlags);
  return Object.fromEntries(rows.map((row) => [row.flag, row.enabled]));
}

export async function setFeatureFlag(db: Executor, flag: keyof FeatureFlags, enabled: boolean): Promise<void> {
  await db
    .insert(featureFlags)
    .values({ flag, enabled })
    .onConflictDoUpdate({ target: featureFlags.flag, set: { enabled } });
}

/** The loan estimator's pricing rules (content), or null when the loaded content had none. */
export async function readPricingData(db: Executor): Promise<PricingContent | null> {
  const [row] = await db.select().from(contentSettings).where(eq(contentSettings.key, PRICING_KEY));
  return (row?.value as PricingContent | undefined) ?? null;
}

/** Who receives leads, applications and removal requests (content), or null before content has it. */
export async function readLeadRouting(db: Executor): Promise<LeadRouting | null> {
  const [row] = await db.select().from(contentSettings).where(eq(contentSettings.key, ROUTING_KEY));
  return (row?.value as LeadRouting | undefined) ?? null;
}

export async function contentLoadedAt(db: Executor): Promise<string | null> {
  const [row] = await db.select().from(contentSettings).where(eq(contentSettings.key, CONTENT_LOADED_KEY));
  return (row?.value as string | undefined) ?? null;
}

/** Replaces all content with the bundle's. Call inside a transaction so readers never see half of it. */
export async function replaceContent(tx: Executor, bundle: ContentBundle): Promise<void> {
  for (const table of [brokers, products, reviews, stats, disclosures, dailyRates, aprFees, featureFlags]) {
    await tx.delete(table);
  }
  if (bundle.brokers.length > 0) {
    await tx.insert(brokers).values(bundle.brokers.map((broker, position) => ({ ...broker, position })));
  }
  if (bundle.products.length > 0) {
    await tx.insert(products).values(bundle.products.map((product, position) => ({ ...product, position })));
  }
  if (bundle.reviews.reviews.length > 0) {
    await tx.insert(reviews).values(
      bundle.reviews.reviews.map((review, position) => ({
        position,
        rating: review.rating,
        text: review.text,
        authorName: review.author_name,
        authorUrl: review.author_url,
        profilePhotoUrl: review.profile_photo_url,
        relativeTimeDescription: review.relative_time_description,
        time: review.time,
        language: review.language ?? 'en',
      })),
    );
  }
  if (bundle.stats.length > 0) {
    await tx.insert(stats).values(bundle.stats.map((stat, position) => ({ ...stat, position })));
  }
  if (bundle.disclosures.length > 0) await tx.insert(disclosures).values(bundle.disclosures);
  const rateRows = [
    ...Object.entries(bundle.dailyRates.purchaseRates).map(([rateKey, rate]) => ({ category: 'purchase' as const, rateKey, ...rate })),
    ...Object.entries(bundle.dailyRates.refinanceRates).map(([rateKey, rate]) => ({ category: 'refinance' as const, rateKey, ...rate })),
  ];
  if (rateRows.length > 0) await tx.insert(dailyRates).values(rateRows);
  if (bundle.aprFees.length > 0) await tx.insert(aprFees).values(bundle.aprFees);
  await tx.insert(featureFlags).values(
    Object.entries(bundle.featureFlags).map(([flag, enabled]) => ({ flag, enabled })),
  );
  const summary: ReviewSummary = {
    rating: bundle.reviews.rating,
    user_ratings_total: bundle.reviews.user_ratings_total,
  };
  await upsertSetting(tx, REVIEW_SUMMARY_KEY, summary);
  await upsertSetting(tx, PRICING_KEY, bundle.pricing);
  await upsertSetting(tx, ROUTING_KEY, bundle.routing);
  await upsertSetting(tx, STATS_AS_OF_KEY, bundle.statsAsOf);
  await upsertSetting(tx, POSITIONS_KEY, bundle.positions);
  await upsertSetting(tx, CONTENT_LOADED_KEY, new Date().toISOString());
}

async function upsertSetting(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insert(contentSettings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: contentSettings.key, set: { value, updatedAt: new Date() } });
}

/** An arbitrary constant shared by every process that may seed the same database. */
const SEED_LOCK_ID = 72_410_002;

/** Within a transaction, waits until no other process is seeding the content (released at commit). */
export async function lockContentSeeding(tx: Executor): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
}
