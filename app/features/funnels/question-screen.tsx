import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { currentQuestion, initialValue, validateAnswer, type Session } from '../../../engine';
import { useText } from '../../../renderers/i18n/locale-context';
import { rendererFor, useRendererTable } from '../../../renderers/questions';
import type { FlowDefinition } from '../../data/site-api';
import type { FunnelStep } from './funnel-types';
import { BackBar } from './back-bar';
import { FunnelNotice } from './funnel-notice';
import { QuestionOffer } from './question-offer';
import { useFocusOnStep } from './use-focus-on-step';
import { funnelText } from './messages';

export interface FunnelTheme {
  heading: string;
  subTitle: string;
  primaryButton: string;
  backButton: string;
}

export interface QuestionScreenProps {
  definition: FlowDefinition;
  session: Session;
  step: FunnelStep;
  busy: boolean;
  answerError: string | null;
  onAnswer(value: unknown, auto: boolean): void;
  onBack(): void;
  /** VetLife: Continue is disabled while the answer is invalid. */
  disableContinueWhenInvalid: boolean;
  theme: FunnelTheme;
  /** Above the heading: the progress bar (and VetLife's counter). */
  progress: ReactNode;
  /** The server's message for this answer when it refused the lead (shown until the answer changes). */
  serverError?: string;
  /** A message over the screen (the questions changed since the visitor started). */
  notice?: string | null;
}

/** Question types whose choice continues by itself (after the flow's delay). */
const AUTO_TYPES = new Set(['options', 'dropdown']);

/**
 * One question on its own screen: the renderer the table ranks highest for it, its message (the engine's
 * or the definition's text) once the visitor has left the field or tried to continue, Back and Continue.
 * Enter continues when the answer is valid; the heading takes the focus on every step.
 */
export function QuestionScreen({ definition, session, step, busy, answerError, onAnswer, onBack, disableContinueWhenInvalid, theme, progress, serverError, notice }: QuestionScreenProps) {
  const table = useRendererTable();
  const t = useText(funnelText);
  const current = currentQuestion(definition.flow, session)!;
  const { question } = current;
  const [draft, setDraft] = useState<unknown>(() => current.answer ?? initialValue(question));
  const [touched, setTouched] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverMessage, setServerMessage] = useState(serverError ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusOnStep(heading, step);

  const base = useId();
  const ids = { input: `${base}input`, label: `${base}title`, description: question.subTitle ? `${base}sub` : undefined, error: `${base}error` };
  const context = { variant: definition.flow.variant };
  const Renderer = rendererFor(question, context, table);
  const checked = validateAnswer(question, draft, session.answers);
  const message = answerError ?? serverMessage ?? (!checked.ok && (touched || attempted) ? checked.message : null);
  const auto = AUTO_TYPES.has(question.questionData.type);

  const tryContinue = (value: unknown, byChoice: boolean) => {
    if (busy) return;
    if (!validateAnswer(question, value, session.answers).ok) {
      setAttempted(true);
      form.current?.querySelector<HTMLElement>('input, select, button[data-choice]')?.focus();
      return;
    }
    onAnswer(value, byChoice);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    tryContinue(draft, false);
  };

  // Enter continues from any field (checkboxes, range thumbs and selects do not submit a form by themselves).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (target.tagName === 'BUTTON' || target.tagName === 'A' || target.tagName === 'TEXTAREA') return;
    event.preventDefault();
    tryContinue(draft, false);
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-busy={busy || undefined} className="mx-auto w-full max-w-2xl">
      <BackBar onBack={onBack} disabled={busy} className={theme.backButton} progress={progress} />
      <h1 id={ids.label} ref={heading} tabIndex={-1} className={theme.heading}>
        {question.title}
      </h1>
      {question.subTitle && (
        <p id={ids.description} className={theme.subTitle}>
          {question.subTitle}
        </p>
      )}
      <FunnelNotice text={notice} />
      <div className="mt-8">
        <Renderer
          question={question}
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setServerMessage(null);
          }}
          onCommit={(value) => {
            setDraft(value);
            setServerMessage(null);
            tryContinue(value, true);
          }}
          onBlur={() => setTouched(true)}
          error={message}
          ids={ids}
          disabled={busy}
          context={context}
        />
      </div>
      {(!auto || question.questionData.type === 'dropdown') && (
        <div className="mt-4">
          <button type="submit" disabled={busy || (disableContinueWhenInvalid && !checked.ok)} className={theme.primaryButton}>
            {t('continue')}
          </button>
        </div>
      )}
      {question.offer && <QuestionOffer offer={question.offer} answers={session.answers} />}
    </form>
  );
}
