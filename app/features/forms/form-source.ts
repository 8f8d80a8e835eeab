import { siteApiFrom } from '../../data/site-api';
import { documentLocale } from '../../data/document-locale';
import { defaultLocale } from '../../../i18n/locales';
import { getForm } from '../../data/form-request';
import { HttpStatusError } from '../../data/http-site-api';
import type { FormSource } from '../../domain/forms/form-source';
import { browserPattern, type PatternCompiler } from './prefill';
import type { FormValues, PublicForm } from '../../domain/forms/form-types';
import { initialDataOf } from './schema-form';

export class FormUnavailableError extends Error {
  constructor(id: string, status?: number) {
    super(`The ${id} form could not be loaded${status ? ` (status ${status})` : ''}.`);
    this.name = 'FormUnavailableError';
  }
}

/** In the browser, the form in the document's language. */
async function fetchForm(id: string): Promise<PublicForm | null> {
  try {
    const lang = documentLocale();
    return await getForm(id, lang === defaultLocale ? {} : { lang });
  } catch (error) {
    throw error instanceof HttpStatusError ? new FormUnavailableError(id, error.status) : error;
  }
}

export async function loadForm(context: unknown, id: string): Promise<PublicForm> {
  const source = siteApiFrom(context) as Partial<FormSource>;
  const form = typeof source.formDefinition === 'function' ? await source.formDefinition(id) : await fetchForm(id);
  if (!form) throw new FormUnavailableError(id);
  return form;
}

/**
 * A form page's loader: the form's definition, as `form`, and its first data, as `initialData`: its
 * defaults and what `prefill` reads from the page's query. Made here, so the page's first load needs no
 * form code to draw the form (the server made it; a later navigation reads it with the form's code).
 */
export function formLoader(id: string, prefill: (form: PublicForm, query: URLSearchParams, patterns: PatternCompiler) => FormValues = () => ({})) {
  return async ({ context, request }: { context: unknown; request: Request }): Promise<{ form: PublicForm; initialData: FormValues }> => {
    const form = await loadForm(context, id);
    const source = siteApiFrom(context) as Partial<FormSource>;
    const patterns = typeof source.formPattern === 'function' ? source.formPattern : browserPattern;
    return { form, initialData: await initialDataOf(form, prefill(form, new URL(request.url).searchParams, patterns)) };
  };
}
