import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { company } from '../../domain/company';
import { type FunnelStep, useFocusOnStep } from '../funnels';

/** The questionnaire's thank-you: the 24-hour promise, the toll-free support number, Back to Home. */
export function QuoteThankYou({ step }: { step: FunnelStep }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnStep(heading, step);
  return (
    <section className="mx-auto max-w-xl py-6 text-center">
      <div aria-hidden="true" className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-100">
        <svg viewBox="0 0 24 24" className="size-9 fill-none stroke-emerald-700 stroke-[2.5]">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 ref={heading} tabIndex={-1} className="mt-6 text-3xl font-bold text-brand-900 focus:outline-none">
        Thank You!
      </h1>
      <p className="mt-4 text-lg text-slate-700">Your request has been received. A mortgage specialist will contact you within 24 hours.</p>
      <p className="mt-4 text-lg text-slate-700">
        Questions in the meantime? Call us toll-free at{' '}
        <a href={company.tollFreePhoneHref} className="font-semibold text-brand-700 underline hover:text-brand-900">
          {company.tollFreePhone}
        </a>
        .
      </p>
      <Link to="/" className="btn-primary mt-8 min-h-12 min-w-48 text-lg">
        Back to Home
      </Link>
    </section>
  );
}
