export { CheckedForm } from './checked-form';
export { formLoader, loadForm } from './form-source';
export { prefillFromQuery, prefillQueryFor } from './prefill';
export { SchemaForm, initialDataOf } from './schema-form';
export { useSubmission } from './use-submission';
