import { useRef, useState, type FormEvent } from 'react';
import { messageOf, StudioApiError } from '../api/studio-client';
import { Alert } from '../components/alert';
import { primaryButton } from '../components/buttons';
import { PageHeading } from '../components/page-heading';
import { TextField } from '../components/text-field';
import { retryAfterOf, shortWait, useRetryCountdown } from '../session/retry-countdown';
import { useSession } from '../session/session-context';

type Errors = { email?: string; password?: string; form?: string };

/**
 * Staff sign in with their e-mail and password; each problem is shown by its field and the first one takes
 * the focus. After too many wrong passwords the server says when to try again: the button counts down to
 * it (another e-mail address may be tried at once).
 */
export function SignInPage({ notice }: { notice: string | null }) {
  const { signIn } = useSession();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const wait = useRetryCountdown();
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const formError = useRef<HTMLDivElement>(null);

  const showErrors = (found: Errors) => {
    setErrors(found);
    // After the render that shows them, so the focused field already carries its message.
    requestAnimationFrame(() => {
      if (found.email) email.current?.focus();
      else if (found.password) password.current?.focus();
      else if (found.form) formError.current?.focus();
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { email: email.current?.value.trim() ?? '', password: password.current?.value ?? '' };
    const missing: Errors = {};
    if (!values.email) missing.email = 'Enter your e-mail address.';
    if (!values.password) missing.password = 'Enter your password.';
    if (missing.email || missing.password) return showErrors(missing);
    setBusy(true);
    try {
      await signIn(values.email, values.password);
    } catch (error) {
      const fields = error instanceof StudioApiError ? error.fields : {};
      const retryAfter = retryAfterOf(error);
      if (retryAfter) wait.waitFor(retryAfter);
      showErrors({ email: fields.email ? `E-mail ${fields.email}.` : undefined, password: fields.password ? `Password ${fields.password}.` : undefined, form: messageOf(error) });
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto mt-16 max-w-sm px-4">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Harborpoint Studio</p>
      <PageHeading>Sign in</PageHeading>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {notice && !errors.form && <Alert tone="info">{notice}</Alert>}
        {errors.form && (
          <div ref={formError} tabIndex={-1} className="focus:outline-none">
            <Alert tone="error">{errors.form}</Alert>
          </div>
        )}
        <TextField ref={email} label="E-mail" name="email" type="email" autoComplete="username" required error={errors.email} onChange={wait.clear} />
        <TextField ref={password} label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy || wait.secondsLeft > 0}>
          {busy ? 'Signing in…' : wait.secondsLeft > 0 ? `Sign in again in ${shortWait(wait.secondsLeft)}` : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
