import type { SavedProgressOffer } from '../../../engine';
import { LOAN_TYPE_WORDS } from '../funnels';
import { vetLifeTheme } from './vetlife-theme';

/** VetLife's offer to restore saved progress (no type in the URL) or clear it. */
export function RestoreOffer({ offer, onRestore, onClear }: { offer: SavedProgressOffer; onRestore(): void; onClear(): void }) {
  const count = offer.answeredCount;
  return (
    <section aria-labelledby="restore-title" className="mt-8 rounded-2xl border-2 border-[#0b2545]/20 bg-slate-50 p-5 text-left sm:p-6">
      <h2 id="restore-title" className="text-xl font-bold text-[#0b2545]">
        Welcome back! Pick up your {LOAN_TYPE_WORDS[offer.loanType]} application where you left off?
      </h2>
      <p className="mt-1 text-slate-700">
        You have answered {count} {count === 1 ? 'question' : 'questions'}.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={onRestore} className={vetLifeTheme.primaryButton}>
          Restore My Progress
        </button>
        <button type="button" onClick={onClear} className="inline-flex min-h-12 min-w-40 items-center justify-center rounded-full border-2 border-[#0b2545] bg-white px-6 py-3 text-lg font-semibold text-[#0b2545] hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
          Clear and Start Over
        </button>
      </div>
    </section>
  );
}
