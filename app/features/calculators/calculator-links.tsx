import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { Locale } from '../../../i18n/locales';
import { richText, useLocale, useText } from '../../../renderers/i18n/locale-context';
import { calculatorsText } from './messages';

const CALCULATOR_KEYS = [
  { path: '/mortgage-calculator', key: 'mortgage' },
  { path: '/debt-consolidator', key: 'debt' },
  { path: '/loan-estimator', key: 'estimator' },
] as const;

export interface CalculatorLink {
  path: (typeof CALCULATOR_KEYS)[number]['path'];
  name: string;
  description: string;
}

/** The calculators with their names and descriptions in `locale` (the hub's cards, the nav's panel). */
export function calculatorLinks(locale: Locale): CalculatorLink[] {
  return CALCULATOR_KEYS.map(({ path, key }) => ({
    path,
    name: calculatorsText.text(locale, `links.${key}.name`),
    description: calculatorsText.text(locale, `links.${key}.description`),
  }));
}

/** Decorative icons of the three calculators, by path. */
const icons: Record<CalculatorLink['path'], ReactElement> = {
  '/mortgage-calculator': <path d="M3 11 12 4l9 7M5 9.5V20h14V9.5M10 20v-5h4v5" />,
  '/debt-consolidator': <path d="M4 7h10M4 12h10M4 17h10M17 7l3 5-3 5" />,
  '/loan-estimator': <path d="M4 19V5m0 14h16M8 15l3-4 3 2 5-6" />,
};

/** Cards for the calculators other than the current one (or all of them on the hub). */
export function CalculatorLinks({ exclude }: { exclude?: CalculatorLink['path'] }) {
  const locale = useLocale();
  const t = useText(calculatorsText);
  const others = calculatorLinks(locale).filter((calculator) => calculator.path !== exclude);
  const heading = t(exclude ? 'links.headingMore' : 'links.headingAll');
  return (
    <section aria-labelledby="calculator-links-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="calculator-links-heading" className="text-2xl font-bold text-brand-900">{heading}</h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {others.map((calculator) => (
          <li key={calculator.path} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md">
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                {icons[calculator.path]}
              </svg>
            </span>
            <h3 className="mt-4 text-xl font-semibold text-brand-900">{calculator.name}</h3>
            <p className="mt-2 flex-1 text-slate-700">{calculator.description}</p>
            <Link to={calculator.path} className="btn-secondary mt-6 self-start">
              {richText(t('links.open', { name: calculator.name }), [(text) => <span className="sr-only">{text}</span>])}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
