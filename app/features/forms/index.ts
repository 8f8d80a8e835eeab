export { prefillFromQuery } from './prefill';
export { SchemaForm, initialFormData } from './schema-form';
export { SubmitArea } from './submit-area';
export { useSubmission } from './use-submission';
