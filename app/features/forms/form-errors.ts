import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { defaultLocale, type Locale } from '../../../i18n/locales';
import { fieldErrorsFrom } from '../../domain/forms/form-messages';
import type { FieldErrors, FormMessages, FormValues } from '../../domain/forms/form-types';
import { normalizeSubmission } from '../../domain/forms/normalize-submission';

/**
 * The errors a form shows in the browser: its precompiled validator's verdict, in the definition's
 * texts, on the data as the server will read it (trimmed, blanks dropped), so a blank or padded value is
 * judged the same on both sides. `locale` is the page's, for a rule the definition has no text for.
 */
export function formErrorsInBrowser(
  form: { schema: RJSFSchema; messages: FormMessages },
  validator: ValidatorType,
  data: FormValues,
  locale: Locale = defaultLocale,
): FieldErrors {
  return fieldErrorsFrom(form, validator.rawValidation(form.schema, normalizeSubmission(form.schema, data)).errors as never, locale);
}
