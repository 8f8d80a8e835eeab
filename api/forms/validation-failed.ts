import type { FieldErrors, FormDefinition } from '../../app/domain/forms/form-types';
import { ApiError } from '../http/api-error';

/** The JSON error of a submission that breaks the form's rules: each field with its message. */
export function validationFailed(definition: FormDefinition, fields: FieldErrors): ApiError {
  return new ApiError(422, 'validation_failed', definition.messages.form.invalid, fields);
}
