import { describe, expect, it } from 'vitest';
import { pathIdOf, type Flow, type FunnelAnalyticsEvent, type ServedFlow } from '../../../../engine';
import { createFunnelTracker, type EventContext } from '../../../../app/features/analytics/funnel-tracker';
import { createDriver, QUESTIONNAIRE } from '../../../engine/funnel/funnel-driver';
import { makeFlow, q, yesNo } from '../../../engine/support/flows';

/** 1 hasAgent (no -> 3) · 2 agentName (text) · 3 price (currency) */
const flow: Flow = makeFlow([q(1, 'hasAgent', { type: 'options', options: yesNo(3) }), q(2, 'agentName'), q(3, 'price', { type: 'currency' })], { id: 'purchase' });
const served: ServedFlow = { flow, version: 'sha256-v1' };
const CONTEXT: EventContext = { sessionId: '4d0c3a52-5b2a-4d55-9a4e-1f6c2b7d8e90', device: 'phone', lang: 'en', utmSource: 'newsletter', referrerHost: 'news.example.org' };

/** The funnel machine run by the test's driver, each transition handed to a tracker on a clock moved by hand. */
function trackedFunnel() {
  const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: served }, search: '?type=purchase' });
  const sent: FunnelAnalyticsEvent[] = [];
  let clock = 10_000;
  let fed = 0;
  const tracker = createFunnelTracker({ send: (event) => sent.push(event), context: () => CONTEXT, now: () => clock, visible: () => true });
  const feed = () => {
    for (const { before, after, effects } of driver.transitions.slice(fed)) tracker.moved(before, after, effects);
    fed = driver.transitions.length;
  };
  return {
    driver,
    tracker,
    sent,
    wait: (ms: number) => (clock += ms),
    act: (...events: Parameters<typeof driver.dispatch>[0][]) => {
      for (const event of events) driver.dispatch(event);
      feed();
    },
  };
}

describe('the funnel tracker', () => {
  it("sends the machine's events with the visit's context, and on an answer the time its question was visible", () => {
    const funnel = trackedFunnel();
    funnel.act({ type: 'pageLoaded' });
    funnel.wait(1000);
    funnel.tracker.visibilityChanged(false);
    funnel.wait(60_000);
    funnel.tracker.visibilityChanged(true);
    funnel.wait(500);
    funnel.act({ type: 'answer', value: 'yes', auto: true });
    funnel.wait(2750);
    funnel.act({ type: 'answer', value: 'Pat Agent', auto: false });
    expect(funnel.sent.map(({ type, question, option, next, activeMs }) => ({ type, question, option, next, activeMs }))).toEqual([
      { type: 'funnel_view' },
      { type: 'question_view', question: 'hasAgent' },
      { type: 'answer', question: 'hasAgent', option: 'true', next: 'agentName', activeMs: 1500 },
      { type: 'question_view', question: 'agentName' },
      { type: 'answer', question: 'agentName', next: 'price', activeMs: 2750 },
      { type: 'question_view', question: 'price' },
    ].map((event) => ({ question: undefined, option: undefined, next: undefined, activeMs: undefined, ...event })));
    for (const event of funnel.sent) expect(event).toMatchObject({ ...CONTEXT, flowId: 'purchase', version: 'sha256-v1' });
    expect(JSON.stringify(funnel.sent)).not.toContain('Pat Agent');
  });

  it('counts a question shown again after Back from its new question_view', () => {
    const funnel = trackedFunnel();
    funnel.act({ type: 'pageLoaded' });
    funnel.wait(4000);
    funnel.act({ type: 'answer', value: 'no', auto: true }, { type: 'back' });
    funnel.wait(700);
    funnel.act({ type: 'answer', value: 'no', auto: true });
    const answers = funnel.sent.filter((event) => event.type === 'answer');
    expect(answers.map((event) => event.activeMs)).toEqual([4000, 700]);
  });

  it('on leaving, sends an exit on the question or the contact step on screen, with its path; nothing after the lead', () => {
    const funnel = trackedFunnel();
    funnel.act({ type: 'pageLoaded' }, { type: 'answer', value: 'yes', auto: true }, { type: 'answer', value: 'Pat Agent', auto: false });
    funnel.tracker.left(funnel.driver.state);
    expect(funnel.sent.at(-1)).toEqual({ type: 'exit', flowId: 'purchase', version: 'sha256-v1', pathId: pathIdOf(['hasAgent', 'agentName']), depth: 2, question: 'price', ...CONTEXT });

    funnel.act({ type: 'answer', value: 250000, auto: false });
    funnel.tracker.left(funnel.driver.state);
    expect(funnel.sent.at(-1)).toMatchObject({ type: 'exit', question: '(contact)', depth: 3, pathId: pathIdOf(['hasAgent', 'agentName', 'price']) });

    for (const [field, value] of [['fullName', 'Dana Whitfield'], ['email', 'dana@example.com'], ['phoneNumber', '2485550199']] as const) funnel.act({ type: 'contactField', field, value });
    funnel.act({ type: 'submitContact' });
    expect(funnel.driver.state.screen).toBe('thank-you');
    const count = funnel.sent.length;
    funnel.tracker.left(funnel.driver.state);
    expect(funnel.sent).toHaveLength(count);
    expect(funnel.sent.map((event) => event.type).slice(-6)).toEqual(['question_view', 'exit', 'answer', 'contact_view', 'exit', 'submit']);
    expect(JSON.stringify(funnel.sent)).not.toMatch(/250000|Dana|dana@|2485550199/);
  });
});
