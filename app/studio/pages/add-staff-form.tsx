import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messageOf, studioPost, StudioApiError } from '../api/studio-client';
import type { StaffRole } from '../../domain/studio/studio-contract';
import { Alert } from '../components/alert';
import { primaryButton } from '../components/buttons';
import { inputClass, TextField } from '../components/text-field';

const ROLES: { value: StaffRole; label: string }[] = [
  { value: 'editor', label: 'Editor — drafts, checks, previews' },
  { value: 'publisher', label: 'Publisher — also publishes and rolls back' },
  { value: 'admin', label: 'Admin — also manages staff' },
];

type Field = 'email' | 'name' | 'role' | 'password';

/** Adds an account; the server's message for each field shows by it, and the first one takes the focus. */
export function AddStaffForm({ onAdded }: { onAdded(email: string): void }) {
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const roleId = useId();
  const [attempt, setAttempt] = useState(0);

  // After the render that shows the messages: the first field at fault (or the form's message) takes the focus.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]')?.focus();
  }, [attempt]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = Object.fromEntries((['email', 'name', 'role', 'password'] as const).map((field) => [field, String(data.get(field) ?? '')]));
    try {
      await studioPost('/staff', body);
      form.current?.reset();
      setErrors({});
      onAdded(body.email!);
    } catch (error) {
      const fields = error instanceof StudioApiError ? error.fields : {};
      const found = Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, `${field[0]!.toUpperCase()}${field.slice(1)} ${text}.`]));
      setErrors(Object.keys(found).length > 0 ? found : { form: messageOf(error) });
      setAttempt((n) => n + 1);
    }
  };

  return (
    <section aria-labelledby="add-staff-heading" className="mt-8 max-w-lg rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="add-staff-heading" className="text-lg font-semibold">Add a staff member</h2>
      <form ref={form} noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {errors.form && (
          <div data-form-error tabIndex={-1} className="focus:outline-none">
            <Alert tone="error">{errors.form}</Alert>
          </div>
        )}
        <TextField label="Name" name="name" autoComplete="off" error={errors.name} />
        <TextField label="E-mail" name="email" type="email" autoComplete="off" error={errors.email} />
        <div>
          <label htmlFor={roleId} className="block text-sm font-medium text-slate-800">
            Role
          </label>
          <select id={roleId} name="role" defaultValue="editor" className={inputClass} aria-invalid={errors.role ? true : undefined}>
            {ROLES.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </select>
          {errors.role && <p className="mt-1 text-sm text-red-700">{errors.role}</p>}
        </div>
        <TextField
          label="Initial password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters and hard to guess: three or four unrelated words work well; not their name, their e-mail or the company's name. Share it with them privately."
          error={errors.password}
        />
        <button type="submit" className={primaryButton}>
          Add staff member
        </button>
      </form>
    </section>
  );
}
