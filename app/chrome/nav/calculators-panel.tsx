import { Link } from 'react-router-dom';
import { BadgeRow } from '../../components/badge-row/badge-row';
import { useText } from '../../../renderers/i18n/locale-context';
import { useCalculatorLinks } from './calculator-names';
import { CalculatorIcon } from './icons';
import { navText } from './messages';
import { PanelHeading } from './nav-dropdown';
import { navPaths } from './nav-paths';
import { panelLinkClass } from './nav-styles';

/** The Calculators panel: the three calculators and the hub. */
export function CalculatorsPanel() {
  const t = useText(navText);
  const calculators = useCalculatorLinks();
  return (
    <>
      <PanelHeading title={t('calculators')} text={t('calculatorsPanel.text')} viewAll={{ to: navPaths.calculators, label: t('viewAllCalculators') }} />
      <ul className="grid grid-cols-3 gap-2">
        {calculators.map((calculator) => (
          <li key={calculator.path}>
            <Link to={calculator.path} className={`${panelLinkClass} flex h-full gap-4`}>
              <BadgeRow badge={<CalculatorIcon className="size-5" />} badgeClassName="size-10 rounded-lg" title={calculator.name} text={calculator.description} />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
