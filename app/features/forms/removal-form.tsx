import { useState } from 'react';
import { sendWrite } from './post-json';
import { initialFormData, SchemaForm } from './schema-form';
import { SubmitArea } from './submit-area';
import type { FormValues, PublicForm } from './form-types';
import { useSubmission } from './use-submission';

/** The information-removal request (site.md §3-§5): name, e-mail, phone and the confirmation. */
export function RemovalForm({ form }: { form: PublicForm }) {
  const [formData, setFormData] = useState<FormValues>(() => initialFormData(form));
  const { status, errorText, serverErrors, run } = useSubmission(form);
  const submit = (data: FormValues) => run(data, (idempotencyKey) => sendWrite('/api/requestRemoval', data, { idempotencyKey }));
  return (
    <SchemaForm form={form} formData={formData} onChange={setFormData} onValidSubmit={submit} serverErrors={serverErrors} disabled={status === 'submitting' || status === 'submitted'}>
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
