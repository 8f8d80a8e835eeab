import type { Experimental_DefaultFormStateBehavior } from '@rjsf/utils';
import { createConditionValidator } from '../../domain/forms/condition-validator';

/** Answers conditions only: what the form needs before its definition's own validator has loaded (and on the server). */
export const conditionValidator = createConditionValidator();

/** A yes/no stays unanswered until answered, and a confirmation unticked (rjsf would start them at false, or at their const). */
export const defaultFormStateBehavior: Experimental_DefaultFormStateBehavior = { requiredBooleanDefault: 'skip', constAsDefaults: 'never' };
