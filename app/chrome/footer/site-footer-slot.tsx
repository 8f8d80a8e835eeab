import { hydrateWhenLoaded } from '../../components/hydrate-later/hydrate-when-loaded';

const loadSiteFooter = () => import('./site-footer').then((module) => module.SiteFooter);

/** The footer: links and text below the fold, so no page's first load waits for its code. */
export const SiteFooterSlot = hydrateWhenLoaded(import.meta.env.SSR ? await loadSiteFooter() : null, loadSiteFooter);
