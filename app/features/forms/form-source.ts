import { siteApiFrom } from '../../data/site-api';
import type { FormSource } from '../../domain/forms/form-source';
import type { PublicForm } from '../../domain/forms/form-types';

export class FormUnavailableError extends Error {
  constructor(id: string, status?: number) {
    super(`The ${id} form could not be loaded${status ? ` (status ${status})` : ''}.`);
    this.name = 'FormUnavailableError';
  }
}

async function fetchForm(id: string): Promise<PublicForm | null> {
  const response = await fetch(`/api/forms/${encodeURIComponent(id)}`, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new FormUnavailableError(id, response.status);
  return (await response.json()) as PublicForm;
}

export async function loadForm(context: unknown, id: string): Promise<PublicForm> {
  const source = siteApiFrom(context) as Partial<FormSource>;
  const form = typeof source.formDefinition === 'function' ? await source.formDefinition(id) : await fetchForm(id);
  if (!form) throw new FormUnavailableError(id);
  return form;
}

/** A form page's loader: the form's definition, as `form`. */
export function formLoader(id: string) {
  return async ({ context }: { context: unknown }): Promise<{ form: PublicForm }> => ({ form: await loadForm(context, id) });
}
