import { Suspense, useEffect, type ReactNode } from 'react';

/**
 * Content the server rendered that the browser may hydrate after the rest of the page. React hydrates
 * the page's frame in one task, but a Suspense boundary the server completed is hydrated afterwards at
 * a low priority, in slices that yield to the browser every few milliseconds: a long page no longer blocks
 * taps and paints while it hydrates. A click inside still works at once (React hydrates that boundary
 * first and replays the click). Nothing here suspends; the fallback never shows.
 *
 * `onHydrated` runs once everything inside has hydrated.
 */
export function HydrateLater({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  return (
    <Suspense fallback={null}>
      {children}
      {onHydrated && <AfterHydration run={onHydrated} />}
    </Suspense>
  );
}

/** Rendered last in its boundary: its effect runs after every sibling before it has hydrated. */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
