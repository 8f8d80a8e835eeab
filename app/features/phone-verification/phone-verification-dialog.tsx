import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatPhone, phoneDigits } from '../../../renderers/forms/masks';
import { SubmitError } from '../forms/post-json';
import { sendVerificationCode, verifyCode } from './verification-api';
import { RESEND_COOLDOWN_SECONDS, VERIFIED_DELAY_MS, verificationTexts as texts } from './verification-texts';

export interface PhoneVerificationDialogProps {
  /** The phone to verify, in any common format. */
  phoneNumber: string;
  open: boolean;
  /** Runs 1 s after the code is accepted. */
  onVerified(): void;
  /** The visitor closed the dialog; everything it held is reset. */
  onCancel(): void;
}

type Phase = 'sending' | 'entry' | 'verifying' | 'verified';

const messageOf = (error: unknown, fallback: string) => (error instanceof SubmitError && error.message ? error.message : fallback);

/**
 * 'One Last Step!' (funnels.md §4): on open a code is texted to the phone, then the visitor types the
 * 6 digits; a resend waits 60 s; once the server accepts the code a success line shows and, 1 s later,
 * `onVerified` runs. Cancel (or Escape) resets everything. The server decides: it holds the verification
 * that a lead is later checked against.
 */
export function PhoneVerificationDialog({ phoneNumber, open, onVerified, onCancel }: PhoneVerificationDialogProps) {
  const digits = phoneDigits(phoneNumber);
  const [phase, setPhase] = useState<Phase>('sending');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cooldownEnd, setCooldownEnd] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const startedFor = useRef<string | null>(null);
  const verifiedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const live = useRef(true);

  const reset = () => {
    if (verifiedTimer.current) clearTimeout(verifiedTimer.current);
    verifiedTimer.current = null;
    setPhase('sending');
    setCode('');
    setNotice(null);
    setError(null);
    setCooldownEnd(0);
  };

  const send = async () => {
    setPhase('sending');
    setError(null);
    setNotice(null);
    if (!digits) {
      setError(texts.phoneRequired);
      setPhase('entry');
      return;
    }
    try {
      await sendVerificationCode(digits);
      if (!live.current) return;
      setNotice(texts.codeSent);
      setCooldownEnd(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
    } catch (caught) {
      if (!live.current) return;
      setError(messageOf(caught, texts.sendFailed));
      if (caught instanceof SubmitError && caught.retryAfter) setCooldownEnd(Date.now() + caught.retryAfter * 1000);
    }
    setNow(Date.now());
    setPhase('entry');
  };

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      if (verifiedTimer.current) clearTimeout(verifiedTimer.current);
    };
  }, []);

  // A code is sent once per opening (StrictMode's second effect run finds it started already).
  useEffect(() => {
    if (!open) {
      startedFor.current = null;
      return;
    }
    if (startedFor.current === digits) return;
    startedFor.current = digits;
    reset();
    void send();
  }, [open, digits]);

  const cooldown = Math.max(0, Math.ceil((cooldownEnd - now) / 1000));
  useEffect(() => {
    if (cooldownEnd <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [cooldownEnd]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'entry') return;
    setNotice(null);
    if (!/^\d{6}$/.test(code)) {
      setError(texts.codeFormat);
      return;
    }
    setError(null);
    setPhase('verifying');
    try {
      const { verified } = await verifyCode(digits, code);
      if (!live.current) return;
      if (!verified) {
        setError(texts.invalidCode);
        setPhase('entry');
        return;
      }
      setPhase('verified');
      setNotice(texts.verified);
      verifiedTimer.current = setTimeout(() => {
        verifiedTimer.current = null;
        onVerified();
      }, VERIFIED_DELAY_MS);
    } catch (caught) {
      if (!live.current) return;
      setError(messageOf(caught, texts.verifyFailed));
      setPhase('entry');
    }
  };

  const cancel = () => {
    reset();
    startedFor.current = null;
    onCancel();
  };

  const busy = phase === 'sending' || phase === 'verifying';
  return (
    <Dialog open={open} onClose={cancel} className="fixed inset-0 z-[100] overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl md:p-8">
          <DialogTitle className="text-2xl font-bold text-brand-900">{texts.title}</DialogTitle>
          <p className="mt-2 text-slate-700">
            We text a 6-digit code to <span className="font-semibold whitespace-nowrap">{formatPhone(digits)}</span>. Enter it below to verify your
            phone and send your request.
          </p>
          <form className="mt-5 flex flex-col gap-3" onSubmit={verify} noValidate>
            <label htmlFor="verification-code" className="text-sm font-semibold text-slate-800">
              Verification code
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
              aria-describedby={error ? 'verification-error' : notice ? 'verification-notice' : undefined}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-center text-2xl tracking-[0.5em] text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            />
            <p id="verification-notice" role="status" className="min-h-5 text-sm text-emerald-800">
              {phase === 'sending' ? texts.sending : notice}
            </p>
            {error && (
              <p id="verification-error" role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
            <button type="submit" className="btn-primary disabled:opacity-60" disabled={busy || phase === 'verified'}>
              {phase === 'verifying' && <span aria-hidden="true" className="mr-2 size-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none" />}
              Verify
            </button>
          </form>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <button
              type="button"
              className="text-sm font-semibold text-brand-700 underline disabled:text-slate-500 disabled:no-underline"
              disabled={busy || phase === 'verified' || cooldown > 0}
              onClick={() => void send()}
            >
              {cooldown > 0 ? `Resend code in ${cooldown}s` : 'Resend code'}
            </button>
            <button type="button" className="text-sm font-semibold text-slate-700 underline" onClick={cancel}>
              Cancel
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
