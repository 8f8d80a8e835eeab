import { QUESTIONNAIRE_ADVANCE_DELAY_MS, QUESTIONNAIRE_BACK_DELAY_MS } from '../../../engine';
import type { FunnelConfig } from '../funnels';

/** The questionnaire's behaviour: a choice advances after 200 ms, Back waits 150 ms. */
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
