import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router-dom';
import { SiteFooter } from '../components/footer/site-footer';
import { SiteNav } from '../components/nav/site-nav';
import { HeadManager } from './head-manager';
import type { RootData } from './root-loader';
import { ScrollReset } from './scroll-reset';

/** The embedded quote form (`?ifr=true`) renders without the site's navigation and footer. */
function showsChrome(pathname: string, search: string): boolean {
  const embedded = new URLSearchParams(search).get('ifr') === 'true';
  return !(embedded && /^\/(get-brokered-rate|vet-rate)(\/|$)/.test(pathname));
}

export function RootLayout() {
  const data = useLoaderData() as RootData;
  const location = useLocation();
  const chrome = showsChrome(location.pathname, location.search);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <HeadManager />
      <ScrollReset />
      {chrome && (
        <a href="#main-content" className="skip-link">
          Skip to content
        </a>
      )}
      {chrome && <SiteNav data={data} />}
      <main id="main-content" tabIndex={-1} className={chrome ? 'pt-16 md:pt-20' : ''}>
        <Outlet />
      </main>
      {chrome && <SiteFooter />}
    </>
  );
}
