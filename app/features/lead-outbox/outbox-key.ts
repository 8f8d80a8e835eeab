/** The localStorage key of the lead outbox (leads the server has not acknowledged yet). */
export const LEAD_OUTBOX_KEY = 'harborpoint.leadOutbox.v1';
