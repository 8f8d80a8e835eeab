import { Link } from 'react-router-dom';
import { BadgeRow } from '../../components/badge-row/badge-row';
import { calculators } from '../../features/calculators/calculator-links';
import { CalculatorIcon } from './icons';
import { PanelHeading } from './nav-dropdown';
import { navPaths } from './nav-paths';
import { panelLinkClass } from './nav-styles';

/** The Calculators panel: the three calculators and the hub. */
export function CalculatorsPanel() {
  return (
    <>
      <PanelHeading title="Calculators" text="Run the numbers before you talk to anyone. No sign-up needed." viewAll={{ to: navPaths.calculators, label: 'View all calculators' }} />
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
