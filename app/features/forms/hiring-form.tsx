import { useRef, useState } from 'react';
import { useHumanCheckToken } from '../human-check';
import { SubmitError, sendWrite } from '../../data/post-json';
import { CheckedForm } from './checked-form';
import { initialFormData } from './schema-form';
import type { FormValues, PublicForm } from '../../domain/forms/form-types';
import { useSubmission } from './use-submission';

/** Answers the visitor can act on, shown as they are: the human check, the day's upload budget, a full disk. */
const SHOWN_AS_SENT = /^(human_check|rate_limited$|insufficient_storage$)/;

/**
 * The hiring application, sent as multipart with the chosen resume file itself and the human check's
 * token; the submit waits for the check, and a sent token is spent, so any answer asks for a new check.
 */
export function HiringForm({ form }: { form: PublicForm }) {
  const [formData, setFormData] = useState<FormValues>(() => initialFormData(form));
  const files = useRef(new Map<string, File>()).current;
  const check = useHumanCheckToken();
  const token = check.token;
  const { status, errorText, serverErrors, run } = useSubmission(form);

  const submit = (data: FormValues) =>
    run(
      { ...data, turnstileToken: token },
      (idempotencyKey) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(data)) if (typeof value === 'string') body.append(name, value);
        if (token) body.append('turnstileToken', token);
        const resume = files.get('resume');
        if (resume) body.append('resume', resume, resume.name);
        return sendWrite('/api/apply', body, { multipart: true, idempotencyKey });
      },
      (error) => (error instanceof SubmitError && SHOWN_AS_SENT.test(error.code) ? error.message : null),
    ).finally(check.spend);

  return (
    <CheckedForm form={form} formData={formData} onChange={setFormData} onValidSubmit={submit} files={files} serverErrors={serverErrors} status={status} errorText={errorText} check={check} />
  );
}
