import { Link } from 'react-router-dom';
import type { RootData } from '../../root/root-loader';
import { company, externalLinks } from '../../domain/company';
import { ExternalLink } from '../footer/external-link';
import { useText } from '../../../renderers/i18n/locale-context';
import { LanguageSwitch } from '../language-switch/language-switch';
import { CalculatorsPanel } from './calculators-panel';
import { PhoneIcon, UserIcon } from './icons';
import { LoanOfficerPanel } from './loan-officer-panel';
import { navText } from './messages';
import { NavDropdown } from './nav-dropdown';
import { navPaths } from './nav-paths';
import { ctaClass, navItemClass } from './nav-styles';
import { ProgramsPanel } from './programs-panel';
import { useHoverPanels } from './use-hover-panels';

/**
 * The bar from 768 px up (hidden below by CSS, so server and browser render the same HTML).
 * The panels are in the server's HTML, hidden, so their links are there without JavaScript.
 * Every item keeps its text at every width (icons join them only where there is room), in one order:
 * the three panels, the call to action, the phone number, Log in.
 */
export function DesktopBar({ data }: { data: RootData }) {
  const panels = useHoverPanels();
  const t = useText(navText);
  return (
    <ul className="hidden h-full flex-1 items-center md:flex md:gap-0 lg:gap-0.5 xl:gap-1.5">
      <NavDropdown id="programs" label={t('programs')} panels={panels}>
        <ProgramsPanel programs={data.navPrograms} />
      </NavDropdown>
      <NavDropdown id="officers" label={t('officers')} panels={panels}>
        <LoanOfficerPanel broker={data.featuredBroker} />
      </NavDropdown>
      {data.flags.calculators && (
        <NavDropdown id="calculators" label={t('calculators')} panels={panels}>
          <CalculatorsPanel />
        </NavDropdown>
      )}
      <li className="ml-auto">
        <Link to={navPaths.brokeredRate} className={`${ctaClass} whitespace-nowrap`}>
          {t('cta')}
        </Link>
      </li>
      <li>
        <a href={company.phoneHref} className={`${navItemClass} inline-flex items-center gap-2`}>
          <PhoneIcon className="hidden size-4 shrink-0 text-brand-700 xl:block" />
          {company.phone}
        </a>
      </li>
      <li>
        <ExternalLink href={externalLinks.login} className={`${navItemClass} inline-flex items-center gap-2`}>
          <UserIcon className="hidden size-4 text-brand-700 xl:block" />
          {t('logIn')}
        </ExternalLink>
      </li>
      <li>
        <LanguageSwitch className={`${navItemClass} inline-flex items-center`} compact />
      </li>
    </ul>
  );
}
