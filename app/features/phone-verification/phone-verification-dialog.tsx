import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatPhone, phoneDigits } from '../../../renderers/forms/masks';
import { textableUsPhone, US_TEXTABLE_PHONE_MESSAGE_KEY } from '../../../engine/rules/us-textable-phone';
import type { HumanCheckConfig } from '../../domain/forms/form-types';
import { SubmitError } from '../../data/post-json';
import { HumanCheckGate, useHumanCheckToken } from '../human-check';
import { useHumanCheckConfig } from './use-human-check-config';
import { nextSendTime, rememberNextSend, wasSentBefore } from './send-cooldown';
import { sendVerificationCode, verifyCode } from './verification-api';
import { RESEND_COOLDOWN_SECONDS, VERIFIED_DELAY_MS } from './verification-texts';
import { richText, useLocale, useText } from '../../../renderers/i18n/locale-context';
import { verificationText } from './messages';
import { refusalText } from './refusal-text';

export interface PhoneVerificationDialogProps {
  /** The phone to verify, in any common format. */
  phoneNumber: string;
  open: boolean;
  /** The human check shown before each send (a form's definition carries it); fetched from the server when absent. */
  humanCheck?: HumanCheckConfig;
  /** Runs 1 s after the code is accepted, with the verification id the lead then carries as its proof. */
  onVerified(verificationId: string): void;
  /** The visitor closed the dialog; everything it held is reset. */
  onCancel(): void;
}

/** 'check': the human check before a send; 'entry': typing the code texted. */
type Phase = 'check' | 'sending' | 'entry' | 'verifying' | 'verified';

/**
 * 'One Last Step!': the visitor passes the human check (every send needs a fresh one: texting costs money),
 * a code is texted and the visitor types its 6 digits; a resend waits 60 s and passes the check again.
 * The wait outlives the dialog: reopened within it, the dialog counts down the rest before a send.
 * Once the server accepts the code for this send's verification id, a success line shows and, 1 s later,
 * `onVerified(id)` runs. Cancel (or Escape) resets everything. The server decides: a lead is checked
 * against the verification its id names. A number the site does not text (not a US one, or toll-free,
 * premium-rate, Canadian or Caribbean) gets the server's refusal at once, by the same rule, and no check.
 */
