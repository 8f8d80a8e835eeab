import { describe, expect, it } from 'vitest';
import { initialFunnelState, pathIdOf, pathOf, type Flow } from '../../../engine';
import { createDriver, QUESTIONNAIRE } from '../funnel/funnel-driver';
import { makeFlow, q, yesNo } from '../support/flows';

const flow: Flow = makeFlow([q(1, 'hasAgent', { type: 'options', options: yesNo(3) }), q(2, 'agentName'), q(3, 'price', { type: 'currency' })], { id: 'purchase' });

describe('where a funnel session stands', () => {
  it("is its path's id and depth, as its events carry them", () => {
    const driver = createDriver(QUESTIONNAIRE, { flows: { purchase: { flow, version: 'sha256-v1' } }, search: '?type=purchase' });
    driver.dispatch({ type: 'pageLoaded' });
    expect(pathOf(driver.state)).toEqual({ pathId: pathIdOf([]), depth: 0 });
    driver.dispatch({ type: 'answer', value: 'no', auto: true });
    expect(pathOf(driver.state)).toEqual({ pathId: pathIdOf(['hasAgent']), depth: 1 });
    expect(pathOf(initialFunnelState(null))).toEqual({ pathId: pathIdOf([]), depth: 0 });
  });
});
