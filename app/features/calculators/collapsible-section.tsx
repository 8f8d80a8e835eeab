import { useId, useState, type ReactNode } from 'react';

/** A section whose body opens and closes under a heading button (aria-expanded). */
export function CollapsibleSection({ title, summary, defaultOpen = false, children }: { title: string; summary?: ReactNode; defaultOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50/60">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-semibold text-brand-900 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <span>{title}</span>
          <span className="flex items-center gap-2 text-sm font-medium text-slate-600">
            {!open && summary}
            <svg viewBox="0 0 24 24" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
              <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        </button>
      </h3>
      <div id={`${id}-panel`} hidden={!open} className="space-y-4 px-4 pb-4 pt-1">
        {children}
      </div>
    </section>
  );
}
