import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { BadgeRow } from '../../components/badge-row/badge-row';
import { company } from '../../domain/company';
import { companyText } from '../../domain/company-messages';
import { useText } from '../../../renderers/i18n/locale-context';
import { CheckIcon, EquityIcon, HouseKeyIcon, RefinanceIcon, ShieldCheckIcon } from './home-icons';

/** The three entry paths (buy, refinance, cash out), each to the quote landing for its type. */
export const entryPaths = [
  { label: 'Purchase', hint: 'Buy a home', type: 'purchase', Icon: HouseKeyIcon },
  { label: 'Refinancing', hint: 'Lower your rate or payment', type: 'refinance', Icon: RefinanceIcon },
  { label: 'Home Equity', hint: 'Cash out your equity', type: 'cashOut', Icon: EquityIcon },
] as const;

const steps = [
  { title: 'Tell us your goal', text: 'A few quick questions. No SSN, no credit pull.' },
  { title: 'We shop the market', text: 'Your broker compares offers from dozens of wholesale lenders.' },
  { title: 'You choose', text: 'See the options side by side and pick the one that fits.' },
];

export function HomeHero({ ref }: { ref?: Ref<HTMLElement> }) {
  const companyT = useText(companyText);
  return (
    <section ref={ref} aria-labelledby="hero-heading" className="bg-[radial-gradient(ellipse_at_top_right,var(--color-teal-50),transparent_55%),linear-gradient(to_bottom,var(--color-brand-50),white)]">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-12 pb-12 md:pt-20 md:pb-16 lg:grid-cols-12 lg:px-6">
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-xs font-semibold sm:text-sm text-teal-800 shadow-sm ring-1 ring-teal-100">
            <ShieldCheckIcon className="size-4" />
            Licensed mortgage broker · NMLS #{company.nmlsId}
          </p>
          <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl lg:text-6xl">
            Your rate, shopped across dozens of lenders.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700 md:text-xl">
            A licensed broker compares wholesale lenders for you and brings back the best home loan for your goals.
          </p>
          <p className="mt-8 text-sm font-bold uppercase tracking-wider text-slate-600">What brings you here?</p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            {entryPaths.map(({ label, hint, type, Icon }) => (
              <li key={type}>
                <Link
                  to={`/quote-landing?type=${type}`}
                  className="group flex h-full items-center gap-3 rounded-2xl bg-brand-700 px-4 py-4 text-white shadow-md transition hover:bg-brand-800 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex-col sm:items-start sm:gap-2 sm:px-5"
                >
                  <Icon className="size-7 shrink-0 text-teal-200" />
                  <span>
                    <span className="block text-lg font-bold">{label}</span>
                    <span className="block text-sm text-brand-100">{hint}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-5 flex items-start gap-2 text-sm font-medium text-slate-700">
            <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-teal-700" />
            {companyT('promise')}
          </p>
        </div>
        <div className="hidden lg:col-span-5 lg:flex lg:items-center">
          <div className="w-full rounded-3xl bg-white p-8 shadow-xl ring-1 ring-slate-200">
            <h2 className="text-lg font-bold text-brand-900">How brokering works</h2>
            <ol className="mt-6 space-y-6">
              {steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <BadgeRow badge={index + 1} badgeClassName="size-9 rounded-full font-bold" title={step.title} text={step.text} />
                </li>
              ))}
            </ol>
            <p className="mt-8 flex items-center gap-2 rounded-xl bg-teal-50 px-4 py-3 text-sm font-semibold text-teal-900">
              <CheckIcon className="size-5 text-teal-700" />
              One conversation, offers from many lenders.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
