import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router-dom';
import type { RootData } from '../../root/root-loader';
import { company, externalLinks } from '../../domain/company';
import { companyText } from '../../domain/company-messages';
import { fallbackLang } from '../../domain/content/fallback-lang';
import { richText, useText } from '../../../renderers/i18n/locale-context';
import { navPaths } from '../nav/nav-paths';
import { LanguageSwitch } from '../language-switch/language-switch';
import { ExternalLink } from './external-link';
import { FooterLegal } from './footer-legal';
import { footerFocus, footerHeading, footerLineLink, footerLink } from './footer-styles';
import { footerText } from './messages';
import { SocialIcon, StarsIcon } from './social-icons';

function LinkColumn({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <nav aria-label={title} className={className}>
      <h2 className={footerHeading}>{title}</h2>
      <ul className="mt-2 text-sm lg:mt-4 lg:space-y-2.5">{children}</ul>
    </nav>
  );
}

/**
 * The site footer: contact details and address, loan-type links, quick links, social links,
 * the Google reviews page, legal text and the licence line. Reads the root loader's data itself.
 */
export function SiteFooter() {
  const t = useText(footerText);
  const companyT = useText(companyText);
  const data = useRouteLoaderData('root') as RootData | undefined;
  const programs = data?.footerPrograms ?? data?.navPrograms ?? [];
  const { address } = company;
  return (
    <footer className="bg-brand-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-12">
          <div className="col-span-2 lg:col-span-4">
            <Link to={navPaths.home} className={`inline-flex items-center gap-3 rounded-md ${footerFocus}`}>
              <img src="/media/site/favicon.svg" alt="" width={44} height={44} loading="lazy" className="size-11 rounded-xl ring-1 ring-white/25" />
              <span className="leading-none">
                <span className="block font-serif text-2xl font-bold text-white">Harborpoint</span>
                <span className="mt-1 block text-[0.6875rem] font-bold uppercase tracking-[0.4em] text-teal-300">Mortgage</span>
              </span>
            </Link>
            <p className="mt-4 max-w-sm text-sm">
              {t('about')} {companyT('promise')}
            </p>
            <p className="mt-5">
              <a href={company.phoneHref} className={`inline-flex min-h-11 items-center rounded-sm text-2xl font-bold text-white hover:underline ${footerFocus}`}>
                {company.phone}
              </a>
            </p>
            <p className="text-sm">
              <a href={`mailto:${company.email}`} className={footerLineLink}>{company.email}</a>
            </p>
            <address className="mt-4 text-sm not-italic">
              {address.street}
              <br />
              {address.city}, {address.state} {address.zip}
            </address>
            <ul className="mt-6 flex gap-2" aria-label={t('socialLabel')}>
              {externalLinks.social.map((profile) => (
                <li key={profile.label}>
                  <ExternalLink href={profile.href} className={`grid size-11 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 ${footerFocus}`}>
                    <SocialIcon network={profile.label} className="size-5" />
                    <span className="sr-only">{t('socialProfile', { company: company.name, network: profile.label })}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
            <ExternalLink href={externalLinks.googleReviews} className={`mt-4 inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-semibold text-white hover:underline ${footerFocus}`}>
              <StarsIcon className="h-3.5 w-[4.375rem] text-amber-400" />
              {t('googleReviews')}
            </ExternalLink>
          </div>

          <LinkColumn title={t('loanTypes')} className="lg:col-span-3">
            {programs.map((program) => (
              <li key={program.productKey}>
                <Link to={navPaths.program(program.productKey)} lang={fallbackLang(program, 'productName')} className={footerLineLink}>
                  {program.productName}
                </Link>
              </li>
            ))}
          </LinkColumn>

          <LinkColumn title={t('quickLinks')} className="lg:col-span-2">
            <li><Link to={navPaths.brokers} className={footerLineLink}>{t('ourBrokers')}</Link></li>
            <li><Link to={navPaths.brokeredRate} className={footerLineLink}>{t('brokeredRate')}</Link></li>
            {data?.flags.calculators && <li><Link to={navPaths.calculators} className={footerLineLink}>{t('calculators')}</Link></li>}
            <li><Link to={navPaths.careers} className={footerLineLink}>{t('careers')}</Link></li>
            <li><Link to={navPaths.informationRemoval} className={footerLineLink}>{t('informationRemoval')}</Link></li>
            <li><Link to={navPaths.disclosures} className={footerLineLink}>{t('disclosures')}</Link></li>
            <li><Link to={navPaths.privacyPolicy} className={footerLineLink}>{t('privacyPolicy')}</Link></li>
            <li><ExternalLink href={externalLinks.signUp} className={footerLineLink}>{t('signUp')}</ExternalLink></li>
            <li><ExternalLink href={externalLinks.login} className={footerLineLink}>{t('logIn')}</ExternalLink></li>
          </LinkColumn>

          <div className="col-span-2 lg:col-span-3">
            <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
              <h2 className="text-lg font-bold text-white">{t('ctaTitle')}</h2>
              <p className="mt-2 text-sm">{t('ctaText')}</p>
              <Link
                to={navPaths.brokeredRate}
                className="mt-5 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {t('brokeredRate')}
              </Link>
            </div>
          </div>
        </div>

        <FooterLegal />

        <div className="flex flex-col gap-2 border-t border-white/15 py-6 text-xs text-slate-300 sm:flex-row sm:items-center sm:justify-between">
          <p>
            {company.legalName} · NMLS #{company.nmlsId}
          </p>
          <p>
            {richText(t('callUs', { phone: company.phone }), [
              (phone) => (
                <a href={company.phoneHref} className={footerLink}>
                  {phone}
                </a>
              ),
            ])}
          </p>
          <p>
            <LanguageSwitch className={`inline-flex min-h-11 items-center ${footerLink}`} />
          </p>
        </div>
      </div>
    </footer>
  );
}
