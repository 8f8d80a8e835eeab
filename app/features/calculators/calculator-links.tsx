import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';

export const calculators = [
  {
    path: '/mortgage-calculator',
    name: 'Mortgage Calculator',
    description: 'Estimate your monthly payment with taxes, insurance, PMI and extra payments.',
  },
  {
    path: '/debt-consolidator',
    name: 'Debt Consolidator',
    description: 'Roll high-interest debts into one home-equity loan and see what you could save each month.',
  },
  {
    path: '/loan-estimator',
    name: 'Loan Estimator',
    description: 'Compare rates, payments and APR across loan products for your price, down payment and credit.',
  },
] as const;

/** Decorative icons of the three calculators, by path. */
const icons: Record<(typeof calculators)[number]['path'], ReactElement> = {
  '/mortgage-calculator': <path d="M3 11 12 4l9 7M5 9.5V20h14V9.5M10 20v-5h4v5" />,
  '/debt-consolidator': <path d="M4 7h10M4 12h10M4 17h10M17 7l3 5-3 5" />,
  '/loan-estimator': <path d="M4 19V5m0 14h16M8 15l3-4 3 2 5-6" />,
};

/** Cards for the calculators other than the current one (or all of them on the hub). */
export function CalculatorLinks({ exclude, heading }: { exclude?: string; heading: string }) {
  const others = calculators.filter((calculator) => calculator.path !== exclude);
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
              Open<span className="sr-only"> the {calculator.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
