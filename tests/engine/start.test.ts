import { describe, expect, it } from 'vitest';
import { freshSession, start } from '../../engine/start';
import { linearFlow, makeFlow, q } from './support/flows';

describe('start', () => {
  it('starts at the first active question with nothing answered, clearing saved state and writing the URL', () => {
    const flow = linearFlow(3);
    expect(start(flow, 'purchase')).toEqual({
      session: { flowId: 'test', flowVersion: '1.0.0', loanType: 'purchase', answers: {}, history: [], visited: [1], current: 0, completed: false },
      effects: [{ type: 'clearStorage' }, { type: 'setUrl', loanType: 'purchase', step: 0 }, { type: 'save' }],
    });
  });

  it('uses the loan type to choose the active questions', () => {
    const flow = makeFlow([q(1, 'r', {}, { entryPath: 'refinance' }), q(2, 'p')]);
    expect(start(flow, 'purchase').session?.visited).toEqual([2]);
    expect(start(flow, 'refinance').session?.visited).toEqual([1]);
  });

  it('cannot start a flow with no question for the type: no session, reset effects', () => {
    const flow = makeFlow([q(1, 'r', {}, { entryPath: 'refinance' })]);
    expect(start(flow, 'purchase')).toEqual({ session: null, effects: [{ type: 'clearStorage' }, { type: 'clearUrl' }, { type: 'goToChooser' }] });
    expect(freshSession(flow, 'purchase')).toMatchObject({ current: null, visited: [] });
  });
});
