import type { ReactNode, Ref } from 'react';

/** A listing page's header band: a small eyebrow line, the page's one h1, and an introduction under it. */
export function PageHeader({ eyebrow, title, spaceBelow = 'pb-8', children, ref }: { eyebrow: string; title: string; spaceBelow?: 'pb-8' | 'pb-10'; children: ReactNode; ref?: Ref<HTMLElement> }) {
  return (
    <header ref={ref} className="bg-gradient-to-b from-brand-50 to-white">
      <div className={`mx-auto max-w-7xl px-4 pt-12 ${spaceBelow} md:pt-16 lg:px-6`}>
        <p className="text-sm font-bold uppercase tracking-wider text-teal-800">{eyebrow}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-brand-900 md:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{children}</p>
      </div>
    </header>
  );
}
