import type { PublicForm } from '../domain/forms/form-types';
import type { Locale } from '../../i18n/locales';
import { HttpStatusError } from './http-site-api';

export interface FormRequestOptions {
  /** The language of the form's texts (`?lang=`); English by default, and where the form has no text in it. */
  lang?: Locale;
}

/** `GET /api/forms/:id`: the form as pages receive it; null for an unknown form (404), HttpStatusError for any other failure. */
export async function getForm(id: string, options: FormRequestOptions = {}): Promise<PublicForm | null> {
  const query = options.lang ? `?${new URLSearchParams({ lang: options.lang })}` : '';
  const response = await fetch(`/api/forms/${encodeURIComponent(id)}${query}`, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new HttpStatusError(response.status);
  return (await response.json()) as PublicForm;
}
