import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from 'react-router-dom';
import { defaultLocale, localeOfPath, type Locale } from '../i18n/locales';
import { pageParameters, type PageParameters } from './domain/page-query';
import { LocaleProvider } from '../renderers/i18n/locale-context';
import { createLoaderContext, type SiteApi } from './data/site-api';
import { routes, pageModuleOf } from './routes';
import { headFromMatches, type HeadData } from './site/head';
import { routerDataScript } from './root/router-data';

export type { SiteApi } from './data/site-api';
export type { HeadData } from './site/head';
export type { PageParameters } from './domain/page-query';
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

/** Each page route's handle, once its module has loaded (a handle never changes while the process runs). */
const handles = new Map<string, Promise<unknown>>();

function handleOf(route: RouteObject): Promise<unknown> {
  if (route.handle !== undefined || typeof route.lazy !== 'function') return Promise.resolve(route.handle);
  const key = route.id ?? route.path ?? '';
  let handle = handles.get(key);
  if (!handle) {
    handle = route.lazy().then((module) => module.handle);
    handles.set(key, handle);
    // A module that failed to load is asked for again next time, not remembered as failed.
    handle.catch(() => handles.delete(key));
  }
  return handle;
}

/** Paths whose parameters are known, most recently asked last: matching a path costs far more than a page served from memory. */
const byPath = new Map<string, Promise<PageParameters>>();
const KNOWN_PATHS = 2_000;

/**
 * The query parameters the page at `pathname` reads, as its routes declare them (`handle.query`, see
 * PageQuery): the server renders it from these alone and keys its page cache on them.
 */
export function pageParametersOf(pathname: string): Promise<PageParameters> {
  let known = byPath.get(pathname);
  if (known) {
    byPath.delete(pathname);
  } else {
    const locale = localeOfPath(pathname);
    const matches = matchRoutes(routes, pathname, locale === defaultLocale ? undefined : `/${locale}`) ?? [];
    known = Promise.all(matches.map((match) => handleOf(match.route))).then(pageParameters);
    known.catch(() => byPath.delete(pathname));
    if (byPath.size >= KNOWN_PATHS) byPath.delete(byPath.keys().next().value!);
  }
  byPath.set(pathname, known);
  return known;
}
