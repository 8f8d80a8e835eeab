import { Link } from 'react-router-dom';
import type { NavProgram } from '../../root/root-loader';
import { fallbackLang } from '../../domain/content/fallback-lang';
import { useText } from '../../../renderers/i18n/locale-context';
import { ArrowRightIcon } from './icons';
import { navText } from './messages';
import { PanelHeading } from './nav-dropdown';
import { navPaths } from './nav-paths';
import { panelLinkClass } from './nav-styles';

/** The Programs panel: the 7 navigation programs as a grid, and the way to all of them. */
export function ProgramsPanel({ programs }: { programs: readonly NavProgram[] }) {
  const t = useText(navText);
  return (
    <>
      <PanelHeading title={t('programsPanel.title')} text={t('programsPanel.text')} viewAll={{ to: navPaths.programs, label: t('viewAllPrograms') }} />
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {programs.map((program) => (
          <li key={program.productKey}>
            <Link to={navPaths.program(program.productKey)} className={`${panelLinkClass} block h-full`}>
              <span lang={fallbackLang(program, 'productName')} className="block font-semibold text-brand-900">{program.productName}</span>
              <span lang={fallbackLang(program, 'shortDescription')} className="mt-1 line-clamp-2 text-sm text-slate-600">{program.shortDescription}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={navPaths.brokeredRate} className={`${panelLinkClass} block h-full bg-brand-900 text-white hover:bg-brand-800`}>
            <span className="block font-semibold">{t('programsPanel.unsureTitle')}</span>
            <span className="mt-1 block text-sm text-slate-200">{t('programsPanel.unsureText')}</span>
            <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-amber-300">
              {t('cta')} <ArrowRightIcon className="size-4" />
            </span>
          </Link>
        </li>
      </ul>
    </>
  );
}
