import { useRef } from 'react';
import type { LoanType, SavedProgressOffer } from '../../../engine';
import { type FunnelStep, LoanChoiceButtons, Promises, useFocusOnStep } from '../funnels';
import { quoteTheme } from './quote-theme';
import { ResumeBanner } from './resume-banner';

/** The questionnaire's landing: the three choices, the resume banner when progress is saved, the promises. */
export function QuoteLanding({ offer, step, onChoose, onContinue, onStartFresh }: { offer: SavedProgressOffer | null; step: FunnelStep; onChoose(type: LoanType): void; onContinue(): void; onStartFresh(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnStep(heading, step);
  return (
    <section className="mx-auto max-w-2xl text-center">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-brand-900 focus:outline-none sm:text-4xl">
        What would you like to do?
      </h1>
      <p className="mt-3 text-lg text-slate-700">Answer a few quick questions and a mortgage specialist will call you back.</p>
      {offer && <ResumeBanner offer={offer} onContinue={onContinue} onStartFresh={onStartFresh} />}
      <div className="mt-8">
        <LoanChoiceButtons onChoose={onChoose} buttonClass={quoteTheme.choice} />
      </div>
      <Promises className="mx-auto mt-10 max-w-xl" />
    </section>
  );
}
