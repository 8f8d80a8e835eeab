import { funnelMoments, pathOf, screenQuestion, type Attribution, type FunnelAnalyticsEvent, type FunnelEffect, type FunnelMoment, type FunnelState } from '../../../engine';

/** Who is asking and from where, as each event carries it. */
export type EventContext = Pick<FunnelAnalyticsEvent, 'sessionId' | 'device' | 'lang'> & Attribution;

export interface TrackerPorts {
  send(event: FunnelAnalyticsEvent): void;
  context(): EventContext;
  /** A monotonic clock in milliseconds. */
  now(): number;
  /** Whether the page is visible now. */
  visible(): boolean;
}

export interface FunnelTracker {
  /** One transition of the funnel's state machine: the events it makes, sent. */
  moved(before: FunnelState, after: FunnelState, effects: readonly FunnelEffect[]): void;
  visibilityChanged(visible: boolean): void;
  /** The visitor leaves the funnel: an exit on the question (or contact step) on screen, if any. */
  left(state: FunnelState): void;
}

const DAY_MS = 86_400_000;

/**
 * Turns the funnel's moves into analytics events, adding the context the page knows and, on an answer,
 * how long its question was on screen while the page was visible.
 */
export function createFunnelTracker(ports: TrackerPorts): FunnelTracker {
  /** The question on screen since its question_view: visible time so far, and since when it is visible (null: hidden). */
  let shown: { question: string; activeMs: number; since: number | null } | null = null;
  let visible: boolean | null = null;

  const isVisible = () => (visible ??= ports.visible());

  function activeMsOf(question: string | undefined): number | undefined {
    if (!shown || shown.question !== question) return undefined;
    const ms = shown.activeMs + (shown.since === null ? 0 : ports.now() - shown.since);
    return Math.min(DAY_MS, Math.max(0, Math.round(ms)));
  }

  function record(moment: FunnelMoment): void {
    const activeMs = moment.type === 'answer' ? activeMsOf(moment.question) : undefined;
    if (moment.type === 'question_view') shown = { question: moment.question!, activeMs: 0, since: isVisible() ? ports.now() : null };
    ports.send({ ...moment, ...ports.context(), ...(activeMs !== undefined ? { activeMs } : {}) });
  }

  return {
    moved(before, after, effects) {
      for (const moment of funnelMoments(before, after, effects)) record(moment);
    },
    visibilityChanged(now) {
      if (now === isVisible()) return;
      visible = now;
      if (!shown) return;
      if (now) shown.since = ports.now();
      else if (shown.since !== null) [shown.activeMs, shown.since] = [shown.activeMs + ports.now() - shown.since, null];
    },
    left(state) {
      const question = screenQuestion(state);
      if (!question || !state.definition) return;
      record({ type: 'exit', flowId: state.definition.flow.id, version: state.definition.version, ...pathOf(state), question });
    },
  };
}
