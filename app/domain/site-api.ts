import type { AprFeeEntry, Broker, CombinedRates, DisclosureDocument, FeatureFlags, GoogleReviewsResponse, OpenPosition, Product, StatsContent } from './content/content-types';
import type { ExperimentOffer, Flow, VariantAssignment } from '../../engine';
import type { Locale } from '../../i18n/locales';

/**
 * Everything the pages' loaders read. In the browser it is the HTTP content API; on the server the
 * API's services answer directly, so a server render makes no HTTP round trip to itself.
 * `null` means not found.
 *
 * A `locale` (English when not given) answers the items in that language: each translatable text the
 * item has no version of stays in English and is named in the item's `fallbackFields`, so the page can
 * mark it `lang="en"`. Reviews are never translated: each names its `language`.
 */
export interface SiteApi {
  brokers(locale?: Locale): Promise<Broker[]>;
  broker(brokerName: string, locale?: Locale): Promise<Broker | null>;
  products(locale?: Locale): Promise<Product[]>;
  product(productKey: string, locale?: Locale): Promise<Product | null>;
  googleReviews(): Promise<GoogleReviewsResponse>;
  stats(locale?: Locale): Promise<StatsContent>;
  /** The open positions listed on /opportunities. */
  openPositions(locale?: Locale): Promise<OpenPosition[]>;
  combinedRates(): Promise<CombinedRates>;
  disclosure(disclosureKey: string, locale?: Locale): Promise<DisclosureDocument | null>;
  aprFees(): Promise<AprFeeEntry[]>;
  featureFlags(): Promise<FeatureFlags>;
  publicConfig(): Promise<PublicConfig>;
  /**
   * A funnel's whole flow definition (`GET /api/flows/:entryPath`) with the version the server serves it
   * under (X-Definition-Version); null for an unknown entry path. `version` asks for a variant of the
   * flow's running experiment instead of the live version. `lang` asks for the flow's texts in that
   * language (`?lang=`; English where the flow has none in it); the served version is the same in every language.
   */
  flow(entryPath: string, options?: FlowRequestOptions): Promise<FlowDefinition | null>;
}

export interface FlowRequestOptions {
  preview?: string;
  version?: string;
  lang?: Locale;
}

/** A flow definition as served, with its served version (the content hash a lead records). */
export interface FlowDefinition {
  flow: Flow;
  version: string;
  /** The experiment the flow runs, when it runs one (the page then asks the server for its variant). */
  experiment?: ExperimentOffer;
  /** The variant this version is served as, once the server assigned it. */
  assignment?: VariantAssignment;
}

/** Server settings the pages need. */
export interface PublicConfig {
  /** The embedded quote page; `{subdomain}` stands for the last segment of /start-iframe-page/*. */
  quoteIframeUrl: string;
  /** Daily rates older than this many days are not advertised (RATES_MAX_AGE_DAYS). */
  ratesMaxAgeDays: number;
}
