import { lazy, Suspense, type ComponentType } from 'react';

/** A part of the page whose code loads apart; `preload` fetches it ahead of need (a failure is left to the render). */
export type LoadedLater<Props> = ComponentType<Props> & { preload(): void };

/**
 * A part of the page the server renders complete but whose code no page's first load carries: below the
 * fold (the footer), hidden on phones (the desktop bar) or seen only later (a thank-you's extras). The
 * server passes the component itself, loaded before any request; the browser gets a lazy component that
 * loads when first rendered (or on `preload`). Hydrating, React keeps the server's HTML of the part as it
 * is until its chunk arrives (links in it work as plain links meanwhile), in a Suspense boundary of its
 * own so the page around it never waits for it. Should the chunk fail to load, the part is left out and
 * the page goes on.
 *
 * Callers write `hydrateWhenLoaded(import.meta.env.SSR ? await load() : null, load)`: the condition is a
 * build-time constant, so the browser build keeps neither the await nor a static import of the part.
 */
export function hydrateWhenLoaded<Props extends object>(serverComponent: ComponentType<Props> | null, load: () => Promise<ComponentType<Props>>): LoadedLater<Props> {
  const Part = serverComponent ?? lazy(async () => ({ default: await load().catch(() => LeftOut) }));
  function HydratedWhenLoaded(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(HydratedWhenLoaded, { preload: () => void load().catch(() => undefined) });
}

function LeftOut() {
  return null;
}
