import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { localeOfPath, type Locale } from '../i18n/locales';
import { LocaleProvider } from '../renderers/i18n/locale-context';
import { createLoaderContext, type SiteApi } from './data/site-api';
import { routes, pageModuleOf } from './routes';
import { headFromMatches, type HeadData } from './site/head';
import { routerDataScript } from './root/router-data';

export type { SiteApi } from './data/site-api';
export type { HeadData } from './site/head';
export { documentTitle } from './site/head';

/** One route table per language: Spanish pages are the same routes under the `/es` basename. */
const handlers: Record<Locale, ReturnType<typeof createStaticHandler>> = {
  en: createStaticHandler(routes),
  es: createStaticHandler(routes, { basename: '/es' }),
};

export type RenderResult =
  | { kind: 'response'; response: Response }
  | { kind: 'page'; status: number; appHtml: string; head: HeadData; pageModules: string[]; locale: Locale; routerDataScript: string };

/** Renders one document request: runs the matched loaders, then the page; the loaders' data goes with it for hydration. */
export async function renderPage(request: Request, api: SiteApi): Promise<RenderResult> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const handler = handlers[locale];
  const context = await handler.query(request, { requestContext: createLoaderContext(api, locale) });
  if (context instanceof Response) return { kind: 'response', response: context };
  throwUnexpectedError(context);
  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <StrictMode>
      <LocaleProvider locale={locale}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </LocaleProvider>
    </StrictMode>,
  );
  const matches = context.matches.map((match) => ({
    loaderData: context.loaderData[match.route.id],
    handle: match.route.handle,
  }));
  return {
    kind: 'page',
    status: context.statusCode,
    appHtml,
    head: headFromMatches(matches, context.errors, locale),
    pageModules: context.matches.map((match) => pageModuleOf(match.route.id)).filter((file) => file !== null),
    locale,
    routerDataScript: routerDataScript(context),
  };
}

/** A failure that is not a route response (the database is down, say) goes to the server's error handling. */
function throwUnexpectedError(context: StaticHandlerContext): void {
  for (const error of Object.values(context.errors ?? {})) {
    if (error instanceof Error) throw error;
  }
}
