import { Link } from 'react-router-dom';
import { company } from '../site/company';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData; chrome: 'funnel' } = {
  head: {
    title: 'VetLife',
    description: 'VA loan options for veterans and service members. Thank you for your service.',
  },
  chrome: 'funnel',
};

const choices = [
  { type: 'purchase', label: 'I Want To Buy A Home' },
  { type: 'refinance', label: 'I Want To Refinance' },
  { type: 'cashOut', label: 'I Want To Cash Out' },
] as const;

export function Component() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <img src={company.vetLifeLogo} alt="VetLife" width={180} height={48} className="mx-auto" />
      <h1 className="mt-8 text-3xl font-bold text-brand-900">Thank you for your service.</h1>
      <p className="mt-3 text-slate-700">Tell us what you would like to do and we will find your VetLife options.</p>
      <ul className="mt-8 grid gap-4">
        {choices.map((choice) => (
          <li key={choice.type}>
            <Link to={`/quote-landing-vetlife?type=${choice.type}`} className="btn-secondary w-full">
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
