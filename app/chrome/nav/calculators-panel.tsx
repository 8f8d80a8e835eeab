import { Link } from 'react-router-dom';
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
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <CalculatorIcon className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-brand-900">{calculator.name}</span>
                <span className="mt-1 block text-sm text-slate-600">{calculator.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
