import { Link } from 'react-router-dom';
import { company } from '../site/company';
import { defaultDescription, type HeadData } from '../site/head';

export const handle: { head: HeadData } = {
  head: { title: 'Home', description: defaultDescription },
};

const entryPaths = [
  { label: 'Purchase', type: 'purchase' },
  { label: 'Refinancing', type: 'refinance' },
  { label: 'Home Equity', type: 'cashOut' },
] as const;

export function Component() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center md:py-28">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-900 md:text-6xl">
          Your rate, shopped across dozens of lenders.
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
          A licensed broker compares wholesale lenders for you and brings back the best home loan for your goals.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          {entryPaths.map((entry) => (
            <Link key={entry.type} to={`/quote-landing?type=${entry.type}`} className="btn-primary min-w-44">
              {entry.label}
            </Link>
          ))}
        </div>
        <p className="mt-6 text-sm font-medium text-slate-600">{company.promise}</p>
      </div>
    </section>
  );
}
