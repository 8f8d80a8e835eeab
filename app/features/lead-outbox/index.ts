export { browserLeadOutbox } from './browser-outbox';
export type { SubmitResult } from './lead-outbox';
