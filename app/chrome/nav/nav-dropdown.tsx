import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons';
import { navItemClass } from './nav-styles';
import type { HoverPanels, PanelId } from './use-hover-panels';
import { ViewAllLink } from './view-all-link';

/** One dropdown item of the desktop bar: a button and, below the bar, its full-width panel. */
export function NavDropdown({ id, label, panels, children }: { id: PanelId; label: string; panels: HoverPanels; children: ReactNode }) {
  const open = panels.openId === id;
  return (
    <li className="flex h-full items-center" {...panels.itemProps(id)}>
      <button
        {...panels.buttonProps(id)}
        className={`${navItemClass} inline-flex items-center gap-1 ${open ? 'bg-brand-50 text-brand-800' : ''}`}
      >
        {label}
        {/* Below 1280 px the bar needs the room for every label: the open state is in aria-expanded and the panel. */}
        <ChevronDownIcon className={`hidden size-4 shrink-0 transition-transform xl:block ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        {...panels.panelProps(id)}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-[0_24px_48px_-12px_rgb(12_45_87/0.25)]"
      >
        <div className="mx-auto max-w-7xl px-4 py-8 lg:px-6">{children}</div>
      </div>
    </li>
  );
}

/** The heading row of a panel: a title, a line of context and the item's own page ("View all"). */
export function PanelHeading({ title, text, viewAll }: { title: string; text: string; viewAll: { to: string; label: string } }) {
  return (
    <div className="mb-6 flex items-end justify-between gap-6 border-b border-slate-100 pb-4">
      <div>
        <p className="text-lg font-bold text-brand-900">{title}</p>
        <p className="mt-1 text-sm text-slate-600">{text}</p>
      </div>
      <ViewAllLink to={viewAll.to}>{viewAll.label}</ViewAllLink>
    </div>
  );
}
