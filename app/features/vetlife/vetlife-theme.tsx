import type { Locale } from '../../../i18n/locales';
import type { ChooserLook, FunnelConfig, ThankYouLook } from '../funnels';
import { vetLifeText } from './messages';

/** VetLife's timings: answers wait 150 ms, screens slide over 300 ms once settled 100 ms after loading, a chosen type scrolls to the top after 100 ms. */
export const VETLIFE_ANSWER_DELAY_MS = 150;
export const VETLIFE_SLIDE_MS = 300;
export const VETLIFE_SETTLE_MS = 100;
export const SCROLL_TO_TOP_DELAY_MS = 100;

/**
 * VetLife's behaviour: every answer is recorded after 150 ms, the contact step's
 * Continue shows 'Submitting...' for the same 150 ms before the processing screen, and choosing a type
 * scrolls to the top after 100 ms. Back has no delay in VetLife.
 */
export const vetLifeConfig: FunnelConfig = {
  variant: 'vetlife',
  leadUrl: '/api/recordWebLead/VetLife',
  answerDelayMs: { auto: VETLIFE_ANSWER_DELAY_MS, typed: VETLIFE_ANSWER_DELAY_MS },
  backDelayMs: 0,
  submitDelayMs: VETLIFE_ANSWER_DELAY_MS,
  scrollTopAfterChooseMs: SCROLL_TO_TOP_DELAY_MS,
};

const navy = 'text-[#0b2545]';

export const vetLifeTheme = {
  heading: `mt-8 text-2xl font-bold leading-tight ${navy} focus:outline-none sm:text-3xl`,
  subTitle: 'mt-3 text-lg text-slate-700',
  primaryButton:
    'inline-flex min-h-12 min-w-40 items-center justify-center rounded-full bg-red-700 px-6 py-3 text-lg font-semibold text-white shadow-sm transition hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-slate-400',
  backButton:
    'inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 py-2 font-semibold text-[#0b2545] hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-[#0b2545] disabled:opacity-50',
  notice: 'mt-5 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 text-slate-800',
  link: 'min-h-11 rounded-md px-1 font-semibold text-red-700 underline hover:text-red-900 focus-visible:outline-2 focus-visible:outline-red-700',
  choice:
    'flex w-full min-h-16 items-center justify-between rounded-2xl border-2 border-[#0b2545] bg-white px-6 py-4 text-left text-xl font-semibold text-[#0b2545] shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700',
} as const;

export const vetLifeChooser = (locale: Locale): ChooserLook => ({
  eyebrow: { text: vetLifeText.text(locale, 'chooser.eyebrow'), className: 'text-sm font-bold uppercase tracking-[0.2em] text-red-700' },
  heading: vetLifeText.text(locale, 'chooser.heading'),
  headingClass: `mt-2 text-3xl font-bold ${navy} focus:outline-none sm:text-4xl`,
  intro: vetLifeText.text(locale, 'chooser.intro'),
  choiceClass: vetLifeTheme.choice,
  offer: {
    id: 'restore-title',
    title: (loanType) => vetLifeText.text(locale, 'offer.title', { loanType }),
    resume: vetLifeText.text(locale, 'offer.resume'),
    startFresh: vetLifeText.text(locale, 'offer.startFresh'),
    sectionClass: 'mt-8 rounded-2xl border-2 border-[#0b2545]/20 bg-slate-50 p-5 text-left sm:p-6',
    titleClass: `text-xl font-bold ${navy}`,
    resumeClass: vetLifeTheme.primaryButton,
    startFreshClass:
      'inline-flex min-h-12 min-w-40 items-center justify-center rounded-full border-2 border-[#0b2545] bg-white px-6 py-3 text-lg font-semibold text-[#0b2545] hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700',
  },
});

export const vetLifeThankYou: ThankYouLook = {
  badgeClass: 'bg-[#0b2545]',
  icon: (
    <svg viewBox="0 0 24 24" className="size-9 fill-red-500">
      <path d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7-6.3-3.9-6.3 3.9 1.7-7L2 9.5l7.1-.6z" />
    </svg>
  ),
  headingClass: `mt-6 text-3xl font-bold ${navy} focus:outline-none`,
  homeClass: `${vetLifeTheme.primaryButton} mt-8 min-w-48`,
};
