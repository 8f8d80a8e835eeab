import { useEffect, useMemo, useState } from 'react';
import type { FormDefinition, FormValues, PublicForm } from '../../domain/forms/form-types';
import { initialDataOf, SchemaForm } from '../../features/forms';
import { PreviewFrame } from './preview-frame';

/** A short fingerprint of the schema, so a changed schema loads its own validator module (the URL is the module's cache key). */
function fingerprint(text: string): string {
  let hash = 2166136261;
  for (let at = 0; at < text.length; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 16777619);
  return (hash >>> 0).toString(36);
}

/**
 * The draft form drawn by the site's SchemaForm, validated in the browser by the draft's own validator
 * (compiled by the server from the saved draft, as for a published version): unsaved changes are saved first.
 */
export function FormPreview({ form, draftId, unsaved }: { form: FormDefinition; draftId: string; unsaved: boolean }) {
  const publicForm = useMemo<PublicForm | null>(
    () =>
      unsaved
        ? null
        : {
            id: `preview-${form.id}`,
            version: form.version,
            title: form.title,
            description: form.description,
            hash: 'draft',
            schema: form.schema,
            uiSchema: form.uiSchema,
            messages: form.messages,
            validatorUrl: `/api/studio/drafts/${encodeURIComponent(draftId)}/validator.mjs?v=${fingerprint(JSON.stringify(form.schema))}`,
            humanCheck: { provider: 'local' },
          },
    [form, draftId, unsaved],
  );
  const [data, setData] = useState<FormValues>({});
  useEffect(() => {
    let live = true;
    if (publicForm) void initialDataOf(publicForm).then((data) => live && setData(data));
    return () => {
      live = false;
    };
  }, [publicForm]);
  if (!publicForm) {
    return <p role="status" className="text-sm text-slate-700">Save the draft to preview it: the form checks answers with the validator made from the saved draft.</p>;
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
