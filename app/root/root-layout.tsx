import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router-dom';
import { HydrateLater } from '../components/hydrate-later/hydrate-later';
import { markPageHydrated } from '../components/hydrate-later/hydration-state';
import { useText } from '../../renderers/i18n/locale-context';
import { SiteFooterSlot } from '../chrome/footer/site-footer-slot';
import { LanguageBannerSlot } from '../chrome/language-banner/language-banner-slot';
import { SiteNav } from '../chrome/nav/site-nav';
import { FunnelFooter, FunnelHeader, type FunnelBrand } from '../features/funnels/funnel-chrome';
import { flushLeadOutboxOnLoad } from '../features/lead-outbox/outbox-trigger';
import { HeadManager } from './head-manager';
import { rootText } from './messages';
import type { RootData } from './root-loader';
import { ScrollReset } from './scroll-reset';

/** The embedded quote form (`?ifr=true`) renders without the site's navigation and footer. */
function showsChrome(pathname: string, search: string): boolean {
  const embedded = new URLSearchParams(search).get('ifr') === 'true';
  return !(embedded && /^\/(get-brokered-rate|vet-rate)(\/|$)/.test(pathname));
}

/** A funnel page (its route handle says `chrome: 'funnel'`) wears its own slim header and footer; null otherwise. */
function funnelBrandOf(matches: readonly { handle: unknown }[]): FunnelBrand | null {
  for (const match of matches) {
    const handle = match.handle as { chrome?: string; funnelBrand?: FunnelBrand } | undefined;
    if (handle?.chrome === 'funnel') return handle.funnelBrand ?? 'quote';
  }
  return null;
}

/** The header hydrates first; the page and the footer after it, in slices (HydrateLater). */
export function RootLayout() {
  const t = useText(rootText);
  const data = useLoaderData() as RootData;
  const location = useLocation();
  const funnel = funnelBrandOf(useMatches());
  const chrome = showsChrome(location.pathname, location.search);
  useEffect(() => {
    // Leads the server has not acknowledged yet are sent again, once per page load.
    flushLeadOutboxOnLoad();
  }, []);
  if (funnel) {
    return (
      <>
        <HeadManager />
        <ScrollReset />
        <a href="#main-content" className="skip-link">
          {t('skipToContent')}
        </a>
        <FunnelHeader brand={funnel} />
        <HydrateLater onHydrated={markPageHydrated}>
          <main id="main-content" tabIndex={-1} className="min-h-[calc(100vh-9rem)] bg-slate-50/60">
            <LanguageBannerSlot />
            <Outlet />
          </main>
          <FunnelFooter />
        </HydrateLater>
      </>
    );
  }
  return (
    <>
      <HeadManager />
      <ScrollReset />
      {chrome && (
        <a href="#main-content" className="skip-link">
          {t('skipToContent')}
        </a>
      )}
      {chrome && <SiteNav data={data} />}
      <HydrateLater onHydrated={markPageHydrated}>
        <main id="main-content" tabIndex={-1} className={chrome ? 'pt-16 md:pt-20' : ''}>
          {chrome && <LanguageBannerSlot />}
          <Outlet />
        </main>
        {chrome && <SiteFooterSlot />}
      </HydrateLater>
    </>
  );
}
