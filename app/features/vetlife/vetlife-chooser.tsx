import { useRef } from 'react';
import type { LoanType, SavedProgressOffer } from '../../../engine';
import { type FunnelStep, LoanChoiceButtons, Promises, useFocusOnStep } from '../funnels';
import { RestoreOffer } from './restore-offer';
import { vetLifeTheme } from './vetlife-theme';

/** VetLife's loan-type chooser: 'Thank you for your service.', the restore offer, the three choices. */
export function VetLifeChooser({ offer, step, onChoose, onRestore, onClear }: { offer: SavedProgressOffer | null; step: FunnelStep; onChoose(type: LoanType): void; onRestore(): void; onClear(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnStep(heading, step);
  return (
    <section className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-bold uppercase tracking-[0.2em] text-red-700">VA loan options</p>
      <h1 ref={heading} tabIndex={-1} className="mt-2 text-3xl font-bold text-[#0b2545] focus:outline-none sm:text-4xl">
        Thank you for your service.
      </h1>
      <p className="mt-3 text-lg text-slate-700">Tell us what you would like to do and we will find your VetLife options.</p>
      {offer && <RestoreOffer offer={offer} onRestore={onRestore} onClear={onClear} />}
      <div className="mt-8">
        <LoanChoiceButtons onChoose={onChoose} buttonClass={vetLifeTheme.choice} />
      </div>
      <Promises className="mx-auto mt-10 max-w-xl" />
    </section>
  );
}
