import { useRef, useState } from 'react';
import { sendWrite } from './post-json';
import { initialFormData, SchemaForm } from './schema-form';
import { SubmitArea } from './submit-area';
import type { FormValues, PublicForm } from './form-types';
import { useSubmission } from './use-submission';

/** The hiring application (site.md §3-§5), sent as multipart with the chosen resume file itself. */
export function HiringForm({ form }: { form: PublicForm }) {
  const [formData, setFormData] = useState<FormValues>(() => initialFormData(form));
  const files = useRef(new Map<string, File>()).current;
  const { status, errorText, serverErrors, run } = useSubmission(form);

  const submit = (data: FormValues) =>
    run(data, (idempotencyKey) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(data)) if (typeof value === 'string') body.append(name, value);
      const resume = files.get('resume');
      if (resume) body.append('resume', resume, resume.name);
      return sendWrite('/api/apply', body, { multipart: true, idempotencyKey });
    });

  return (
    <SchemaForm form={form} formData={formData} onChange={setFormData} onValidSubmit={submit} files={files} serverErrors={serverErrors} disabled={status === 'submitting' || status === 'submitted'}>
      {({ validatorReady }) => (
        <SubmitArea
          status={status}
          label={form.messages.form.submit}
          busyLabel={form.messages.form.submitting}
          successText={form.messages.form.success}
          errorText={errorText}
          disabled={!validatorReady}
        />
      )}
    </SchemaForm>
  );
}
