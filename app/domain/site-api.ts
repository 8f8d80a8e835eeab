import type { AprFeeEntry, Broker, CombinedRates, DisclosureDocument, FeatureFlags, GoogleReviewsResponse, Product, Stat } from './content/content-types';
import type { Flow } from '../../engine';

/**
 * Everything the pages' loaders read. In the browser it is the HTTP content API; on the server the
 * API's services answer directly, so a server render makes no HTTP round trip to itself.
 * `null` means not found.
 */
export interface SiteApi {
  brokers(): Promise<Broker[]>;
  broker(brokerName: string): Promise<Broker | null>;
  products(): Promise<Product[]>;
  product(productKey: string): Promise<Product | null>;
  googleReviews(): Promise<GoogleReviewsResponse>;
  stats(): Promise<Stat[]>;
  combinedRates(): Promise<CombinedRates>;
  disclosure(disclosureKey: string): Promise<DisclosureDocument | null>;
  aprFees(): Promise<AprFeeEntry[]>;
  featureFlags(): Promise<FeatureFlags>;
  publicConfig(): Promise<PublicConfig>;
  /**
   * A funnel's whole flow definition (`GET /api/flows/:entryPath`) with the version the server serves it
   * under (X-Definition-Version); null for an unknown entry path.
   */
  flow(entryPath: string, options?: { preview?: string }): Promise<FlowDefinition | null>;
}

/** A flow definition as served, with its served version (the content hash a lead records). */
export interface FlowDefinition {
  flow: Flow;
  version: string;
}

/** Server settings the pages need. */
export interface PublicConfig {
  /** The embedded quote page; `{subdomain}` stands for the last segment of /start-iframe-page/*. */
  quoteIframeUrl: string;
}
