import { currentQuestion, progress, QUESTIONNAIRE_PROGRESS_ANIMATION_MS, validateContact, type ContactStepSettings } from '../../../engine';
import { ContactStep, type ContactTexts, type FunnelLoaderData, ProgressBar, QuestionScreen, SpinnerScreen, useFunnel } from '../funnels';
import { PhoneVerificationSlot } from '../phone-verification';
import { QuoteLanding } from './quote-landing';
import { quoteConfig, quoteTheme } from './quote-theme';
import { QuoteThankYou } from './quote-thank-you';

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

/**
 * The quote questionnaire (/quote-landing): landing with the resume banner, one
 * question per screen with a progress bar (600 ms) and Back, the contact step, 'Processing your
 * request...', and the thank-you screen.
 */
export function QuoteFunnel({ data }: { data: FunnelLoaderData }) {
  const { state, actions } = useFunnel(quoteConfig, data);
  const { definition, session, step, contact } = state;
  const bar = definition && session && (
    <ProgressBar percent={progress(definition.flow, session)} label="Questionnaire progress" durationMs={QUESTIONNAIRE_PROGRESS_ANIMATION_MS} />
  );

  let screen;
  switch (state.screen) {
    case 'chooser':
      screen = <QuoteLanding offer={state.offer} step={step} onChoose={actions.choose} onContinue={actions.resume} onStartFresh={actions.startFresh} />;
      break;
    case 'loading':
      screen = <SpinnerScreen text="Loading..." />;
      break;
    case 'question':
      screen = definition && session && (
        <QuestionScreen
          key={`${session.current}:${step.id}`}
          definition={definition}
          session={session}
          step={step}
          busy={state.busy}
          answerError={state.answerError}
          serverError={state.serverErrors[currentQuestion(definition.flow, session)?.key ?? '']}
          notice={state.notice}
          onAnswer={actions.answer}
          onBack={actions.back}
          disableContinueWhenInvalid={false}
          theme={quoteTheme}
          progress={bar}
        />
      );
      break;
    case 'contact':
    case 'verify':
      screen = definition && (
        <>
          <ContactStep
            contact={contact}
            texts={contactTexts(definition.flow.contact)}
            theme={quoteTheme}
            step={step}
            disableWhenInvalid={false}
            valid={validateContact(contact.values, definition.flow.contact.messages).ok}
            refusedCount={state.contactRefusals}
            onField={actions.setContactField}
            onBlur={actions.blurContactField}
            onClear={actions.clearContact}
            onSubmit={actions.submitContact}
            onBack={actions.back}
            progress={bar}
            notice={state.notice}
          />
          <PhoneVerificationSlot phoneNumber={contact.values.phoneNumber} open={state.screen === 'verify'} onVerified={actions.phoneVerified} onCancel={actions.phoneVerificationCancelled} />
        </>
      );
      break;
    case 'processing':
      screen = <SpinnerScreen text="Processing your request..." />;
      break;
    case 'thank-you':
      screen = <QuoteThankYou step={step} />;
      break;
  }
  return <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">{screen}</div>;
}
