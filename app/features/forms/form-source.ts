import { siteApiFrom } from '../../data/site-api';
import type { PublicForm } from './form-types';

/**
 * Where a form page's loader gets its definition. On the server the pages' data source carries
 * `formDefinition` (the form registry, called in-process: api/forms/form-feature.ts adds it); in the
 * browser it is GET /api/forms/:id.
 */
export interface FormSource {
  formDefinition(id: string): Promise<PublicForm | null>;
}

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
