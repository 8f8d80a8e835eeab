import { Link } from 'react-router-dom';
import { company } from '../site/company';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData; chrome: 'funnel' } = {
  head: {
    title: 'Get Your Quote',
    description: 'Answer a few quick questions and a mortgage specialist will call you within 24 hours. No SSN required.',
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
      <img src={company.quoteLogo} alt={company.name} width={160} height={40} className="mx-auto" />
      <h1 className="mt-8 text-3xl font-bold text-brand-900">What would you like to do?</h1>
      <p className="mt-3 text-slate-700">
        No SSN needed. No effect on your credit score. Takes under a minute.
      </p>
      <ul className="mt-8 grid gap-4">
        {choices.map((choice) => (
          <li key={choice.type}>
            <Link to={`/quote-landing?type=${choice.type}`} className="btn-secondary w-full">
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
