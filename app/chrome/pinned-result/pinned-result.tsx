import type { ReactNode } from 'react';
import { useDocumentMark, useOffScreen } from '../off-screen/use-off-screen';

/**
 * A one-line copy of a result, pinned below 768 px while the result's panel is off screen: to the bottom
 * edge while the panel is further down the page, under the site's header once it has scrolled past, so
 * the line sits on the panel's side and not over the controls being moved. Hidden from assistive
 * technology (the panel itself is what they read) and from the pointer (a touch reaches what is under it).
 * Nothing to show (null) hides it. Figures too long for one line (a very large debt) wrap rather than clip.
 */
export function PinnedResult({ panel, children }: { panel: HTMLElement | null; children: ReactNode }) {
  const where = useOffScreen(panel);
  const edge = where === null || children == null ? null : where === 'above' ? 'top' : 'bottom';
  useDocumentMark('shows-pinned-result', edge);
  return (
    <div
      aria-hidden="true"
      hidden={edge === null}
      data-pinned-result={edge ?? undefined}
      className={`pointer-events-none fixed inset-x-0 z-30 bg-brand-900 text-white shadow-lg md:hidden ${edge === 'top' ? 'top-16' : 'bottom-0 pb-[env(safe-area-inset-bottom)]'}`}
    >
      <p className="mx-auto flex max-w-7xl flex-wrap items-baseline justify-between gap-x-3 px-4 py-2.5 text-sm font-semibold tabular-nums *:whitespace-nowrap">{children}</p>
    </div>
  );
}
