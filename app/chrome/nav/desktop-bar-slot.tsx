import { hydrateWhenLoaded } from '../../components/hydrate-later/hydrate-when-loaded';

const loadDesktopBar = () => import('./desktop-bar').then((module) => module.DesktopBar);

/**
 * The bar from 768 px up, with its dropdown panels: phones never show it, so no page's first load carries
 * its code. Until its chunk arrives its links work as plain links; only the dropdowns wait.
 */
export const DesktopBarSlot = hydrateWhenLoaded(import.meta.env.SSR ? await loadDesktopBar() : null, loadDesktopBar);
