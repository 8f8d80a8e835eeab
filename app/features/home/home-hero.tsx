import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { BadgeRow } from '../../components/badge-row/badge-row';
import { company } from '../../domain/company';
import { companyText } from '../../domain/company-messages';
import { useText } from '../../../renderers/i18n/locale-context';
import { homeText } from './messages';
import { CheckIcon, EquityIcon, HouseKeyIcon, RefinanceIcon, ShieldCheckIcon } from './home-icons';

/** The three entry paths (buy, refinance, cash out), each to the quote landing for its type. */
export const entryPaths = [
  { type: 'purchase', Icon: HouseKeyIcon },
  { type: 'refinance', Icon: RefinanceIcon },
  { type: 'cashOut', Icon: EquityIcon },
] as const;

const steps = ['goal', 'shop', 'choose'] as const;

export function HomeHero({ ref }: { ref?: Ref<HTMLElement> }) {
  const t = useText(homeText);
  const companyT = useText(companyText);
  return (
    <section ref={ref} aria-labelledby="hero-heading" className="bg-[radial-gradient(ellipse_at_top_right,var(--color-teal-50),transparent_55%),linear-gradient(to_bottom,var(--color-brand-50),white)]">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-12 pb-12 md:pt-20 md:pb-16 lg:grid-cols-12 lg:px-6">
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-xs font-semibold sm:text-sm text-teal-800 shadow-sm ring-1 ring-teal-100">
            <ShieldCheckIcon className="size-4" />
            {t('hero.license', { nmlsId: company.nmlsId })}
          </p>
          <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700 md:text-xl">
            {t('hero.text')}
          </p>
          <p className="mt-8 text-sm font-bold uppercase tracking-wider text-slate-600">{t('hero.question')}</p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            {entryPaths.map(({ type, Icon }) => (
              <li key={type}>
                <Link
                  to={`/quote-landing?type=${type}`}
                  className="group flex h-full items-center gap-3 rounded-2xl bg-brand-700 px-4 py-4 text-white shadow-md transition hover:bg-brand-800 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex-col sm:items-start sm:gap-2 sm:px-5"
                >
                  <Icon className="size-7 shrink-0 text-teal-200" />
                  <span>
                    <span className="block text-lg font-bold">{t(`entry.${type}.label`)}</span>
                    <span className="block text-sm text-brand-100">{t(`entry.${type}.hint`)}</span>
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
            <h2 className="text-lg font-bold text-brand-900">{t('steps.title')}</h2>
            <ol className="mt-6 space-y-6">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <BadgeRow badge={index + 1} badgeClassName="size-9 rounded-full font-bold" title={t(`steps.${step}.title`)} text={t(`steps.${step}.text`)} />
                </li>
              ))}
            </ol>
            <p className="mt-8 flex items-center gap-2 rounded-xl bg-teal-50 px-4 py-3 text-sm font-semibold text-teal-900">
              <CheckIcon className="size-5 text-teal-700" />
              {t('steps.summary')}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
