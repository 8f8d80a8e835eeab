/**
 * Hover intent for the desktop navigation's dropdown items, kept pure so it can be tested
 * without a DOM.
 *
 * The rule: a panel opens for a mouse pointer over its item only when the pointer shows intent, that is
 *   (a) it has moved at least 10 px (straight-line distance) away from the point where it entered the
 *       item, or
 *   (b) it has rested on the item: no pointer movement at all for REST_MS.
 * Movements under 10 px from the entry point are ignored: they neither open the panel nor count as rest
 * (each one restarts the rest timer). A pointer that merely passes over an item leaves before either
 * happens, and a jittering pointer never travels 10 px, so neither flickers a panel open.
 * Leaving the item forgets the entry point. Keyboard and touch (a click) open panels without this rule.
 */
export const HOVER_INTENT_DISTANCE_PX = 10;
export const HOVER_REST_MS = 250;
/** A panel closes this long after the mouse leaves its item and the panel. */
export const PANEL_CLOSE_DELAY_MS = 200;

export interface Point {
  x: number;
  y: number;
}

/** Where the pointer entered the item, or null when it is not over the item. */
export interface IntentState {
  anchor: Point | null;
}

export type IntentEvent =
  | { type: 'enter'; x: number; y: number }
  | { type: 'move'; x: number; y: number }
  | { type: 'rest' }
  | { type: 'leave' };

export interface IntentDecision {
  state: IntentState;
  /** Open the item's panel now. */
  open: boolean;
  /** (Re)start the REST_MS timer; false means cancel any running one. */
  restTimer: boolean;
}

export const idleIntent: IntentState = { anchor: null };

export function movedEnough(anchor: Point, point: Point, threshold = HOVER_INTENT_DISTANCE_PX): boolean {
  return Math.hypot(point.x - anchor.x, point.y - anchor.y) >= threshold;
}

export function hoverIntent(state: IntentState, event: IntentEvent): IntentDecision {
  switch (event.type) {
    case 'enter':
      return { state: { anchor: { x: event.x, y: event.y } }, open: false, restTimer: true };
    case 'move': {
      if (!state.anchor) return { state: { anchor: { x: event.x, y: event.y } }, open: false, restTimer: true };
      if (movedEnough(state.anchor, event)) return { state: idleIntent, open: true, restTimer: false };
      return { state, open: false, restTimer: true };
    }
    case 'rest':
      return state.anchor ? { state: idleIntent, open: true, restTimer: false } : { state, open: false, restTimer: false };
    case 'leave':
      return { state: idleIntent, open: false, restTimer: false };
  }
}
