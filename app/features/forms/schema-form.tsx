import type { ReactNode } from 'react';
import { hydrateWhenLoaded } from '../../components/hydrate-later/hydrate-when-loaded';
import type { FieldErrors, FormValues, PublicForm } from '../../domain/forms/form-types';

export interface SchemaFormProps {
  form: PublicForm;
  formData: FormValues;
  onChange(data: FormValues): void;
  /** Called with the data once every rule passes (the errors are shown and the first field focused otherwise). */
  onValidSubmit(data: FormValues): void;
  /** Files chosen in file widgets, by field name. */
  files?: Map<string, File>;
  /** Errors the server answered with (`validation_failed`), shown until the field changes. */
  serverErrors?: FieldErrors;
  disabled?: boolean;
  /** The submit area (button, status lines). */
  children: (state: { validatorReady: boolean }) => ReactNode;
}

const load = () => import('./rjsf-schema-form').then((module) => module.RjsfSchemaForm);

/**
 * A form drawn from its definition (rjsf-schema-form.tsx). The server renders it complete; the form
 * library is no part of the page's first load: it arrives once the page has hydrated (`preload` asks
 * for it sooner) and the form hydrates then. Until it has, the fields take input and keep it, and the
 * submit stays disabled (it waits for the definition's validator in any case), so nothing can be sent
 * unchecked, nor as a plain form whose fields would end up in a URL.
 */
export const SchemaForm = hydrateWhenLoaded(import.meta.env.SSR ? await load() : null, load);

/**
 * The form's first data: its defaults with `prefill`, by rjsf's rules. Read from the form's own chunk,
 * apart from the page's first load (a loader calls it on the server, or in the browser on a navigation,
 * where the form needs that chunk next anyway).
 */
export async function initialDataOf(form: PublicForm, prefill: FormValues = {}): Promise<FormValues> {
  const { initialFormData } = await import('./rjsf-schema-form');
  return initialFormData(form, prefill);
}
