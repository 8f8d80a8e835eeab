import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useHumanCheckToken } from '../human-check';
import { SubmitError, sendWrite } from '../../data/post-json';
import { CheckedForm } from './checked-form';
import type { FormValues, PublicForm } from '../../domain/forms/form-types';
import { focusFirstEmpty } from './focus-first-empty';
import { prefillFromQuery } from './prefill';
import { useSubmission } from './use-submission';

/** Answers the visitor can act on, shown as they are: the human check, the day's upload budget, a full disk. */
const SHOWN_AS_SENT = /^(human_check|rate_limited$|insufficient_storage$)/;

export interface HiringFormHandle {
  /** Fills the fields this query prefills (as the page's own query would), then focuses the first field still empty. */
  prefill(query: URLSearchParams): void;
}

/**
 * The hiring application, prefilled from the page's query (the desired position), sent as multipart with
 * the chosen resume file itself and the human check's token; the submit waits for the check, and a sent
 * token is spent, so any answer asks for a new check.
 */
export function HiringForm({ form, initialData, ref }: { form: PublicForm; initialData: FormValues; ref?: Ref<HiringFormHandle> }) {
  const [formData, setFormData] = useState<FormValues>(initialData);
  const root = useRef<HTMLDivElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  useImperativeHandle(ref, () => ({
    prefill(query) {
      const values = prefillFromQuery(form, query);
      setFormData((data) => ({ ...data, ...values }));
      setFocusRequests((count) => count + 1);
    },
  }), [form]);
  // Runs once the prefill has rendered (so the filled field is passed over), and only on a new request:
  // typing must not move the focus.
  useEffect(() => {
    if (focusRequests > 0) focusFirstEmpty(root.current, formData);
  }, [focusRequests]);
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
    <div ref={root}>
      <CheckedForm form={form} formData={formData} onChange={setFormData} onValidSubmit={submit} files={files} serverErrors={serverErrors} status={status} errorText={errorText} check={check} />
    </div>
  );
}
