import { progress, type ContactStepSettings, type Flow, type Session } from '../../../engine';
import { company } from '../../domain/company';
import { FunnelChooser, FunnelShell, FunnelThankYou, ProgressBar, StillFrame, type ChooserProps, type ContactTexts, type FunnelLoaderData, type FunnelStep, type FunnelVariant } from '../funnels';
import { QUESTIONNAIRE_PROGRESS_ANIMATION_MS, quoteChooser, quoteConfig, quoteTheme, quoteThankYou } from './quote-theme';

const contactTexts = ({ title, subTitle, consent }: ContactStepSettings): ContactTexts => ({
  consent,
  title: title ?? 'Almost done!',
  intro: <p>{subTitle ?? 'A specialist will contact you within 24 hours.'}</p>,
  labels: { fullName: 'Full name', email: 'Email address', phoneNumber: 'Phone number' },
  placeholders: { fullName: 'Your full name', email: 'you@example.com', phoneNumber: '123-456-7890' },
  prefilledNotice: "We've pre-filled your information from your saved progress.",
  submit: 'Get My Quote',
  submitting: 'Submitting...',
  footnote: 'No SSN needed. No effect on your credit score. 100% FREE with no obligation.',
});

function QuoteProgress({ flow, session }: { flow: Flow; session: Session }) {
  return <ProgressBar percent={progress(flow, session)} label="Questionnaire progress" durationMs={QUESTIONNAIRE_PROGRESS_ANIMATION_MS} />;
}

/** The thank-you: the 24-hour promise and the company's phone number. */
function QuoteThankYou({ step }: { step: FunnelStep }) {
  return (
    <FunnelThankYou look={quoteThankYou} step={step}>
      <p className="mt-4 text-lg text-slate-700">Your request has been received. A mortgage specialist will contact you within 24 hours.</p>
      <p className="mt-4 text-lg text-slate-700">
        Questions in the meantime? Call us at{' '}
        <a href={company.phoneHref} className="font-semibold text-brand-700 underline hover:text-brand-900">
          {company.phone}
        </a>
        .
      </p>
    </FunnelThankYou>
  );
}

const quoteFunnel: FunnelVariant = {
  config: quoteConfig,
  theme: quoteTheme,
  contactTexts,
  disableWhenInvalid: false,
  spinner: { loading: 'Loading...', processing: 'Processing your request...' },
  Chooser: (props: ChooserProps) => <FunnelChooser look={quoteChooser} {...props} />,
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
