import { Link } from 'react-router-dom';
import type { LoanTypeCard } from './home-data';
import { fallbackLang } from '../../domain/content/fallback-lang';
import { useText } from '../../../renderers/i18n/locale-context';
import { ArrowRightIcon } from './home-icons';
import { homeText } from './messages';

/** The home page's loan types: every program with its 'best for' line, each linking to its page. */
export function LoanTypesSection({ loanTypes }: { loanTypes: readonly LoanTypeCard[] }) {
  const t = useText(homeText);
  if (loanTypes.length === 0) return null;
  return (
    <section aria-labelledby="loan-types-heading" className="bg-slate-50 py-16 md:py-24" data-section="loan-types">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <p className="text-sm font-bold uppercase tracking-wider text-teal-800">{t('loanTypes.eyebrow')}</p>
            <h2 id="loan-types-heading" className="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">
              {t('loanTypes.title')}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{t('loanTypes.text')}</p>
          </div>
          <Link to="/mortgage-types" className="btn-secondary">
            {t('loanTypes.compare')}
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:mt-10 lg:grid-cols-3">
          {loanTypes.map((program) => (
            <li key={program.productKey} className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md sm:p-6">
              <h3 className="text-base font-bold text-brand-900 sm:text-lg">
                <Link
                  to={`/mortgage-types/${encodeURIComponent(program.productKey)}`}
                  lang={fallbackLang(program, 'productName')}
                  className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
                >
                  {program.productName}
                </Link>
              </h3>
              <p lang={fallbackLang(program, 'highlight')} className="mt-2 hidden flex-1 text-sm text-slate-600 sm:block">
                {program.highlight}
              </p>
              <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-brand-700 sm:pt-4">
                {t('loanTypes.learnMore')} <ArrowRightIcon className="size-4 transition group-hover:translate-x-0.5" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
