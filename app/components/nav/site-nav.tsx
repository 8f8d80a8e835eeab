import { Link } from 'react-router-dom';
import type { RootData } from '../../root/root-loader';
import { company, externalLinks } from '../../site/company';

export function SiteNav({ data }: { data: RootData }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 md:h-20">
        <Link to="/" className="shrink-0">
          <img src={company.logo} alt={company.name} width={180} height={36} />
        </Link>
        <ul className="hidden flex-1 items-center gap-5 text-sm font-semibold text-slate-800 md:flex">
          <li><Link to="/mortgage-types">Programs</Link></li>
          <li><Link to="/agents">Talk to a Loan Officer</Link></li>
          {data.flags.calculators && <li><Link to="/calculators">Calculators</Link></li>}
          <li><Link to="/get-brokered-rate/">Get A Brokered Rate</Link></li>
          <li><a href={company.phoneHref}>{company.phone}</a></li>
          <li><a href={externalLinks.login}>Log in</a></li>
        </ul>
      </nav>
    </header>
  );
}
