import { getDefaultFormState, type Experimental_DefaultFormStateBehavior } from '@rjsf/utils';
import { createConditionValidator } from '../../domain/forms/condition-validator';
import type { FormValues, PublicForm } from '../../domain/forms/form-types';

/** Answers conditions only: what the form needs before its definition's own validator has loaded (and on the server). */
export const conditionValidator = createConditionValidator();

/** A yes/no stays unanswered until answered, and a confirmation unticked (rjsf would start them at false, or at their const). */
export const defaultFormStateBehavior: Experimental_DefaultFormStateBehavior = { requiredBooleanDefault: 'skip', constAsDefaults: 'never' };

/** The form's data with the schema's defaults filled in (smsOptOut starts true), as rjsf would. */
export function initialFormData(form: PublicForm, prefill: FormValues = {}): FormValues {
  return getDefaultFormState(conditionValidator, form.schema, prefill, form.schema, false, defaultFormStateBehavior) as FormValues;
}
