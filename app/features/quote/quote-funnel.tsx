import { progress, type ContactStepSettings, type Flow, type Session } from '../../../engine';
import type { Locale } from '../../../i18n/locales';
import { richText, useLocale, useText } from '../../../renderers/i18n/locale-context';
import { company } from '../../domain/company';
import { contactFormTexts, FunnelChooser, FunnelShell, FunnelThankYou, ProgressBar, StillFrame, type ChooserProps, type ContactTexts, type FunnelLoaderData, type FunnelStep, type FunnelVariant } from '../funnels';
import { quoteText } from './messages';
import { QUESTIONNAIRE_PROGRESS_ANIMATION_MS, quoteChooser, quoteConfig, quoteTheme, quoteThankYou } from './quote-theme';

/** The contact step's words: the flow's title, sub-title and consent (already in the page's language), else the questionnaire's own. */
const contactTexts = ({ title, subTitle, consent }: ContactStepSettings, locale: Locale): ContactTexts => {
  const t = (key: (typeof quoteText.keys)[number]) => quoteText.text(locale, key);
  return {
    ...contactFormTexts(t),
    consent,
    title: title ?? t('contact.title'),
    intro: <p>{subTitle ?? t('contact.intro')}</p>,
  };
};

function QuoteProgress({ flow, session }: { flow: Flow; session: Session }) {
  const t = useText(quoteText);
  return <ProgressBar percent={progress(flow, session)} label={t('progress')} durationMs={QUESTIONNAIRE_PROGRESS_ANIMATION_MS} />;
}

function QuoteChooser(props: ChooserProps) {
  return <FunnelChooser look={quoteChooser(useLocale())} {...props} />;
}

/** The thank-you: the 24-hour promise and the company's phone number. */
function QuoteThankYou({ step }: { step: FunnelStep }) {
  const t = useText(quoteText);
  return (
    <FunnelThankYou look={quoteThankYou} step={step}>
      <p className="mt-4 text-lg text-slate-700">{t('thankYou.received')}</p>
      <p className="mt-4 text-lg text-slate-700">
        {richText(t('thankYou.questions', { phone: company.phone }), [
          (phone) => (
            <a href={company.phoneHref} className="font-semibold whitespace-nowrap text-brand-700 underline hover:text-brand-900">
              {phone}
            </a>
          ),
        ])}
      </p>
    </FunnelThankYou>
  );
}

export const quoteFunnel: FunnelVariant = {
  config: quoteConfig,
  theme: quoteTheme,
  contactTexts,
  disableWhenInvalid: false,
  spinner: (locale) => ({ loading: quoteText.text(locale, 'loading'), processing: quoteText.text(locale, 'processing') }),
  Chooser: QuoteChooser,
  Progress: QuoteProgress,
  ThankYou: QuoteThankYou,
  Frame: StillFrame,
};

/**
 * The quote questionnaire (/quote-landing): the landing with the resume banner, one question per screen
 * with a progress bar (600 ms) and Back, the contact step, 'Processing your request...', and the thank-you.
 * Continue shows the answer's message rather than being disabled.
 */
export function QuoteFunnel({ data }: { data: FunnelLoaderData }) {
  return <FunnelShell data={data} variant={quoteFunnel} />;
}
