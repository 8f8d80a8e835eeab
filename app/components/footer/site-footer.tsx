import { Link } from 'react-router-dom';
import { company } from '../../site/company';

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto max-w-7xl px-4 py-12 text-sm">
        <p>
          {company.legalName} · NMLS #{company.nmlsId} · <a href={company.phoneHref}>{company.phone}</a>
        </p>
        <p className="mt-2">
          <Link to="/disclosures">Disclosures</Link> · <Link to="/privacy-policy">Privacy Policy</Link>
        </p>
      </div>
    </footer>
  );
}
