import { Link } from 'react-router-dom';
import { useText } from '../../../renderers/i18n/locale-context';
import { ArrowRightIcon } from './home-icons';
import { homeText } from './messages';

/**
 * The hiring section: the harbour banner and the way to /opportunities, worded for what that page shows:
 * its open positions, or, with none open, the general application.
 */
export function HiringSection({ openPositions }: { openPositions: number }) {
  const t = useText(homeText);
  const count = Math.max(0, openPositions);
  return (
    <section aria-labelledby="hiring-heading" className="px-4 pb-16 md:pb-24 lg:px-6" data-section="hiring">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-brand-900">
        <img
          src="/media/site/hiring-banner.webp"
          alt=""
          width={1600}
          height={500}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover opacity-90"
        />
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-r from-brand-900 via-brand-900/85 to-brand-900/10" />
        <div className="relative max-w-xl px-6 py-14 sm:px-10 md:py-20">
          <p className="text-sm font-bold uppercase tracking-wider text-teal-200">{t('hiring.eyebrow')}</p>
          <h2 id="hiring-heading" className="mt-2 text-3xl font-bold tracking-tight text-white md:text-4xl">
            {t('hiring.title', { count })}
          </h2>
          <p className="mt-4 text-lg text-slate-200">
            {t('hiring.text')}
          </p>
          <Link
            to="/opportunities"
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-900 shadow transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('hiring.cta', { count })} <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
