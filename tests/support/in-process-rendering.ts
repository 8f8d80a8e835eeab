import * as entryServer from '../../app/entry-server';
import type { EntryServer, PageRendering } from '../../api/ssr/page-rendering';

/** What a test saw of the page renders: the address each was made from (path and query), in order. */
export interface RenderLog {
  addresses: string[];
}

const TEMPLATE = '<!doctype html>\n<html lang="en">\n  <head>\n    <!--app-head-->\n  </head>\n  <body>\n    <div id="root"><!--app-html--></div>\n  </body>\n</html>\n';

/**
 * The app's real server-rendering entry, run in the test's process (no build), in a bare template: each
 * render is logged, and `before` (a delay, say) runs ahead of it with the render's request.
 */
export function inProcessRendering(options: { before?: (request: Request) => Promise<void> } = {}): { rendering: PageRendering; renders: RenderLog } {
  const renders: RenderLog = { addresses: [] };
  const entry: EntryServer = {
    documentTitle: entryServer.documentTitle,
    pageParametersOf: entryServer.pageParametersOf,
    async renderPage(request, api) {
      const url = new URL(request.url);
      renders.addresses.push(url.pathname + url.search);
      await options.before?.(request);
      return entryServer.renderPage(request, api);
    },
  };
  return {
    renders,
    rendering: { template: async () => TEMPLATE, entry: async () => entry, preloads: () => [] },
  };
}
