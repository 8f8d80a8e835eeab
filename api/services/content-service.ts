import type { SiteApi } from '../../app/domain/site-api';
import { findBroker } from '../../app/domain/brokers/broker-slug';
import type { Executor } from '../db/database';
import * as content from '../db/repositories/content-repository';
import type { ReviewsProvider } from '../providers/reviews/reviews-provider';

/** The content half of the pages' data contract (SiteApi), answered from the database. */
export type ContentService = Omit<SiteApi, 'publicConfig' | 'flow'>;

export function createContentService(db: Executor, reviews: ReviewsProvider): ContentService {
  return {
    brokers: () => content.listBrokers(db),
    broker: async (urlName) => findBroker(await content.listBrokers(db), urlName),
    products: () => content.listProducts(db),
    // Keys are served as cased in the content; a differently cased key still finds its program.
    product: async (productKey) => {
      const products = await content.listProducts(db);
      return (
        products.find((product) => product.productKey === productKey) ??
        products.find((product) => product.productKey.toLowerCase() === productKey.toLowerCase()) ??
        null
      );
    },
    googleReviews: () => reviews.getReviews(),
    stats: async () => {
      const [stats, asOf] = await Promise.all([content.listStats(db), content.readStatsAsOf(db)]);
      return { stats, asOf };
    },
    openPositions: () => content.listOpenPositions(db),
    combinedRates: async () => {
      const [dailyRates, asOf] = await Promise.all([content.readDailyRates(db), content.contentLoadedAt(db)]);
      return { dailyRates, asOf };
    },
    disclosure: (disclosureKey) => content.findDisclosure(db, disclosureKey),
    aprFees: () => content.listAprFees(db),
    featureFlags: () => content.readFeatureFlags(db),
  };
}
