import Koa, { type Middleware } from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import { composeApi } from '../composition/compose-api';
import { TURNSTILE_SCRIPT_HOST } from '../composition/providers';
import type { DeliverySettings } from '../delivery/delivery-settings';
import { projectRoot } from '../config/project-root';
import type { ServerConfig } from '../config/server-config';
import { siteOrigin } from '../config/site-origin';
import type { Executor } from '../db/database';
import { acceptableEncodingOnly } from '../http/accept-encoding';
import { apiFallback } from '../http/api-fallback';
import { sameOriginWrites } from '../http/same-origin-writes';
import type { PageRendering } from '../ssr/page-rendering';
import { cachedPages } from '../ssr/cached-pages';
import { createPageCache } from '../ssr/page-cache';
import { serverRendering } from '../ssr/ssr-middleware';
import type { Logger } from './logger';
import { errorHandler } from './middleware/error-handler';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { defaultMediaDir, staticFiles } from './middleware/static-files';
import { studioPage } from './middleware/studio-page';

export interface AppDependencies {
  config: ServerConfig;
  db: Executor;
  logger: Logger;
  /** Absent in API tests, which need no pages. */
  rendering?: PageRendering;
  /** The built client (dist/client) whose /assets/ are served; absent in development. */
  clientDir?: string | null;
  /** Runs before the pages (Vite's dev middleware). */
  beforePages?: Middleware[];
  development?: boolean;
  /** Where leads are delivered (SMTP, webhook); from the environment unless given. */
  delivery?: DeliverySettings;
  /** Where flow definitions are read from (definitions/flows; tests point elsewhere). */
  flowsFolder?: string;
  /** Where form definitions are read from (definitions/forms; tests point elsewhere). */
  formsFolder?: string;
  /** The port the server listens on; config.port unless given (start-up passes the one bound, for PORT=0). */
  listenPort?: () => number;
}

const GOOGLE_PHOTO_HOST = 'https://lh3.googleusercontent.com';

/**
 * Pages follow the site's version within a second; what changes with time alone (the age of the daily
 * rates, reviews fetched from Google) shows within this.
 */
const PAGE_MAX_AGE_MS = 60_000;

export function createApp(deps: AppDependencies): Koa {
  const { config, db, logger } = deps;
  const listenPort = deps.listenPort ?? (() => config.port);
  // Absolute URLs name PUBLIC_URL, else the listen address: never the request's Host.
  const origin = () => siteOrigin({ ...config, port: listenPort() });
  // Behind a proxy, trust only the address it appends: a client cannot forge its way past rate limits.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  app.silent = true;

  const composed = composeApi({ config, db, logger, origin, delivery: deps.delivery, flowsFolder: deps.flowsFolder, formsFolder: deps.formsFolder });

  app.use(requestLog(logger));
  app.use(errorHandler(logger));
  app.use(
    securityHeaders({
      imageHosts: config.googlePlaces ? [GOOGLE_PHOTO_HOST] : [],
      frameSources: [frameSourceOf(config.quoteIframeUrl)],
      scriptHosts: config.turnstile ? [TURNSTILE_SCRIPT_HOST] : [],
      development: deps.development ?? false,
      upgradeInsecureRequests: config.publicUrl?.startsWith('https://') ?? false,
    }),
  );
  app.use(acceptableEncodingOnly());
  // In development every request renders: the code behind the pages changes under the server.
  const pageCaching = deps.rendering && !deps.development && config.pageCacheBytes > 0 ? { pages: createPageCache({ maxBytes: config.pageCacheBytes, maxAgeMs: PAGE_MAX_AGE_MS }), version: composed.siteVersion, rendering: deps.rendering } : undefined;
  if (pageCaching) {
    composed.siteVersion.onChange(() => pageCaching.pages.clear());
    app.use(cachedPages(pageCaching));
  }
  // Before any route reads a body (JSON or a multipart upload): a write another site started stops here.
  app.use(sameOriginWrites({ publicUrl: config.publicUrl, host: config.host, port: listenPort }));
  app.use(
    compress({
      threshold: 1024,
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    }),
  );
  app.use(staticFiles({ clientDir: deps.clientDir ?? null, mediaDir: defaultMediaDir(projectRoot) }));

  app.use(apiFallback());
  for (const router of composed.apiRouters) app.use(router.routes()).use(router.allowedMethods());
  for (const router of composed.siteRouters) app.use(router.routes());
  for (const middleware of deps.beforePages ?? []) app.use(middleware);
  if (deps.rendering && config.studioEnabled) {
    app.use(studioPage({ clientDir: deps.clientDir ?? null, rendering: deps.rendering, projectRoot, development: deps.development ?? false }));
  }
  if (deps.rendering) {
    app.use(serverRendering({ rendering: deps.rendering, api: composed.siteApi, siteOrigin: origin, cache: pageCaching }));
  }
  return app;
}

/** The CSP frame source for the embedded quote page: 'self' for a path, else the URL's origin. */
export function frameSourceOf(quoteIframeUrl: string): string {
  if (quoteIframeUrl.startsWith('/')) return "'self'";
  try {
    const url = new URL(quoteIframeUrl.replaceAll('{subdomain}', 'subdomain'));
    return quoteIframeUrl.includes('{subdomain}') ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}` : url.origin;
  } catch {
    return "'self'";
  }
}
