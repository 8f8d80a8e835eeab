import { useRef, type ReactNode, type RefObject } from 'react';
import { LanguageSwitch } from '../language-switch/language-switch';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import type { RootData } from '../../root/root-loader';
import { company, externalLinks } from '../../domain/company';
import { fallbackLang } from '../../domain/content/fallback-lang';
import { ExternalLink } from '../footer/external-link';
import { useText } from '../../../renderers/i18n/locale-context';
import { AvatarStrip } from './avatar-strip';
import { useCalculatorLinks } from './calculator-names';
import { FeaturedBroker } from './featured-broker';
import { ArrowRightIcon, CloseIcon, MailIcon, PhoneIcon, UserIcon } from './icons';
import { navText } from './messages';
import { MOBILE_MENU_ID } from './nav-ids';
import { navPaths } from './nav-paths';
import { focusRing } from './nav-styles';
import { useModalMenu } from './use-modal-menu';

const rowLink = `flex items-center justify-between gap-3 rounded-lg px-3 py-3 font-semibold text-brand-900 hover:bg-brand-50 ${focusRing}`;

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 py-5">
      <h3 id={id} className="px-3 text-xs font-bold uppercase tracking-wider text-slate-600">{title}</h3>
      <ul className="mt-2">{children}</ul>
    </section>
  );
}

/** The last row of a section: the link to the page that lists all of it. */
function ViewAllRow({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <Link to={to} className={`${rowLink} text-brand-700`}>
        {label} <ArrowRightIcon className="size-4" />
      </Link>
    </li>
  );
}

/**
 * The full-screen menu below 768 px: a modal dialog, rendered only while open, in its own
 * chunk (SiteNav loads it when the hamburger is first touched), so the first load does not carry it.
 */
export function MobileMenu({ data, opener, onClose }: { data: RootData; opener: RefObject<HTMLElement | null>; onClose: () => void }) {
  const t = useText(navText);
  const calculators = useCalculatorLinks();
  const dialog = useRef<HTMLDivElement>(null);
  useModalMenu(true, dialog, opener, onClose);
  // In a portal: the header's backdrop filter would make it, not the window, the box of a fixed child.
  return createPortal(
    <div
      ref={dialog}
      id={MOBILE_MENU_ID}
      role="dialog"
      aria-modal="true"
      aria-labelledby="mobile-menu-title"
      className="fixed inset-0 z-50 flex flex-col bg-white md:hidden"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
        <img src={company.logo} alt="" width={169} height={36} className="h-9 w-auto" />
        <h2 id="mobile-menu-title" className="sr-only">{t('menuTitle')}</h2>
        <button type="button" data-autofocus onClick={onClose} aria-label={t('closeMenu')} className={`grid size-11 place-items-center rounded-full text-slate-800 hover:bg-slate-100 ${focusRing}`}>
          <CloseIcon className="size-6" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain px-5 pt-5 pb-8">
        {data.mobileFeaturedBroker && (
          <div className="rounded-2xl bg-brand-50/70 p-4">
            <FeaturedBroker broker={data.mobileFeaturedBroker} />
          </div>
        )}
        <div className="mt-4">
          <AvatarStrip brokers={data.avatarBrokers} />
        </div>
        <nav aria-label={t('mobileLabel')} className="mt-2">
          <Section title={t('programs')} id="mobile-menu-programs">
            {data.navPrograms.map((program) => (
              <li key={program.productKey}>
                <Link to={navPaths.program(program.productKey)} lang={fallbackLang(program, 'productName')} className={rowLink}>{program.productName}</Link>
              </li>
            ))}
            <ViewAllRow to={navPaths.programs} label={t('viewAllPrograms')} />
          </Section>
          <Section title={t('mobileOfficers')} id="mobile-menu-officers">
            <li>
              <Link to={navPaths.brokers} className={rowLink}>
                {t('viewAllOfficers')} <ArrowRightIcon className="size-4" />
              </Link>
            </li>
            <li>
              <a href={`mailto:${company.email}`} className={`${rowLink} text-sm`}>
                <span className="flex items-center gap-3"><MailIcon className="size-5 text-brand-700" />{company.email}</span>
              </a>
            </li>
          </Section>
          {data.flags.calculators && (
            <Section title={t('calculators')} id="mobile-menu-calculators">
              {calculators.map((calculator) => (
                <li key={calculator.path}>
                  <Link to={calculator.path} className={rowLink}>{calculator.name}</Link>
                </li>
              ))}
              <ViewAllRow to={navPaths.calculators} label={t('viewAllCalculators')} />
            </Section>
          )}
        </nav>
      </div>
      <div className="grid shrink-0 gap-3 border-t border-slate-200 bg-slate-50 p-4">
        <Link to={navPaths.brokeredRate} className={`flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 ${focusRing}`}>
          {t('cta')}
        </Link>
        <div className="grid grid-cols-2 gap-3">
          <a href={company.phoneHref} className={`flex items-center justify-center gap-2 whitespace-nowrap rounded-full border border-slate-300 bg-white px-3 py-2.5 text-sm font-semibold text-brand-900 ${focusRing}`}>
            <PhoneIcon className="size-4 text-brand-700" />
            {company.phone}
          </a>
          <ExternalLink href={externalLinks.login} className={`flex items-center justify-center gap-2 whitespace-nowrap rounded-full border border-slate-300 bg-white px-3 py-2.5 text-sm font-semibold text-brand-900 ${focusRing}`}>
            <UserIcon className="size-4 text-brand-700" />
            {t('logIn')}
          </ExternalLink>
        </div>
        <LanguageSwitch className={`flex min-h-11 items-center justify-center rounded-full text-sm font-semibold text-brand-800 underline-offset-4 hover:underline ${focusRing}`} />
      </div>
    </div>,
    document.body,
  );
}
