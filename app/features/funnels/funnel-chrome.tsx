import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { company } from '../../domain/company';
import { richText, useText } from '../../../renderers/i18n/locale-context';
import { funnelText } from './messages';

/** Which funnel's chrome a page wears (its route handle says `chrome: 'funnel'` and `funnelBrand`). */
export type FunnelBrand = 'quote' | 'vetlife';

const brands = {
  quote: { logo: company.quoteLogo, width: 300, height: 64 },
  vetlife: { logo: company.vetLifeLogo, width: 320, height: 64 },
} as const;

const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The funnels' slim header, instead of the site navigation: the funnel's logo (a variant of the site's
 * mark, linking home), the company's licence number and its one phone number, the same on every screen.
 */
export function FunnelHeader({ brand }: { brand: FunnelBrand }) {
  const b = brands[brand];
  const t = useText(funnelText);
  const alt = brand === 'vetlife' ? t('chrome.vetLifeLogo', { company: company.name }) : company.name;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-2 px-3 sm:h-20 sm:gap-4 sm:px-4">
        <Link to="/" className={`inline-flex min-h-11 min-w-0 shrink items-center rounded-md ${focus}`}>
          <img src={b.logo} alt={alt} width={b.width} height={b.height} className="h-8 w-auto sm:h-12" />
        </Link>
        <div className="flex shrink-0 flex-col items-end sm:flex-row sm:items-center sm:gap-3">
          <a href={company.phoneHref} className={`inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full px-1.5 text-sm font-semibold sm:order-2 sm:gap-2 sm:px-3 sm:text-base text-brand-800 hover:bg-brand-50 ${focus}`}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2 sm:size-5">
              <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
            </svg>
            <span className="sr-only sm:not-sr-only">{t('chrome.call')}</span>
            <span>{company.phone}</span>
          </a>
          <p className="whitespace-nowrap px-1.5 text-xs leading-4 text-slate-600 sm:order-1" data-testid="funnel-nmls">
            NMLS #{company.nmlsId}
          </p>
        </div>
      </div>
    </header>
  );
}

/** The funnels' slim footer line: the licensed company, its NMLS number and the legal pages. */
export function FunnelFooter() {
  const t = useText(funnelText);
  const link = (to: string) => (children: ReactNode) => (
    <Link to={to} className={`rounded-sm underline hover:text-brand-800 ${focus}`}>
      {children}
    </Link>
  );
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600">
      <p>{richText(t('chrome.footer', { legalName: company.legalName, nmlsId: company.nmlsId }), [link('/disclosures'), link('/privacy-policy')])}</p>
    </footer>
  );
}
