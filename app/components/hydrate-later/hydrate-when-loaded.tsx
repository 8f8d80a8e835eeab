import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { partHydrated, partWaiting } from './hydration-state';

/** A part of the page whose code loads apart; `preload` fetches it ahead of need (a failure is left to the render). */
export type LoadedLater<Props> = ComponentType<Props> & { preload(): void };

/**
 * A part of the page the server renders complete but whose code no page's first load carries: below the
 * fold (the footer), hidden on phones (the desktop bar) or seen only later (a thank-you's extras). The
 * server passes the component itself, loaded before any request; the browser gets a lazy component that
 * loads when first rendered (or on `preload`). Hydrating, React keeps the server's HTML of the part as it
 * is until its chunk arrives (links in it work as plain links meanwhile), in a Suspense boundary of its
 * own so the page around it never waits for it. Should the chunk fail to load, the part stays as the
 * server rendered it (its links still work) and the page goes on; a part the browser renders itself stays empty.
 *
 * Callers write `hydrateWhenLoaded(import.meta.env.SSR ? await load() : null, load)`: the condition is a
 * build-time constant, so the browser build keeps neither the await nor a static import of the part.
 */
export function hydrateWhenLoaded<Props extends object>(serverComponent: ComponentType<Props> | null, load: () => Promise<ComponentType<Props>>): LoadedLater<Props> {
  const Part = serverComponent ?? lazy(async () => ({ default: await load().catch(() => never<ComponentType<Props>>()) }));
  function HydratedWhenLoaded(props: Props) {
    // Counted from this boundary's commit until the part inside it has committed too (the page's
    // `data-hydrated` waits for it). Effects run children first, so a part already loaded counts down first.
    useLayoutEffect(() => partWaiting(), []);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <AfterPart />
      </Suspense>
    );
  }
  return Object.assign(HydratedWhenLoaded, { preload: () => void load().catch(() => undefined) });
}

function AfterPart() {
  useLayoutEffect(() => partHydrated(), []);
  return null;
}

/** Left pending, the boundary keeps the server's HTML rather than replacing it with nothing. */
function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
