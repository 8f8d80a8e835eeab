import { getDefaultFormState } from '@rjsf/utils';
import type { FormValues, PublicForm } from '../../domain/forms/form-types';
import { conditionValidator, defaultFormStateBehavior } from './form-state-rules';

/** The form's data with the schema's defaults filled in (smsOptOut starts true), as rjsf would. */
export function initialFormData(form: PublicForm, prefill: FormValues = {}): FormValues {
  return getDefaultFormState(conditionValidator, form.schema, prefill, form.schema, false, defaultFormStateBehavior) as FormValues;
}
