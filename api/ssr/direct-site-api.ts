import type { PublicConfig, SiteApi } from '../../app/data/site-api';
import { isEntryPath, type FlowStore } from '../definitions/flow-definitions';
import type { ContentService } from '../services/content-service';

/** The pages' data source during a server render: the content services, called in-process. */
export function createDirectSiteApi(content: ContentService, publicConfig: PublicConfig, flows: FlowStore): SiteApi {
  return {
    brokers: () => content.brokers(),
    broker: (name) => content.broker(name),
    products: () => content.products(),
    product: (key) => content.product(key),
    googleReviews: () => content.googleReviews(),
    stats: () => content.stats(),
    combinedRates: () => content.combinedRates(),
    disclosure: (key) => content.disclosure(key),
    aprFees: () => content.aprFees(),
    featureFlags: () => content.featureFlags(),
    publicConfig: async () => publicConfig,
    flow: async (entryPath) => {
      if (!isEntryPath(entryPath)) return null;
      const loaded = await flows.get(entryPath);
      return loaded && { flow: loaded.definition, version: loaded.hash };
    },
  };
}
