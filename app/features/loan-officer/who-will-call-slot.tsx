import { hydrateWhenLoaded } from '../../components/hydrate-later/hydrate-when-loaded';

const loadWhoWillCall = () => import('./who-will-call').then((module) => module.WhoWillCall);

/**
 * Who will call, under a thank-you: shown only once a request is sent, so no page's first load carries it.
 * Forms preload it once they are on screen (`WhoWillCallSlot.preload()`).
 */
export const WhoWillCallSlot = hydrateWhenLoaded(import.meta.env.SSR ? await loadWhoWillCall() : null, loadWhoWillCall);
