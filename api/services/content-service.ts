import type { SiteApi } from '../../app/domain/site-api';
import { findBroker } from '../../app/domain/brokers/broker-slug';
import { localizeBroker, localizeDisclosure, localizePosition, localizeProduct, localizeStat } from '../../app/domain/content/localize-content';
import { defaultLocale } from '../../i18n/locales';
import type { Executor } from '../db/database';
import * as content from '../db/repositories/content-repository';
import type { ReviewsProvider } from '../providers/reviews/reviews-provider';

/**
 * The content half of the pages' data contract (SiteApi), answered from the database. Reads that take a
 * `locale` answer in it (English when not given), marking the fields that had to stay in English.
 */
export type ContentService = Omit<SiteApi, 'publicConfig' | 'flow'>;

export function createContentService(db: Executor, reviews: ReviewsProvider): ContentService {
  return {
    brokers: async (locale = defaultLocale) => (await content.listBrokers(db)).map((broker) => localizeBroker(broker, locale)),
    broker: async (urlName, locale = defaultLocale) => {
      const broker = findBroker(await content.listBrokers(db), urlName);
      return broker && localizeBroker(broker, locale);
    },
    products: async (locale = defaultLocale) => (await content.listProducts(db)).map((product) => localizeProduct(product, locale)),
    // Keys are served as cased in the content; a differently cased key still finds its program.
    product: async (productKey, locale = defaultLocale) => {
      const products = await content.listProducts(db);
      const product =
        products.find((candidate) => candidate.productKey === productKey) ??
        products.find((candidate) => candidate.productKey.toLowerCase() === productKey.toLowerCase());
      return product ? localizeProduct(product, locale) : null;
    },
    // Reviews are shown as their authors wrote them, in any language: each says which.
    googleReviews: () => reviews.getReviews(),
    stats: async (locale = defaultLocale) => {
      const [stats, asOf] = await Promise.all([content.listStats(db), content.readStatsAsOf(db)]);
      return { stats: stats.map((stat) => localizeStat(stat, locale)), asOf };
    },
    openPositions: async (locale = defaultLocale) => (await content.listOpenPositions(db)).map((position) => localizePosition(position, locale)),
    combinedRates: async () => {
      const [dailyRates, asOf] = await Promise.all([content.readDailyRates(db), content.contentLoadedAt(db)]);
      return { dailyRates, asOf };
    },
    disclosure: async (disclosureKey, locale = defaultLocale) => {
      const document = await content.findDisclosure(db, disclosureKey);
      return document && localizeDisclosure(document, locale);
    },
    aprFees: () => content.listAprFees(db),
    featureFlags: () => content.readFeatureFlags(db),
  };
}
