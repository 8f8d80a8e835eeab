import type { Locale } from '../../../i18n/locales';
import type { ChooserLook, FunnelConfig, ThankYouLook } from '../funnels';
import { quoteText } from './messages';

/** The questionnaire's timings: a choice advances after 200 ms, Back waits 150 ms, the progress bar moves over 600 ms. */
export const QUESTIONNAIRE_ADVANCE_DELAY_MS = 200;
export const QUESTIONNAIRE_BACK_DELAY_MS = 150;
export const QUESTIONNAIRE_PROGRESS_ANIMATION_MS = 600;

/** The questionnaire's behaviour. */
export const quoteConfig: FunnelConfig = {
  variant: 'questionnaire',
  leadUrl: '/api/recordQuoteLead',
  answerDelayMs: { auto: QUESTIONNAIRE_ADVANCE_DELAY_MS, typed: 0 },
  backDelayMs: QUESTIONNAIRE_BACK_DELAY_MS,
  submitDelayMs: 0,
  scrollTopAfterChooseMs: null,
};

export const quoteTheme = {
  heading: 'mt-8 text-2xl font-bold leading-tight text-brand-900 focus:outline-none sm:text-3xl',
  subTitle: 'mt-3 text-lg text-slate-700',
  primaryButton: 'btn-primary min-h-12 min-w-40 text-lg disabled:cursor-not-allowed disabled:opacity-60',
  backButton:
    'inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50',
  notice: 'mt-5 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900',
  link: 'min-h-11 rounded-md px-1 font-semibold text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700',
  choice:
    'flex w-full min-h-16 items-center justify-between rounded-2xl border-2 border-brand-700 bg-white px-6 py-4 text-left text-xl font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
} as const;

export const quoteChooser = (locale: Locale): ChooserLook => ({
  heading: quoteText.text(locale, 'chooser.heading'),
  headingClass: 'text-3xl font-bold text-brand-900 focus:outline-none sm:text-4xl',
  intro: quoteText.text(locale, 'chooser.intro'),
  choiceClass: quoteTheme.choice,
  offer: {
    id: 'resume-title',
    title: (loanType) => quoteText.text(locale, 'offer.title', { loanType }),
    resume: quoteText.text(locale, 'offer.resume'),
    startFresh: quoteText.text(locale, 'offer.startFresh'),
    sectionClass: 'mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-5 text-left sm:p-6',
    titleClass: 'text-xl font-bold text-brand-900',
    resumeClass: quoteTheme.primaryButton,
    startFreshClass: 'btn-secondary min-h-12 min-w-40 bg-white text-lg',
  },
});

export const quoteThankYou: ThankYouLook = {
  badgeClass: 'bg-emerald-100',
  icon: (
    <svg viewBox="0 0 24 24" className="size-9 fill-none stroke-emerald-700 stroke-[2.5]">
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ),
  headingClass: 'mt-6 text-3xl font-bold text-brand-900 focus:outline-none',
  homeClass: 'btn-primary mt-8 min-h-12 min-w-48 text-lg',
};
