import { useState } from 'react';
import { useHumanCheckToken } from '../human-check';
import { SubmitError, sendWrite } from '../../data/post-json';
import { RemovalNextSteps } from './removal-next-steps';
import { CheckedForm } from './checked-form';
import type { FormValues, PublicForm } from '../../domain/forms/form-types';
import { useSubmission } from './use-submission';
import { useLocale } from '../../../renderers/i18n/locale-context';

/**
 * Refusals whose own words (in the page's language: the request carries it) tell the requester what to do:
 * the human check, a number that had its requests for the day, a code that could not be texted.
 */
const SERVER_WORDED = new Set(['human_check_required', 'human_check_expired', 'human_check_unavailable', 'removal_phone_limit', 'sms_failed']);

/**
 * The information-removal request: name, e-mail, phone and the confirmation box; the submit waits for the
 * human check (a token is single-use: any answer but success asks for a fresh check). Once sent, the form
 * gives way to the next steps: the link we e-mailed and the code we texted, which prove the request is the
 * requester's.
 */
export function RemovalForm({ form, initialData }: { form: PublicForm; initialData: FormValues }) {
  const [formData, setFormData] = useState<FormValues>(initialData);
  const check = useHumanCheckToken();
  const locale = useLocale();
  const [requestId, setRequestId] = useState<string | null>(null);
  const { status, errorText, serverErrors, run } = useSubmission(form);

  const submit = (data: FormValues) => {
    // The confirmation e-mail and text are written in the language of the page the request came from.
    const body = { ...data, turnstileToken: check.token, language: locale };
    void run(
      body,
      async (idempotencyKey) => {
        const answer = await sendWrite<{ success: true; id: string }>('/api/requestRemoval', body, { idempotencyKey });
        setRequestId(answer.id);
      },
      (error) => (error instanceof SubmitError && SERVER_WORDED.has(error.code) ? error.message : null),
    ).finally(check.spend);
  };

  if (status === 'submitted' && requestId) return <RemovalNextSteps requestId={requestId} successText={form.messages.form.success} />;
  return (
    <CheckedForm form={form} formData={formData} onChange={setFormData} onValidSubmit={submit} serverErrors={serverErrors} status={status} errorText={errorText} check={check} />
  );
}
