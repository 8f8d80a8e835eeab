import { describe, expect, it } from 'vitest';
import { checkEventBatch, cleanAttribution, cleanSessionId, funnelMoments, pathIdOf, type Flow, type ServedFlow } from '../../../engine';
import { createDriver, QUESTIONNAIRE, VETLIFE } from '../funnel/funnel-driver';
import { makeFlow, q, yesNo } from '../support/flows';

const served = (flow: Flow): ServedFlow => ({ flow, version: 'sha256-v1' });
/** 1 hasAgent (no -> 3) · 2 agentName (text) · 3 price (currency) */
const flow = makeFlow([q(1, 'hasAgent', { type: 'options', options: yesNo(3) }), q(2, 'agentName'), q(3, 'price', { type: 'currency' })], { id: 'purchase' });

function momentsOf(driver: ReturnType<typeof createDriver>) {
  return driver.transitions.flatMap(({ before, after, effects }) => funnelMoments(before, after, effects)).map(({ type, question, option, next, depth }) => ({ type, question, option, next, depth }));
}

describe('analytics events from the funnel machine', () => {
  it('follows a visitor: the funnel, each question, answers (choice options only), back, the contact step and the lead', () => {
    const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: served(flow) }, search: '?type=purchase' });
    driver.dispatch({ type: 'pageLoaded' });
    driver.dispatch({ type: 'answer', value: 'yes', auto: true });
    driver.dispatch({ type: 'answer', value: 'Pat Agent', auto: false });
    driver.dispatch({ type: 'back' });
    driver.dispatch({ type: 'back' });
    driver.dispatch({ type: 'answer', value: 'no', auto: true });
    driver.dispatch({ type: 'answer', value: '250000', auto: false });
    for (const [field, value] of [['fullName', 'Dana Whitfield'], ['email', 'dana@example.com'], ['phoneNumber', '2485550199']] as const) driver.dispatch({ type: 'contactField', field, value });
    driver.dispatch({ type: 'submitContact' });
    const moments = momentsOf(driver);
    expect(moments).toEqual([
      { type: 'funnel_view', depth: 0 },
      { type: 'question_view', question: 'hasAgent', depth: 0 },
      { type: 'answer', question: 'hasAgent', option: 'true', next: 'agentName', depth: 1 },
      { type: 'question_view', question: 'agentName', depth: 1 },
      { type: 'answer', question: 'agentName', next: 'price', depth: 2 },
      { type: 'question_view', question: 'price', depth: 2 },
      { type: 'back', question: 'price', next: 'agentName', depth: 1 },
      { type: 'question_view', question: 'agentName', depth: 1 },
      { type: 'back', question: 'agentName', next: 'hasAgent', depth: 0 },
      { type: 'question_view', question: 'hasAgent', depth: 0 },
      { type: 'answer', question: 'hasAgent', option: 'false', next: 'price', depth: 1 },
      { type: 'question_view', question: 'price', depth: 1 },
      { type: 'answer', question: 'price', next: '(contact)', depth: 2 },
      { type: 'contact_view', depth: 2 },
      { type: 'submit', depth: 2 },
    ].map((moment) => ({ question: undefined, option: undefined, next: undefined, ...moment })));
    // Nothing typed ever appears: not the agent's name, not the amount, not the contact details.
    expect(JSON.stringify(driver.transitions.flatMap(({ before, after, effects }) => funnelMoments(before, after, effects)))).not.toMatch(/Pat Agent|250000|Dana|dana@|2485550199/);
  });

  it('names the path by the questions answered, the same path the same id', () => {
    const driver = createDriver(VETLIFE, { flows: { 'vetlife-purchase': served({ ...flow, id: 'vetlife-purchase', variant: 'vetlife', backPolicy: 'clear-forward' }) }, search: '?type=purchase' });
    driver.dispatch({ type: 'pageLoaded' });
    driver.dispatch({ type: 'answer', value: 'no', auto: true });
    const answer = driver.transitions.flatMap(({ before, after, effects }) => funnelMoments(before, after, effects)).find((moment) => moment.type === 'answer')!;
    expect(answer.pathId).toBe(pathIdOf(['hasAgent']));
    expect(pathIdOf(['hasAgent'])).not.toBe(pathIdOf(['hasAgent', 'price']));
    expect(pathIdOf(['a', 'b'])).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('the event batch check and the attribution rule (shared by browser and server)', () => {
  const event = { type: 'answer', flowId: 'purchase', version: 'sha256-v1', pathId: 'abc', depth: 1, device: 'phone', lang: 'en', question: 'hasAgent', option: 'yes' };

  it('accepts known fields only, within their limits, naming the field at fault', () => {
    expect(checkEventBatch({ events: [event] })).toEqual({ ok: true, events: [event] });
    expect(checkEventBatch({ events: [{ ...event, device: 'watch' }] })).toEqual({ ok: false, fields: { 'events[0].device': 'must be one of phone, tablet, desktop' } });
    expect(checkEventBatch({ events: [{ ...event, depth: -1 }] })).toEqual({ ok: false, fields: { 'events[0].depth': 'must be a whole number from 0 to 1000' } });
    expect(checkEventBatch({ events: [{ ...event, option: 'line\nbreak' }] })).toEqual({ ok: false, fields: { 'events[0].option': 'must be text of 1 to 200 printable characters' } });
    expect(checkEventBatch({ events: [{ ...event, type: 'lead_stored' }] }).ok).toBe(false);
    expect(checkEventBatch([event]).ok).toBe(false);
  });

  it('keeps an attribution\'s known, printable, bounded fields and drops the rest', () => {
    expect(cleanAttribution({ utmSource: ' google ', referrerHost: 'www.bing.com', gclid: 'x'.repeat(201), other: 'y', utmMedium: 7 })).toEqual({ utmSource: 'google', referrerHost: 'www.bing.com' });
    expect(cleanAttribution('utm')).toEqual({});
    expect(cleanSessionId({ sessionId: '3b2f6c1e-4a5d-4e8f-9a0b-1c2d3e4f5a6b' })).toBe('3b2f6c1e-4a5d-4e8f-9a0b-1c2d3e4f5a6b');
    expect(cleanSessionId({ sessionId: 'dana@example.com' })).toBeNull();
  });
});
