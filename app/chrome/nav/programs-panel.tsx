import { Link } from 'react-router-dom';
import type { NavProgram } from '../../root/root-loader';
import { ArrowRightIcon } from './icons';
import { PanelHeading } from './nav-dropdown';
import { navPaths } from './nav-paths';
import { panelLinkClass } from './nav-styles';

/** The Programs panel: the 7 navigation programs as a grid, and the way to all of them. */
export function ProgramsPanel({ programs }: { programs: readonly NavProgram[] }) {
  return (
    <>
      <PanelHeading title="Loan programs" text="We shop dozens of wholesale lenders for every one of these." viewAll={{ to: navPaths.programs, label: 'View all programs' }} />
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {programs.map((program) => (
          <li key={program.productKey}>
            <Link to={navPaths.program(program.productKey)} className={`${panelLinkClass} block h-full`}>
              <span className="block font-semibold text-brand-900">{program.productName}</span>
              <span className="mt-1 line-clamp-2 text-sm text-slate-600">{program.shortDescription}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={navPaths.brokeredRate} className={`${panelLinkClass} block h-full bg-brand-900 text-white hover:bg-brand-800`}>
            <span className="block font-semibold">Not sure which loan fits?</span>
            <span className="mt-1 block text-sm text-slate-200">Tell us your goal and a broker matches you to the right program.</span>
            <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-amber-300">
              Get A Brokered Rate <ArrowRightIcon className="size-4" />
            </span>
          </Link>
        </li>
      </ul>
    </>
  );
}
