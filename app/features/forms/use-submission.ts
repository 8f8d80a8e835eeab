import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../data/idempotency-key';
import { SubmitError } from '../../data/post-json';
import type { FieldErrors, PublicForm } from '../../domain/forms/form-types';
import type { SubmitStatus } from './submit-area';

/**
 * A form's sending state (idle, submitting, submitted, failed with a retry). A retry of the
 * same data reuses its Idempotency-Key, so a request that did arrive is not stored twice. A server's
 * `validation_failed` shows under the fields; any other failure shows the form's failure text, and is
 * logged.
 */
export function useSubmission(form: PublicForm) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [errorText, setErrorText] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>();
  const attempt = useRef<{ data: string; key: string } | null>(null);

  const run = async (data: unknown, send: (idempotencyKey: string) => Promise<unknown>, describe: (error: unknown) => string | null = () => null) => {
    const serialized = JSON.stringify(data);
    if (attempt.current?.data !== serialized) attempt.current = { data: serialized, key: newIdempotencyKey() };
    setStatus('submitting');
    setErrorText(null);
    try {
      await send(attempt.current.key);
      setStatus('submitted');
    } catch (error) {
      console.error(`The ${form.id} form could not be submitted`, error);
      if (error instanceof SubmitError && error.code === 'validation_failed' && error.fields) setServerErrors(error.fields);
      setErrorText(describe(error) ?? (error instanceof SubmitError && error.code === 'validation_failed' ? form.messages.form.invalid : form.messages.form.failure));
      setStatus('failed');
    }
  };

  return { status, errorText, serverErrors, run };
}
