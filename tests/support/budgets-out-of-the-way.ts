/**
 * The site-wide budgets far above any suite's volume: a test file sends more leads, texts and events in a
 * minute than the site's visitors do, and from one address. The test app and the server processes tests
 * start use these; tests of the budgets set their own.
 */
export const BUDGETS_OUT_OF_THE_WAY = {
  BUDGET_TEXTS_PER_MINUTE: '100000000',
  BUDGET_UPLOADS_PER_MINUTE: '100000000',
  BUDGET_REMOVALS_PER_MINUTE: '100000000',
  BUDGET_LEADS_PER_MINUTE: '100000000',
  BUDGET_EVENTS_PER_MINUTE: '100000000',
  ANALYTICS_EVENTS_STORED_PER_DAY: '1000000000',
};
