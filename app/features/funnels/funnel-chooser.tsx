import { useRef } from 'react';
import type { LoanType, SavedProgressOffer } from '../../../engine';
import { useText } from '../../../renderers/i18n/locale-context';
import type { ChooserProps } from './funnel-shell';
import { LoanChoiceButtons } from './loan-choice-buttons';
import { funnelText } from './messages';
import { Promises } from './promises';
import { useFocusOnStep } from './use-focus-on-step';

export interface ChooserLook {
  eyebrow?: { text: string; className: string };
  heading: string;
  headingClass: string;
  intro: string;
  choiceClass: string;
  offer: OfferLook;
}

export interface OfferLook {
  id: string;
  /** The offer's question, naming the saved request's loan type. */
  title(loanType: LoanType): string;
  resume: string;
  startFresh: string;
  sectionClass: string;
  titleClass: string;
  resumeClass: string;
  startFreshClass: string;
}

/** The loan-type chooser: a heading, the saved-progress offer when there is one, the three choices, the promises. */
export function FunnelChooser({ look, offer, step, onChoose, onResume, onStartFresh }: ChooserProps & { look: ChooserLook }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnStep(heading, step);
  return (
    <section className="mx-auto max-w-2xl text-center">
      {look.eyebrow && <p className={look.eyebrow.className}>{look.eyebrow.text}</p>}
      <h1 ref={heading} tabIndex={-1} className={look.headingClass}>
        {look.heading}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{look.intro}</p>
      {offer && <SavedProgress look={look.offer} offer={offer} onResume={onResume} onStartFresh={onStartFresh} />}
      <div className="mt-8">
        <LoanChoiceButtons onChoose={onChoose} buttonClass={look.choiceClass} />
      </div>
      <Promises className="mx-auto mt-10 max-w-xl" />
    </section>
  );
}

/** The offer to go on with saved progress, with the count of answered questions, or to start over. */
function SavedProgress({ look, offer, onResume, onStartFresh }: { look: OfferLook; offer: SavedProgressOffer; onResume(): void; onStartFresh(): void }) {
  const t = useText(funnelText);
  return (
    <section aria-labelledby={look.id} className={look.sectionClass}>
      <h2 id={look.id} className={look.titleClass}>
        {look.title(offer.loanType)}
      </h2>
      <p className="mt-1 text-slate-700">{t('resume.answered', { count: offer.answeredCount })}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={onResume} className={look.resumeClass}>
          {look.resume}
        </button>
        <button type="button" onClick={onStartFresh} className={look.startFreshClass}>
          {look.startFresh}
        </button>
      </div>
    </section>
  );
}
