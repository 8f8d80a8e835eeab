import type { SavedProgressOffer } from '../../../engine';
import { LOAN_TYPE_WORDS } from '../funnels';
import { quoteTheme } from './quote-theme';

/** 'Continue your {type} application?' with the count of answered questions, Continue and Start Fresh. */
export function ResumeBanner({ offer, onContinue, onStartFresh }: { offer: SavedProgressOffer; onContinue(): void; onStartFresh(): void }) {
  const count = offer.answeredCount;
  return (
    <section aria-labelledby="resume-title" className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-5 text-left sm:p-6">
      <h2 id="resume-title" className="text-xl font-bold text-brand-900">
        Continue your {LOAN_TYPE_WORDS[offer.loanType]} application?
      </h2>
      <p className="mt-1 text-slate-700">
        You have answered {count} {count === 1 ? 'question' : 'questions'}.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={onContinue} className={quoteTheme.primaryButton}>
          Continue
        </button>
        <button type="button" onClick={onStartFresh} className="btn-secondary min-h-12 min-w-40 bg-white text-lg">
          Start Fresh
        </button>
      </div>
    </section>
  );
}
