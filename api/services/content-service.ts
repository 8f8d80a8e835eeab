import type {
  AprFeeEntry,
  Broker,
  CombinedRates,
  DisclosureDocument,
  FeatureFlags,
  GoogleReviewsResponse,
  Product,
  Stat,
} from '../../app/content/content-types';
import { findBroker } from '../../app/features/brokers/broker-slug';
import type { Executor } from '../db/database';
import * as content from '../db/repositories/content-repository';
import type { ReviewsProvider } from '../providers/reviews/reviews-provider';

export interface ContentService {
  brokers(): Promise<Broker[]>;
  broker(urlName: string): Promise<Broker | null>;
  products(): Promise<Product[]>;
  product(productKey: string): Promise<Product | null>;
  googleReviews(): Promise<GoogleReviewsResponse>;
  stats(): Promise<Stat[]>;
  combinedRates(): Promise<CombinedRates>;
  disclosure(disclosureKey: string): Promise<DisclosureDocument | null>;
  aprFees(): Promise<AprFeeEntry[]>;
  featureFlags(): Promise<FeatureFlags>;
}

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
    stats: () => content.listStats(db),
    combinedRates: async () => ({ dailyRates: await content.readDailyRates(db) }),
    disclosure: (disclosureKey) => content.findDisclosure(db, disclosureKey),
    aprFees: () => content.listAprFees(db),
    featureFlags: () => content.readFeatureFlags(db),
  };
}
