import { describe, expect, it } from 'vitest';
import {
  HOVER_INTENT_DISTANCE_PX,
  hoverIntent,
  idleIntent,
  movedEnough,
  PANEL_CLOSE_DELAY_MS,
  type IntentEvent,
  type IntentState,
} from '../../../../app/chrome/nav/hover-intent';

/** Feeds events in order; says after which one (by index) the panel opened, or -1. */
function openedAt(events: IntentEvent[]): number {
  let state: IntentState = idleIntent;
  for (const [index, event] of events.entries()) {
    const decision = hoverIntent(state, event);
    if (decision.open) return index;
    state = decision.state;
  }
  return -1;
}

describe('hover intent (mouse movement under 10 px is ignored)', () => {
  it('uses the hover-intent constants', () => {
    expect(HOVER_INTENT_DISTANCE_PX).toBe(10);
    expect(PANEL_CLOSE_DELAY_MS).toBe(200);
  });

  it('measures straight-line distance from the entry point', () => {
    expect(movedEnough({ x: 0, y: 0 }, { x: 9, y: 0 })).toBe(false);
    expect(movedEnough({ x: 0, y: 0 }, { x: 6, y: 8 })).toBe(true); // exactly 10 px
    expect(movedEnough({ x: 0, y: 0 }, { x: 7, y: 7 })).toBe(false); // 9.9 px
    expect(movedEnough({ x: 100, y: 40 }, { x: 90, y: 40 })).toBe(true);
  });

  it('does not open on entering alone', () => {
    expect(openedAt([{ type: 'enter', x: 50, y: 20 }])).toBe(-1);
  });

  it('opens once the pointer has travelled 10 px from where it entered', () => {
    expect(
      openedAt([
        { type: 'enter', x: 50, y: 20 },
        { type: 'move', x: 54, y: 20 },
        { type: 'move', x: 58, y: 21 },
        { type: 'move', x: 61, y: 22 },
      ]),
    ).toBe(3);
  });

  it('ignores a 5 px jiggle, however long it goes on, and keeps restarting the rest timer', () => {
    const events: IntentEvent[] = [{ type: 'enter', x: 50, y: 20 }];
    for (let i = 0; i < 40; i++) events.push({ type: 'move', x: 50 + (i % 2 ? 5 : -5), y: 20 + (i % 3) - 1 });
    expect(openedAt(events)).toBe(-1);
    let state: IntentState = idleIntent;
    for (const event of events) {
      const decision = hoverIntent(state, event);
      expect(decision.restTimer).toBe(true);
      state = decision.state;
    }
  });

  it('opens when the pointer rests on the item', () => {
    expect(openedAt([{ type: 'enter', x: 50, y: 20 }, { type: 'move', x: 52, y: 20 }, { type: 'rest' }])).toBe(2);
  });

  it('forgets the entry point on leaving: passing by opens nothing, and a late rest does not either', () => {
    expect(openedAt([{ type: 'enter', x: 0, y: 20 }, { type: 'move', x: 6, y: 20 }, { type: 'leave' }, { type: 'rest' }])).toBe(-1);
    expect(hoverIntent({ anchor: { x: 1, y: 1 } }, { type: 'leave' })).toEqual({ state: idleIntent, open: false, restTimer: false });
  });

  it('takes a move without an entry (the page loaded under the pointer) as the entry point', () => {
    expect(openedAt([{ type: 'move', x: 50, y: 20 }, { type: 'move', x: 55, y: 20 }])).toBe(-1);
    expect(openedAt([{ type: 'move', x: 50, y: 20 }, { type: 'move', x: 60, y: 20 }])).toBe(1);
  });
});
