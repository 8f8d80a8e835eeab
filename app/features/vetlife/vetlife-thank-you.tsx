import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { company } from '../../domain/company';
import { type FunnelStep, useFocusOnStep } from '../funnels';
import { vetLifeTheme } from './vetlife-theme';

/** VetLife's 'Thank You!' screen (its last screen). */
export function VetLifeThankYou({ step }: { step: FunnelStep }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnStep(heading, step);
  return (
    <section className="mx-auto max-w-xl py-6 text-center">
      <div aria-hidden="true" className="mx-auto grid size-16 place-items-center rounded-full bg-[#0b2545]">
        <svg viewBox="0 0 24 24" className="size-9 fill-red-500">
          <path d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7-6.3-3.9-6.3 3.9 1.7-7L2 9.5l7.1-.6z" />
        </svg>
      </div>
      <h1 ref={heading} tabIndex={-1} className="mt-6 text-3xl font-bold text-[#0b2545] focus:outline-none">
        Thank You!
      </h1>
      <p className="mt-4 text-lg text-slate-700">Your VetLife application has been submitted successfully.</p>
      <p className="mt-2 text-lg text-slate-700">A VetLife specialist will contact you within 24 hours.</p>
      <p className="mt-6 text-lg">
        <a href={company.phoneHref} className="inline-flex min-h-11 items-center gap-1 rounded-md font-semibold text-red-700 underline hover:text-red-900">
          Call us at {company.phone}
        </a>
      </p>
      <Link to="/" className={`${vetLifeTheme.primaryButton} mt-8 min-w-48`}>
        Back to Home
      </Link>
    </section>
  );
}
