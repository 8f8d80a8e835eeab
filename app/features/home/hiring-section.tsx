import { Link } from 'react-router-dom';
import { ArrowRightIcon } from './home-icons';

/**
 * The hiring section: the harbour banner and the way to /opportunities, worded for what that page shows:
 * its open positions, or, with none open, the general application.
 */
export function HiringSection({ openPositions }: { openPositions: number }) {
  const hiring = openPositions > 0;
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
          <p className="text-sm font-bold uppercase tracking-wider text-teal-200">Careers</p>
          <h2 id="hiring-heading" className="mt-2 text-3xl font-bold tracking-tight text-white md:text-4xl">
            {hiring ? `We’re hiring: ${openPositions} open ${openPositions === 1 ? 'position' : 'positions'}` : 'Build your mortgage career with us'}
          </h2>
          <p className="mt-4 text-lg text-slate-200">
            Join a team that puts borrowers first, with the tools and lender panel to back you up.
          </p>
          <Link
            to="/opportunities"
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-900 shadow transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {hiring ? (openPositions === 1 ? 'See the open position' : 'See open positions') : 'Apply to join our team'} <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
