import { useRef, useState, type FormEvent } from 'react';
import { messageOf, studioPost, StudioApiError } from '../api/studio-client';
import { Alert } from '../components/alert';
import { primaryButton } from '../components/buttons';
import { PageHeading } from '../components/page-heading';
import { TextField } from '../components/text-field';
import { useSession } from '../session/session-context';

type Errors = { currentPassword?: string; newPassword?: string; form?: string };

/** A new password (12 characters or more); every session ends, so the staff member signs in again. */
export function PasswordPage() {
  const { signedOut } = useSession();
  const [errors, setErrors] = useState<Errors>({});
  const current = useRef<HTMLInputElement>(null);
  const next = useRef<HTMLInputElement>(null);
  const formError = useRef<HTMLDivElement>(null);

  const show = (found: Errors) => {
    setErrors(found);
    requestAnimationFrame(() => (found.currentPassword ? current : found.newPassword ? next : formError).current?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { currentPassword: current.current?.value ?? '', newPassword: next.current?.value ?? '' };
    const found: Errors = {};
    if (!values.currentPassword) found.currentPassword = 'Enter your current password.';
    if ([...values.newPassword].length < 12) found.newPassword = 'The new password needs at least 12 characters.';
    if (found.currentPassword || found.newPassword) return show(found);
    try {
      await studioPost('/session/password', values);
      signedOut('Your password was changed. Sign in with the new one.');
    } catch (error) {
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
        {errors.form && (
          <div ref={formError} tabIndex={-1} className="focus:outline-none">
            <Alert tone="error">{errors.form}</Alert>
          </div>
        )}
        <TextField ref={current} label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword} />
        <TextField ref={next} label="New password" type="password" autoComplete="new-password" hint="At least 12 characters. You will sign in again afterwards." error={errors.newPassword} />
        <button type="submit" className={primaryButton}>
          Change password
        </button>
      </form>
    </>
  );
}
