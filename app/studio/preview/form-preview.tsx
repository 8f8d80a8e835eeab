import { useEffect, useMemo, useState } from 'react';
import type { FormDefinition, FormValues, PublicForm } from '../../domain/forms/form-types';
import { initialFormData, SchemaForm } from '../../features/forms';
import { PreviewFrame } from './preview-frame';

/** The live form's validator, when the draft validates exactly as the live version does. */
function useLiveValidator(form: FormDefinition): string | null {
  const [live, setLive] = useState<Pick<PublicForm, 'schema' | 'validatorUrl'> | null>(null);
  useEffect(() => {
    let current = true;
    fetch(`/api/forms/${encodeURIComponent(form.id)}`)
      .then((response) => (response.ok ? (response.json() as Promise<PublicForm>) : null))
      .then((answer) => current && setLive(answer), () => undefined);
    return () => {
      current = false;
    };
  }, [form.id]);
  return live && JSON.stringify(live.schema) === JSON.stringify(form.schema) ? live.validatorUrl : null;
}

/**
 * The draft form drawn by the site's SchemaForm. Validators are precompiled by the server for published
 * versions only, so the preview validates with the live one while the draft's schema is unchanged.
 */
export function FormPreview({ form }: { form: FormDefinition }) {
  const validatorUrl = useLiveValidator(form);
  const publicForm = useMemo<PublicForm | null>(
    () =>
      validatorUrl === null
        ? null
        : { id: `preview-${form.id}`, version: form.version, title: form.title, description: form.description, hash: 'draft', schema: form.schema, uiSchema: form.uiSchema, messages: form.messages, validatorUrl, humanCheck: { provider: 'local' } },
    [form, validatorUrl],
  );
  const [data, setData] = useState<FormValues>({});
  useEffect(() => {
    if (publicForm) setData(initialFormData(publicForm));
  }, [publicForm]);
  if (!publicForm) {
    return <p role="status" className="text-sm text-slate-700">The preview appears while the draft's fields and rules match the live version's; texts, help and messages can be previewed. Publish to preview changed fields.</p>;
  }
  return (
    <PreviewFrame>
      <h2 className="mb-4 text-2xl font-bold text-brand-900">{form.title}</h2>
      <SchemaForm form={publicForm} formData={data} onChange={setData} onValidSubmit={() => undefined}>
        {() => (
          <button type="submit" className="btn-primary mt-4">
            {form.messages.form.submit}
          </button>
        )}
      </SchemaForm>
    </PreviewFrame>
  );
}
