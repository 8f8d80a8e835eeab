import { useState, type FormEvent } from 'react';
import { messageOf, studioPost, StudioApiError } from '../api/studio-client';
import { primaryButton } from '../components/buttons';
import { FormErrorAlert, useFormErrors } from '../components/form-errors';
import { PageHeading } from '../components/page-heading';
import { TextField } from '../components/text-field';
import { retryAfterOf, shortWait, useRetryCountdown } from '../session/retry-countdown';
import { useSession } from '../session/session-context';

/**
 * A new password (12 characters or more, hard to guess: the server judges and says why not); every
 * session ends, so the staff member signs in again. Too many wrong current passwords pause the change:
 * the button counts down to when it may be tried again.
 */
export function PasswordPage() {
  const { signedOut } = useSession();
  const { errors, show, inputs, formError } = useFormErrors(['currentPassword', 'newPassword']);
  const [busy, setBusy] = useState(false);
  const wait = useRetryCountdown();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { currentPassword: inputs.currentPassword.current?.value ?? '', newPassword: inputs.newPassword.current?.value ?? '' };
    const found: typeof errors = {};
    if (!values.currentPassword) found.currentPassword = 'Enter your current password.';
    const newPassword = values.newPassword.trim();
    if (!newPassword) found.newPassword = 'Enter a new password.';
    else if ([...newPassword].length < 12) found.newPassword = 'The new password needs at least 12 characters, not counting spaces at either end.';
    if (found.currentPassword || found.newPassword) return show(found);
    setBusy(true);
    try {
      await studioPost('/session/password', values);
      signedOut('Your password was changed. Sign in with the new one.');
    } catch (error) {
      setBusy(false);
      const retryAfter = retryAfterOf(error);
      if (retryAfter) wait.waitFor(retryAfter);
      const fields = error instanceof StudioApiError ? error.fields : {};
      show({
        currentPassword: fields.currentPassword ? `The current password ${fields.currentPassword}.` : undefined,
        newPassword: fields.newPassword ? `The new password ${fields.newPassword}.` : undefined,
        form: fields.currentPassword || fields.newPassword ? undefined : messageOf(error),
      });
    }
  };

  return (
    <>
      <PageHeading>Change password</PageHeading>
      <form noValidate onSubmit={onSubmit} className="mt-6 max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <FormErrorAlert ref={formError} message={errors.form} />
        <TextField ref={inputs.currentPassword} label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword} />
        <TextField
          ref={inputs.newPassword}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters and hard to guess: three or four unrelated words work well; not your name, your e-mail or the company's name. You will sign in again afterwards."
          error={errors.newPassword}
        />
        <button type="submit" className={primaryButton} disabled={busy || wait.secondsLeft > 0}>
          {busy ? 'Changing…' : wait.secondsLeft > 0 ? `Try again in ${shortWait(wait.secondsLeft)}` : 'Change password'}
        </button>
      </form>
    </>
  );
}
