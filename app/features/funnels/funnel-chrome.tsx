import { Link } from 'react-router-dom';
import { company } from '../../domain/company';

/** Which funnel's chrome a page wears (its route handle says `chrome: 'funnel'` and `funnelBrand`). */
export type FunnelBrand = 'quote' | 'vetlife';

const brands = {
  quote: { logo: company.quoteLogo, alt: company.name, width: 220, height: 48, phone: company.tollFreePhone, phoneHref: company.tollFreePhoneHref },
  vetlife: { logo: company.vetLifeLogo, alt: 'VetLife by Harborpoint', width: 260, height: 64, phone: company.phone, phoneHref: company.phoneHref },
} as const;

const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The funnels' slim header: their own logo (linking home) and the phone number, instead of the site navigation. */
export function FunnelHeader({ brand }: { brand: FunnelBrand }) {
  const b = brands[brand];
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:h-20">
        <Link to="/" className={`shrink-0 rounded-md ${focus}`}>
          <img src={b.logo} alt={b.alt} width={b.width} height={b.height} className="h-9 w-auto sm:h-12" />
        </Link>
        <a href={b.phoneHref} className={`inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-2 font-semibold sm:px-3 text-brand-800 hover:bg-brand-50 ${focus}`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
            <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
          </svg>
          <span className="sr-only sm:not-sr-only">Call</span>
          <span>{b.phone}</span>
        </a>
      </div>
    </header>
  );
}

/** The funnels' slim footer line: the licensed company, its NMLS number and the legal pages. */
export function FunnelFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600">
      <p>
        {company.legalName} · NMLS #{company.nmlsId} · Equal Housing Opportunity ·{' '}
        <Link to="/disclosures" className={`rounded-sm underline hover:text-brand-800 ${focus}`}>
          Disclosures
        </Link>{' '}
        ·{' '}
        <Link to="/privacy-policy" className={`rounded-sm underline hover:text-brand-800 ${focus}`}>
          Privacy Policy
        </Link>
      </p>
    </footer>
  );
}
