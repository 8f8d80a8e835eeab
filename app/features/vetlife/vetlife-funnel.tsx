import { useEffect, useRef, useState } from 'react';
import { currentQuestion, validateContact, VETLIFE_SETTLE_MS, type ContactStepSettings } from '../../../engine';
import { ContactStep, type ContactTexts, type FunnelLoaderData, QuestionScreen, SpinnerScreen, useFunnel } from '../funnels';
import { PhoneVerificationSlot } from '../phone-verification';
import { useSlide } from './use-slide';
import { VetLifeChooser } from './vetlife-chooser';
import { VetLifeProgress } from './vetlife-progress';
import { vetLifeConfig, vetLifeTheme } from './vetlife-theme';
import { VetLifeThankYou } from './vetlife-thank-you';

const contactTexts = ({ title, subTitle, consent }: ContactStepSettings): ContactTexts => ({
  consent,
  title: title ?? 'Great News!',
  intro: (
    <>
      <p>{subTitle ?? "We've found VetLife options for you. Continue to the final steps to receive your personalized VetLife results."}</p>
      <p className="mt-3 inline-block rounded-full bg-red-50 px-3 py-1 text-base font-bold text-red-800">100% FREE with no obligation</p>
    </>
  ),
  labels: { fullName: 'What Is Your Full Name?', email: 'What Is Your Email Address?', phoneNumber: 'What Is Your Phone Number?' },
  placeholders: { fullName: 'Your Full Name', email: 'Your Email Address', phoneNumber: '123-456-7890' },
  prefilledNotice: "We've pre-filled your information from a previous visit.",
  submit: 'Continue',
  submitting: 'Submitting...',
  hint: 'Press Enter or click below to continue',
  footnote: 'No SSN needed. No effect on your credit score.',
});

/**
 * VetLife (/quote-landing-vetlife): the chooser with its restore offer, 'Loading...',
 * one question per screen sliding up or down (0.3 s), 'Great News!' contact, optional phone verification,
 * 'Processing your VetLife request...', and 'Thank You!'.
 */
export function VetLifeFunnel({ data }: { data: FunnelLoaderData }) {
  const { state, actions } = useFunnel(vetLifeConfig, data);
  const { definition, session, step, contact } = state;
  const slider = useRef<HTMLDivElement>(null);
  // Initial load settle: the first screen after loading appears in place; slides start 100 ms later.
  const [settled, setSettled] = useState(false);
  const onFlow = state.screen === 'question' || state.screen === 'contact';
  useEffect(() => {
    if (!onFlow || settled) return;
    const timer = setTimeout(() => setSettled(true), VETLIFE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [onFlow, settled]);
  useSlide(slider, step, settled);

  const bar = definition && session && <VetLifeProgress flow={definition.flow} session={session} />;
  let screen;
  switch (state.screen) {
    case 'chooser':
      screen = <VetLifeChooser offer={state.offer} step={step} onChoose={actions.choose} onRestore={actions.resume} onClear={actions.startFresh} />;
      break;
    case 'loading':
      screen = <SpinnerScreen text="Loading..." spinnerClass="border-t-red-700" />;
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
          disableContinueWhenInvalid
          theme={vetLifeTheme}
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
            theme={vetLifeTheme}
            step={step}
            disableWhenInvalid
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
      screen = <SpinnerScreen text="Processing your VetLife request..." spinnerClass="border-t-red-700" />;
      break;
    case 'thank-you':
      screen = <VetLifeThankYou step={step} />;
      break;
  }
  return (
    <div className="overflow-hidden">
      <div ref={slider} className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        {screen}
      </div>
    </div>
  );
}
