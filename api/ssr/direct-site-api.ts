import type { PublicConfig, SiteApi } from '../../app/domain/site-api';
import { localizeFlow, type Flow } from '../../engine';
import { isEntryPath, type FlowStore } from '../definitions/flow-definitions';
import type { ContentService } from '../services/content-service';
import type { PreviewLinks } from '../services/studio/preview-links';
import type { LiveExperiments } from '../services/experiments/live-experiments';

/** The pages' data source during a server render: the content services, called in-process. */
export function createDirectSiteApi(content: ContentService, publicConfig: PublicConfig, flows: FlowStore, previews: PreviewLinks, experiments: LiveExperiments): SiteApi {
  return {
    ...content,
    publicConfig: async () => publicConfig,
    flow: async (entryPath, options) => {
      if (!isEntryPath(entryPath)) return null;
      // A flow asked for in a language is served in it, under the same version (its texts are translated data).
      const inLanguage = <T extends { flow: Flow }>(served: T): T => (options?.lang ? { ...served, flow: localizeFlow(served.flow, options.lang) } : served);
      if (options?.preview) return previews.flow(entryPath, options.preview).then(inLanguage).catch(() => null);
      const loaded = await flows.get(entryPath);
      if (!loaded) return null;
      // The live version, and the experiment it runs: the browser asks the server for the visit's variant (a page render knows no visit).
      const experiment = await experiments.offer(entryPath);
      return inLanguage({ flow: loaded.definition, version: loaded.hash, ...(experiment ? { experiment } : {}) });
    },
  };
}
