import { useState, type FormEvent } from 'react';
import { messageOf, StudioApiError } from '../api/studio-client';
import { Alert } from '../components/alert';
import { primaryButton } from '../components/buttons';
import { FormErrorAlert, useFormErrors } from '../components/form-errors';
import { PageHeading } from '../components/page-heading';
import { TextField } from '../components/text-field';
import { retryAfterOf, shortWait, useRetryCountdown } from '../session/retry-countdown';
import { useSession } from '../session/session-context';

/**
 * Staff sign in with their e-mail and password; each problem is shown by its field and the first one takes
 * the focus. After too many wrong passwords the server says when to try again: the button counts down to
 * it (another e-mail address may be tried at once).
 */
export function SignInPage({ notice }: { notice: string | null }) {
  const { signIn } = useSession();
  const { errors, show, inputs, formError } = useFormErrors(['email', 'password']);
  const [busy, setBusy] = useState(false);
  const wait = useRetryCountdown();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { email: inputs.email.current?.value.trim() ?? '', password: inputs.password.current?.value ?? '' };
    const missing: typeof errors = {};
    if (!values.email) missing.email = 'Enter your e-mail address.';
    if (!values.password) missing.password = 'Enter your password.';
    if (missing.email || missing.password) return show(missing);
    setBusy(true);
    try {
      await signIn(values.email, values.password);
    } catch (error) {
      const fields = error instanceof StudioApiError ? error.fields : {};
      const retryAfter = retryAfterOf(error);
      if (retryAfter) wait.waitFor(retryAfter);
      show({ email: fields.email ? `E-mail ${fields.email}.` : undefined, password: fields.password ? `Password ${fields.password}.` : undefined, form: messageOf(error) });
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto mt-16 max-w-sm px-4">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Harborpoint Studio</p>
      <PageHeading>Sign in</PageHeading>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {notice && !errors.form && <Alert tone="info">{notice}</Alert>}
        <FormErrorAlert ref={formError} message={errors.form} />
        <TextField ref={inputs.email} label="E-mail" name="email" type="email" autoComplete="username" required error={errors.email} onChange={wait.clear} />
        <TextField ref={inputs.password} label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy || wait.secondsLeft > 0}>
          {busy ? 'Signing in…' : wait.secondsLeft > 0 ? `Sign in again in ${shortWait(wait.secondsLeft)}` : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
