import { ASSIGNMENT_TOKEN, ASSIGNMENT_TOKEN_LENGTH, EXPERIMENT_ID, VARIANT_KEYS } from '../experiments/experiment-offer';
import { isPlainObject, own } from '../json-guards';
import { BROWSER_EVENT_TYPES, DEVICE_CLASSES, EVENT_BATCH_MAX, EVENT_MAX_BYTES, type FunnelAnalyticsEvent } from './funnel-event';

export type EventBatchCheck = { ok: true; events: FunnelAnalyticsEvent[] } | { ok: false; fields: Record<string, string> };

const TEXT_FIELDS: Record<string, number> = {
  flowId: 100,
  version: 100,
  sessionId: 64,
  pathId: 16,
  lang: 10,
  question: 100,
  option: 200,
  next: 100,
  experiment: 40,
  variant: 1,
  assignment: ASSIGNMENT_TOKEN_LENGTH,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  referrerHost: 253,
};
const REQUIRED = ['type', 'flowId', 'version', 'pathId', 'depth', 'device', 'lang'];
const ALLOWED = new Set([...Object.keys(TEXT_FIELDS), 'type', 'device', 'depth', 'activeMs']);
// Printable text without control characters: nothing here is ever shown as markup, but logs and CSV read it.
const PRINTABLE = /^[^\u0000-\u001f\u007f]*$/;

function eventProblem(value: unknown): [string, string] | null {
  if (!isPlainObject(value)) return ['', 'must be an object'];
  if (JSON.stringify(value).length > EVENT_MAX_BYTES) return ['', `must be at most ${EVENT_MAX_BYTES} bytes`];
  for (const key of Object.keys(value)) if (!ALLOWED.has(key)) return [key, 'is not an event field'];
  for (const key of REQUIRED) if (own(value, key) === undefined) return [key, 'is required'];
  if (!(BROWSER_EVENT_TYPES as readonly unknown[]).includes(own(value, 'type'))) return ['type', `must be one of ${BROWSER_EVENT_TYPES.join(', ')}`];
  if (!(DEVICE_CLASSES as readonly unknown[]).includes(own(value, 'device'))) return ['device', `must be one of ${DEVICE_CLASSES.join(', ')}`];
  for (const [key, limit] of Object.entries(TEXT_FIELDS)) {
    const text = own(value, key);
    if (text === undefined) continue;
    if (typeof text !== 'string' || text.length === 0 || text.length > limit || !PRINTABLE.test(text)) return [key, `must be text of 1 to ${limit} printable characters`];
  }
  const [experiment, variant] = [own(value, 'experiment'), own(value, 'variant')];
  if ((experiment === undefined) !== (variant === undefined)) return [experiment === undefined ? 'experiment' : 'variant', 'must come with the experiment variant it names'];
  if (experiment !== undefined && !EXPERIMENT_ID.test(experiment as string)) return ['experiment', 'must be an experiment id'];
  if (variant !== undefined && !(VARIANT_KEYS as readonly unknown[]).includes(variant)) return ['variant', `must be one of ${VARIANT_KEYS.join(', ')}`];
  const assignment = own(value, 'assignment');
  if (assignment !== undefined && experiment === undefined) return ['assignment', 'must come with the experiment variant it assigns'];
  if (assignment !== undefined && !ASSIGNMENT_TOKEN.test(assignment as string)) return ['assignment', 'must be an assignment the site signed'];
  const depth = own(value, 'depth');
  if (!Number.isInteger(depth) || (depth as number) < 0 || (depth as number) > 1000) return ['depth', 'must be a whole number from 0 to 1000'];
  const activeMs = own(value, 'activeMs');
  if (activeMs !== undefined && (!Number.isInteger(activeMs) || (activeMs as number) < 0 || (activeMs as number) > 86_400_000)) return ['activeMs', 'must be a whole number of milliseconds up to a day'];
  return null;
}

/**
 * The shape of a batch of browser events (`{ events: [...] }`, 1 to 50, each at most 4 KB of JSON with
 * known fields only); the fields at fault as `events[i].field` when it does not hold. Whether an option
 * belongs to its question is the server's check, against the flow version the event names.
 */
export function checkEventBatch(body: unknown): EventBatchCheck {
  const events = isPlainObject(body) ? own(body, 'events') : undefined;
  if (!Array.isArray(events) || events.length === 0 || events.length > EVENT_BATCH_MAX) return { ok: false, fields: { events: `must be a list of 1 to ${EVENT_BATCH_MAX} events` } };
  const fields: Record<string, string> = {};
  events.forEach((event, at) => {
    const problem = eventProblem(event);
    if (problem) fields[problem[0] ? `events[${at}].${problem[0]}` : `events[${at}]`] = problem[1];
  });
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, events: events as FunnelAnalyticsEvent[] };
}
