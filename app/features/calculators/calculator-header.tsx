import type { ReactNode } from 'react';
import { useText } from '../../../renderers/i18n/locale-context';
import { calculatorsText } from './messages';

/** The title block of a calculator page (the pages' description header). */
export function CalculatorHeader({ title, children }: { title: string; children: ReactNode }) {
  const t = useText(calculatorsText);
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-12 md:pt-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t('header.eyebrow')}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-brand-900 md:text-5xl">{title}</h1>
        <div className="mt-4 max-w-3xl text-lg text-slate-700">{children}</div>
      </div>
    </header>
  );
}

/** "Couldn't fetch rates, please refresh", when the daily rates could not be loaded. */
export function RatesError({ failed }: { failed: boolean }) {
  const t = useText(calculatorsText);
  if (!failed) return null;
  return (
    <p role="alert" className="mb-6 flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900">
      <svg viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
        <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('ratesError')}
    </p>
  );
}
