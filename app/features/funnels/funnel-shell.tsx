import { useEffect, type ComponentType, type ReactNode } from 'react';
import { currentQuestion, validateContact, type ContactStepSettings, type Flow, type LoanType, type SavedProgressOffer, type Session } from '../../../engine';
import { PhoneVerificationSlot } from '../phone-verification';
import type { ContactStepProps, ContactTexts } from './contact-step';
import { hydrateWhenLoaded } from '../../components/hydrate-later/hydrate-when-loaded';
import type { FunnelConfig, FunnelLoaderData, FunnelStep } from './funnel-types';
import { QuestionScreen } from './question-screen';
import { SpinnerScreen } from './spinner-screen';
import { useFunnel } from './use-funnel';
import { RoutedOfficerContext, WhoWillCallSlot } from '../loan-officer';
import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import type { Locale } from '../../../i18n/locales';
import { funnelText } from './messages';

const loadContactStep = () => import('./contact-step').then((module) => module.ContactStep);
/** The last screen of a flow: a funnel's first load carries the questions only (the rest is fetched once it is on screen). */
const ContactStep = hydrateWhenLoaded(import.meta.env.SSR ? await loadContactStep() : null, loadContactStep);

export interface ChooserProps {
  offer: SavedProgressOffer | null;
  step: FunnelStep;
  onChoose(type: LoanType): void;
  onResume(): void;
  onStartFresh(): void;
}

export interface FrameProps {
  step: FunnelStep;
  /** A question or the contact step is on screen (not the chooser, a spinner or the thank-you). */
  onFlow: boolean;
  children: ReactNode;
}

export type FunnelLook = ContactStepProps['theme'] & { primaryButton: string; choice: string };

/** What makes one funnel differ from another: its behaviour, look, texts and a few screens of its own. */
export interface FunnelVariant {
  config: FunnelConfig;
  theme: FunnelLook;
  contactTexts(settings: ContactStepSettings, locale: Locale): ContactTexts;
  /** Continue (and the contact step's submit) stay disabled while the answer is invalid. */
  disableWhenInvalid: boolean;
  spinner(locale: Locale): { loading: string; processing: string; className?: string };
  Chooser: ComponentType<ChooserProps>;
  Progress: ComponentType<{ flow: Flow; session: Session }>;
  ThankYou: ComponentType<{ step: FunnelStep }>;
  Frame: ComponentType<FrameProps>;
}

/**
 * A branching funnel, one screen at a time: the loan-type chooser (with the saved-progress offer),
 * 'Loading...', one question per screen with its progress and Back, the contact step with the optional
 * phone verification over it, the processing screen and the thank-you. The variant supplies the rest.
 */
export function FunnelShell({ data, variant }: { data: FunnelLoaderData; variant: FunnelVariant }) {
  const { config, theme, disableWhenInvalid, Chooser, Progress, ThankYou, Frame } = variant;
  const locale = useLocale();
  const spinner = variant.spinner(locale);
  const { state, actions, officer } = useFunnel(config, data);
  useEffect(() => {
    ContactStep.preload();
    WhoWillCallSlot.preload();
  }, []);
  const { definition, session, step, contact } = state;
  const progress = definition && session && <Progress flow={definition.flow} session={session} />;

  let screen: ReactNode;
  switch (state.screen) {
    case 'chooser':
      screen = <Chooser offer={state.offer} step={step} onChoose={actions.choose} onResume={actions.resume} onStartFresh={actions.startFresh} />;
      break;
    case 'loading':
      screen = <SpinnerScreen text={spinner.loading} spinnerClass={spinner.className} />;
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
          disableContinueWhenInvalid={disableWhenInvalid}
          theme={theme}
          progress={progress}
        />
      );
      break;
    case 'contact':
    case 'verify':
      screen = definition && (
        <>
          <ContactStep
            contact={contact}
            texts={variant.contactTexts(definition.flow.contact, locale)}
            theme={theme}
            step={step}
            disableWhenInvalid={disableWhenInvalid}
            valid={validateContact(contact.values, definition.flow.contact.messages).ok}
            refusedCount={state.contactRefusals}
            onField={actions.setContactField}
            onBlur={actions.blurContactField}
            onClear={actions.clearContact}
            onSubmit={actions.submitContact}
            onBack={actions.back}
            progress={progress}
            notice={state.notice}
          />
          <PhoneVerificationSlot phoneNumber={contact.values.phoneNumber} open={state.screen === 'verify'} onVerified={actions.phoneVerified} onCancel={actions.phoneVerificationCancelled} />
        </>
      );
      break;
    case 'processing':
      screen = <SpinnerScreen text={spinner.processing} spinnerClass={spinner.className} />;
      break;
    case 'thank-you':
      screen = (
        <RoutedOfficerContext.Provider value={officer}>
          <ThankYou step={step} />
        </RoutedOfficerContext.Provider>
      );
      break;
  }
  return (
    <>
      {data.preview && <PreviewBanner />}
      <Frame step={step} onFlow={state.screen === 'question' || state.screen === 'contact'}>
        {screen}
      </Frame>
    </>
  );
}

/** Shown over a studio draft's preview: what is on screen is not live, and nothing entered is sent. */
function PreviewBanner() {
  const t = useText(funnelText);
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {t('preview')}
    </p>
  );
}

/** The plain frame: the screens centred, nothing moving between them. */
export function StillFrame({ children }: FrameProps) {
  return <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">{children}</div>;
}
