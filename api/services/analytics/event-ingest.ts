import { CHOICE_TYPES, CONTACT_STEP, checkEventBatch, flowIndex, normalizeChoice, optionValue, type Flow, type FunnelAnalyticsEvent } from '../../../engine';
import { analyticsEventsInsert, type AnalyticsEventRow } from '../../db/repositories/analytics-repository';
import type { RowInsert } from '../../db/repositories/insert-rows';
import { writeTogether, type BatchedWrites } from '../../db/repositories/write-together';
import type { FlowStore } from '../../definitions/flow-definitions';
import type { LiveExperiments } from '../experiments/live-experiments';
import { invalid } from '../domain-error';
import { clockOf, type WriteDeps } from '../service-deps';
import { claimedEventCount, type EventLimits } from './event-limits';

/** Where an event departs from the flow version it names: its question, option and next step must be that version's. */
function againstFlow(event: FunnelAnalyticsEvent, flow: Flow): [string, string] | null {
  const index = flowIndex(flow);
  const known = (key: string | undefined) => key === undefined || key === CONTACT_STEP || index.byKey.has(key);
  if (!known(event.question)) return ['question', 'is not a question of this version'];
  if (!known(event.next)) return ['next', 'is not a question of this version'];
  if (event.option === undefined) return null;
  const question = event.type === 'answer' && event.question ? index.questions[index.byKey.get(event.question) ?? -1] : undefined;
  if (!question || !(CHOICE_TYPES as readonly string[]).includes(question.questionData.type)) return ['option', 'is recorded for the answer to a choice question only'];
  // An answer holds an option's value as the engine normalises it (a yes/no option becomes a boolean).
  const values = new Set((question.questionData.options ?? []).flatMap((option) => [String(optionValue(option)), String(normalizeChoice(optionValue(option)))]));
  return event.option.split('|').every((value) => values.has(value)) ? null : ['option', 'is not an option of this question'];
}

/**
 * Records a batch of the browser's funnel events: checked whole (shape, then each against the flow version
 * it names, so an option can only be one of that question's options and nothing typed is ever stored) and
 * stored in one statement, or refused with the fields at fault. An experiment variant an event claims must
 * be one the experiment serves as the event's version; the event counts in the experiment only when it
 * also carries the assignment the server signed for that variant (else it is kept as plain analytics).
 * With `anonymous` (the visitor sent Global Privacy Control) the session id and the assignment are
 * dropped: the events count, but cannot be joined into a visit.
 * Each event counts against the address's and the site's events of the minute (event-limits.ts); past the
 * day's storage cap a well-formed batch is answered as usual and stored nowhere (`stored: 0`).
 */
export function createEventIngest(deps: WriteDeps & { flows: FlowStore; experiments: LiveExperiments; limits: EventLimits; writes?: BatchedWrites }) {
  const now = clockOf(deps);
  const write = deps.writes ?? ((inserts: readonly RowInsert[]) => writeTogether(deps.db, inserts));
  return {
    /** `address` is what limits count the client by: its IPv4 address, or its IPv6 /64. */
    async record(body: unknown, options: { anonymous: boolean; address: string }): Promise<{ stored: number }> {
      await deps.limits.admit(options.address, claimedEventCount(body));
      const checked = checkEventBatch(body);
      if (!checked.ok) throw invalid('The events are not valid.', checked.fields);
      if (!(await deps.limits.mayStore(checked.events.length))) return { stored: 0 };
      const fields: Record<string, string> = {};
      // Each version named once per batch: an unknown one is a database read, not a cached hit.
      const versions = new Map<string, ReturnType<FlowStore['byHash']>>();
      const assignments: Array<string | null> = [];
      for (const [at, event] of checked.events.entries()) {
        if (!versions.has(event.version)) versions.set(event.version, deps.flows.byHash(event.version));
        const loaded = await versions.get(event.version)!;
        if (!loaded || loaded.id !== event.flowId) {
          fields[`events[${at}].version`] = 'is not a version of this flow that the site served';
          continue;
        }
        const problem = againstFlow(event, loaded.definition);
        if (problem) fields[`events[${at}].${problem[0]}`] = problem[1];
        // A plausible claim is stored; it counts in the experiment only with the assignment the server signed for it.
        const claim = event.experiment === undefined ? null : await deps.experiments.confirm(event.flowId, event.version, { id: event.experiment, variant: event.variant, token: event.assignment });
        if (event.experiment !== undefined && !claim) fields[`events[${at}].variant`] = "is not a variant of this flow's experiment served as this version";
        assignments[at] = options.anonymous ? null : (claim?.assignmentId ?? null);
      }
      if (Object.keys(fields).length > 0) throw invalid('The events are not valid.', fields);
      const at = now();
      const rows: AnalyticsEventRow[] = checked.events.map((event, index) => ({
        at,
        type: event.type,
        flowId: event.flowId,
        version: event.version,
        sessionId: options.anonymous ? null : (event.sessionId ?? null),
        pathId: event.pathId,
        depth: event.depth,
        question: event.question ?? null,
        option: event.option ?? null,
        next: event.next ?? null,
        device: event.device,
        lang: event.lang,
        utmSource: event.utmSource ?? null,
        utmMedium: event.utmMedium ?? null,
        utmCampaign: event.utmCampaign ?? null,
        referrerHost: event.referrerHost ?? null,
        activeMs: event.activeMs ?? null,
        experimentId: event.experiment ?? null,
        variant: event.variant ?? null,
        assignmentId: assignments[index] ?? null,
      }));
      // With the other writes of the moment (a busy minute's batches go in a few statements).
      await write([analyticsEventsInsert(rows)]);
      return { stored: rows.length };
    },
  };
}

export type EventIngest = ReturnType<typeof createEventIngest>;
