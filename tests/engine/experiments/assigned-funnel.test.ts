import { describe, expect, it } from 'vitest';
import { checkEventBatch, checkSavedState, funnelMoments, type Flow, type ServedFlow } from '../../../engine';
import { createDriver, QUESTIONNAIRE } from '../funnel/funnel-driver';
import { makeFlow, q, yesNo } from '../support/flows';

const flow: Flow = makeFlow([q(1, 'hasAgent', { type: 'options', options: yesNo(2) }), q(2, 'price', { type: 'currency' })], { id: 'purchase' });
const token = `7d4e2c10-5b3a-4f61-9c2e-0a1b2c3d4e5f.${'Q'.repeat(43)}`;
const assignment = { id: 'exp-7', variant: 'B', token };

describe('a funnel served as an experiment variant', () => {
  const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: { flow, version: 'sha256-b', assignment } satisfies ServedFlow }, search: '?type=purchase' });
  driver.dispatch({ type: 'pageLoaded' });
  driver.dispatch({ type: 'answer', value: 'yes', auto: true });

  it('names the experiment, the variant and the signed assignment on every event', () => {
    const moments = driver.transitions.flatMap(({ before, after, effects }) => funnelMoments(before, after, effects));
    expect(moments.map((moment) => moment.type)).toEqual(['funnel_view', 'question_view', 'answer', 'question_view']);
    for (const moment of moments) expect(moment).toMatchObject({ experiment: 'exp-7', variant: 'B', assignment: token, version: 'sha256-b' });
  });

  it('keeps the variant in the saved progress, where a resumed visit reads it back', () => {
    const saves = driver.transitions.flatMap(({ effects }) => effects).filter((effect) => effect.type === 'save');
    const last = saves.at(-1);
    expect(last?.type === 'save' && last.state.experiment).toEqual(assignment);
    const read = checkSavedState(JSON.parse(JSON.stringify(last?.type === 'save' ? last.state : null)));
    expect(read.ok && read.state.experiment).toEqual(assignment);
    // A kept assignment that is not one is dropped, the progress kept.
    const tampered = checkSavedState({ ...(last?.type === 'save' ? last.state : {}), experiment: { id: 'exp-7', variant: '<b>' } });
    expect(tampered.ok && tampered.state.experiment).toBeUndefined();
  });

  it('accepts an event naming both the experiment and the variant, and refuses one without the other', () => {
    const event = { type: 'funnel_view', flowId: 'purchase', version: 'sha256-b', pathId: 'p', depth: 0, device: 'phone', lang: 'en' };
    expect(checkEventBatch({ events: [{ ...event, experiment: 'exp-7', variant: 'B' }] }).ok).toBe(true);
    expect(checkEventBatch({ events: [{ ...event, experiment: 'exp-7' }] })).toEqual({ ok: false, fields: { 'events[0].variant': 'must come with the experiment variant it names' } });
    expect(checkEventBatch({ events: [{ ...event, variant: 'B' }] })).toEqual({ ok: false, fields: { 'events[0].experiment': 'must come with the experiment variant it names' } });
    expect(checkEventBatch({ events: [{ ...event, experiment: 'exp-7', variant: 'Q' }] })).toMatchObject({ ok: false, fields: { 'events[0].variant': expect.any(String) } });
    expect(checkEventBatch({ events: [{ ...event, experiment: 'EXP 7', variant: 'B' }] })).toMatchObject({ ok: false, fields: { 'events[0].experiment': expect.any(String) } });
    expect(checkEventBatch({ events: [{ ...event, experiment: 'exp-7', variant: 'B', assignment: token }] }).ok).toBe(true);
    expect(checkEventBatch({ events: [{ ...event, assignment: token }] })).toEqual({ ok: false, fields: { 'events[0].assignment': 'must come with the experiment variant it assigns' } });
    expect(checkEventBatch({ events: [{ ...event, experiment: 'exp-7', variant: 'B', assignment: token.replace('.', '-') }] })).toEqual({ ok: false, fields: { 'events[0].assignment': 'must be an assignment the site signed' } });
  });
});
