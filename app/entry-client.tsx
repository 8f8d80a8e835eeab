import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { httpSiteApi } from './data/http-site-api';
import { captureAttribution } from './features/attribution';
import { createLoaderContext } from './data/site-api';
import { routes } from './routes';
import { localeOfPath } from '../i18n/locales';
import { LocaleProvider } from '../renderers/i18n/locale-context';
import { readRouterData } from './root/router-data';

/** Spanish pages are the same routes under `/es`; switching language loads a new document. */
const locale = localeOfPath(window.location.pathname);
const basename = locale === 'es' ? '/es' : undefined;

/** The matched pages' modules load before hydration, so the first render matches the server's HTML. */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const routeModule = await route.lazy();
      Object.assign(route, { ...routeModule, lazy: undefined });
    }),
  );
}

async function hydrate(): Promise<void> {
  // Before anything can rewrite the address: the landing URL says where the visitor came from.
  captureAttribution();
  await resolveLazyMatches();
  readRouterData();
  const router = createBrowserRouter(routes, {
    basename,
    getContext: () => createLoaderContext(httpSiteApi, locale),
  });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page; a click on a part not hydrated yet still hydrates that part first.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <LocaleProvider locale={locale}>
          <RouterProvider router={router} />
        </LocaleProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
