import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { fieldErrorsFrom } from '../../domain/forms/form-messages';
import type { FieldErrors, FormMessages, FormValues } from '../../domain/forms/form-types';
import { normalizeSubmission } from '../../domain/forms/normalize-submission';

/**
 * The errors a form shows in the browser: its precompiled validator's verdict, in the definition's
 * texts, on the data as the server will read it (trimmed, blanks dropped), so a blank or padded value is
 * judged the same on both sides.
 */
export function formErrorsInBrowser(form: { schema: RJSFSchema; messages: FormMessages }, validator: ValidatorType, data: FormValues): FieldErrors {
  return fieldErrorsFrom(form, validator.rawValidation(form.schema, normalizeSubmission(form.schema, data)).errors as never);
}