export function PhoneVerificationDialog({ phoneNumber, open, humanCheck, onVerified, onCancel }: PhoneVerificationDialogProps) {
  const digits = phoneDigits(phoneNumber);
  const locale = useLocale();
  const t = useText(verificationText);
  const notTextable = digits !== '' && textableUsPhone(digits) === null;
  const gate = useHumanCheckConfig(humanCheck);
  const check = useHumanCheckToken();
  const [phase, setPhase] = useState<Phase>('check');
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cooldownEnd, setCooldownEnd] = useState(() => nextSendTime(digits));
  const [sentBefore, setSentBefore] = useState(() => wasSentBefore(digits));
  const [now, setNow] = useState(() => Date.now());
  const verifiedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const checkArea = useRef<HTMLDivElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      if (verifiedTimer.current) clearTimeout(verifiedTimer.current);
    };
  }, []);

  // Back to the human check for a resend: the focus goes to it (the resend button is gone).
  const focusCheck = useRef(false);
  const resend = () => {
    setError(null);
    setNotice(null);
    focusCheck.current = true;
    setPhase('check');
  };
  useEffect(() => {
    if (phase !== 'check' || !focusCheck.current) return;
    focusCheck.current = false;
    checkArea.current?.querySelector<HTMLElement>('button:not([disabled]), iframe')?.focus();
  }, [phase]);

  const startCooldown = (seconds: number) => {
    const end = Date.now() + seconds * 1000;
    rememberNextSend(digits, end);
    setCooldownEnd(end);
    setSentBefore(true);
  };

  const send = async () => {
    const token = check.token;
    if (!token || notTextable || phase !== 'check' || cooldownEnd > Date.now()) return;
    setError(null);
    setNotice(null);
    if (!digits) {
      setError(t('phoneRequired'));
      return;
    }
    setPhase('sending');
    try {
      const sent = await sendVerificationCode(digits, token);
      if (!live.current) return;
      setVerificationId(sent.verificationId);
      setCode('');
      setNotice(t('codeSent'));
      startCooldown(RESEND_COOLDOWN_SECONDS);
      setPhase('entry');
    } catch (caught) {
      if (!live.current) return;
      const retryAfter = caught instanceof SubmitError && caught.status === 429 ? caught.retryAfter : undefined;
      if (retryAfter) startCooldown(retryAfter);
      // The resend cooldown is a wait, not a failure: the countdown shows it. Longer waits keep the server's words.
      if (!retryAfter || retryAfter > RESEND_COOLDOWN_SECONDS) setError(refusalText(locale, caught, 'sendFailed'));
      // A code sent earlier still works; without one the visitor passes the check again and retries.
      setPhase(verificationId ? 'entry' : 'check');
    } finally {
      check.spend();
      setNow(Date.now());
    }
  };

  // The check passed (its checkbox is now disabled, or Turnstile's frame done): the focus moves on to sending.
  useEffect(() => {
    if (check.token && phase === 'check') sendButton.current?.focus();
  }, [check.token]);

  const cooldown = Math.max(0, Math.ceil((cooldownEnd - now) / 1000));
  useEffect(() => {
    if (cooldownEnd <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [cooldownEnd]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'entry' || !verificationId) return;
    setNotice(null);
    if (!/^\d{6}$/.test(code)) {
      setError(t('codeFormat'));
      return;
    }
    setError(null);
    setPhase('verifying');
    try {
      const { verified } = await verifyCode(digits, code, verificationId);
      if (!live.current) return;
      if (!verified) {
        setError(t('invalidCode'));
        setPhase('entry');
        return;
      }
      setPhase('verified');
      setNotice(t('verified'));
      verifiedTimer.current = setTimeout(() => {
        verifiedTimer.current = null;
        onVerified(verificationId);
      }, VERIFIED_DELAY_MS);
    } catch (caught) {
      if (!live.current) return;
      setError(refusalText(locale, caught, 'verifyFailed'));
      setPhase('entry');
    }
  };

  const codeShown = phase === 'entry' || phase === 'verifying' || phase === 'verified';
  const shownError = notTextable ? t(US_TEXTABLE_PHONE_MESSAGE_KEY) : error;
  const describedBy = shownError ? 'verification-error' : notice || phase === 'sending' ? 'verification-notice' : undefined;
  return (
    <Dialog open={open} onClose={onCancel} className="fixed inset-0 z-[100] overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl md:p-8">
          <DialogTitle className="text-2xl font-bold text-brand-900">{t('title')}</DialogTitle>
          {!notTextable && (
            <p className="mt-2 text-slate-700">
              {richText(t('intro', { phone: formatPhone(digits) }), [(phone) => <span className="font-semibold whitespace-nowrap">{phone}</span>])}
            </p>
          )}
          {!codeShown && !notTextable && (
            <div ref={checkArea} className="mt-5 flex flex-col gap-3">
              <p className="text-sm text-slate-700">{t('checkFirst')}</p>
              {gate.config ? (
                <HumanCheckGate config={gate.config} check={check} />
              ) : (
                <p role={gate.failed ? 'alert' : 'status'} className="text-sm text-slate-700">
                  {gate.failed ? t('checkUnavailable') : t('checkLoading')}
                </p>
              )}
              <button ref={sendButton} type="button" className="btn-primary disabled:opacity-60" disabled={!check.token || phase === 'sending' || cooldown > 0} aria-describedby={describedBy} onClick={() => void send()}>
                {phase === 'sending' && <span aria-hidden="true" className="mr-2 size-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none" />}
                {cooldown > 0 ? t('resendIn', { seconds: cooldown }) : verificationId || sentBefore ? t('sendNewCode') : t('sendCode')}
              </button>
            </div>
          )}
          {codeShown && (
            <form className="mt-5 flex flex-col gap-3" onSubmit={verify} noValidate>
              <label htmlFor="verification-code" className="text-sm font-semibold text-slate-800">
                {t('codeLabel')}
              </label>
              <input
                id="verification-code"
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                autoFocus
                value={code}
                disabled={phase === 'verified'}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-center text-2xl tracking-[0.5em] text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              />
              <button type="submit" className="btn-primary disabled:opacity-60" disabled={phase !== 'entry'}>
                {phase === 'verifying' && <span aria-hidden="true" className="mr-2 size-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none" />}
                {t('verify')}
              </button>
            </form>
          )}
          <p id="verification-notice" role="status" className="mt-3 min-h-5 text-sm text-emerald-800">
            {phase === 'sending' ? t('sending') : notice}
          </p>
          {shownError && (
            <p id="verification-error" role="alert" className="text-sm font-medium text-red-700">
              {shownError}
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3">
            {codeShown && (
              <button
                type="button"
                className="inline-flex min-h-11 items-center rounded-md px-1 text-sm font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700 disabled:text-slate-500 disabled:no-underline"
                disabled={phase !== 'entry' || cooldown > 0}
                onClick={resend}
              >
                {cooldown > 0 ? t('resendIn', { seconds: cooldown }) : t('resend')}
              </button>
            )}
            <button type="button" className="ml-auto inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-1 text-sm font-semibold text-slate-700 underline focus-visible:outline-2 focus-visible:outline-brand-700" onClick={onCancel}>
              {t('cancel')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
