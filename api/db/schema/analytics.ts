/**
 * The site's own funnel analytics: events as the browser and the server record them (no cookie, no IP
 * address, no user agent, never an answer's text or amount), kept 13 months, and daily counts kept after.
 */
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { flowVersion, serialId, timestamptz } from './columns';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serialId(),
    /** When the server received (or recorded) it: the browser's clock is not trusted. */
    at: timestamptz('at').notNull(),
    type: text('type').notNull(),
    ...flowVersion(),
    /** The funnel session's random id; null for a visitor who asked not to be tracked (anonymous counts only). */
    sessionId: text('session_id'),
    pathId: text('path_id'),
    /** Questions answered on the path after the move (an answer at depth 1 starts the funnel). */
    depth: integer('depth'),
    question: text('question'),
    option: text('option'),
    next: text('next'),
    device: text('device'),
    lang: text('lang'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    referrerHost: text('referrer_host'),
    activeMs: integer('active_ms'),
    /** The experiment the visit was served a variant of, and that variant's key ('A', 'B'…). */
    experimentId: text('experiment_id'),
    variant: text('variant'),
    /** The server's assignment of that variant, when the event carried it signed: only such events count in the experiment. */
    assignmentId: text('assignment_id'),
    /** brokered-rate leads: the broker chosen (a public profile key, not a person's data). */
    broker: text('broker'),
  },
  (table) => [index('analytics_events_flow_at_idx').on(table.flowId, table.at), index('analytics_events_at_idx').on(table.at), index('analytics_events_session_idx').on(table.sessionId), index('analytics_events_experiment_idx').on(table.experimentId)],
);

/** Per day, flow, version and event: how many events and how many funnel sessions, kept after the raw events go. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    ...flowVersion(),
    type: text('type').notNull(),
    /** '' where the event has none, so the key stays whole. */
    question: text('question').notNull(),
    device: text('device').notNull(),
    lang: text('lang').notNull(),
    utmSource: text('utm_source').notNull(),
    variant: text('variant').notNull(),
    events: integer('events').notNull(),
    sessions: integer('sessions').notNull(),
  },
  (table) => [primaryKey({ name: 'analytics_daily_pk', columns: [table.day, table.flowId, table.version, table.type, table.question, table.device, table.lang, table.utmSource, table.variant] })],
);
