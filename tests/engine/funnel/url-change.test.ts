import { describe, expect, it } from 'vitest';
import { freshSession, type Flow } from '../../../engine';
import { urlChange } from '../../../engine/funnel/url-change';
import { loadFlow as flow } from '../support/flows';

const purchase: Flow = flow('purchase');
const running = (screen: 'question' | 'contact' | 'thank-you' = 'question') => ({ screen, loanType: 'purchase' as const, session: { ...freshSession(purchase), current: 2, history: [0, 1] } });

describe('following a URL the funnel did not write (browser back/forward, a link)', () => {
  it('browser back from the thank-you entry returns to the contact step', () => {
    expect(urlChange(running('thank-you'), '?type=purchase', { funnel: true })).toEqual({ kind: 'contact-again' });
    expect(urlChange(running('thank-you'), '?type=purchase', { funnel: true, thankYou: true })).toEqual({ kind: 'none' });
  });

  it('no type any more: the chooser; another type: restart it (the engine clears saved state)', () => {
    expect(urlChange(running(), '', null)).toEqual({ kind: 'chooser' });
    expect(urlChange(running(), '?type=cashOut&step=3', null)).toEqual({ kind: 'restart', loanType: 'cashOut' });
  });

  it('same type, another step: move there; same step or none: nothing', () => {
    expect(urlChange(running(), '?type=purchase&step=1', null)).toEqual({ kind: 'step', step: 1 });
    expect(urlChange(running(), '?type=purchase&step=2', null)).toEqual({ kind: 'none' });
    expect(urlChange(running(), '?type=purchase', null)).toEqual({ kind: 'none' });
  });

  it('before a flow runs (chooser, loading): a type is restored like a page load', () => {
    const chooser = { screen: 'chooser' as const, loanType: null, session: null };
    expect(urlChange(chooser, '?type=refinance&step=4', null)).toEqual({ kind: 'restore', loanType: 'refinance', step: '4' });
    expect(urlChange(chooser, '?type=heloc', null)).toEqual({ kind: 'none' });
    expect(urlChange({ screen: 'loading', loanType: 'purchase', session: null }, '', null)).toEqual({ kind: 'chooser' });
  });
});
