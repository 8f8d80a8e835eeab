import { describe, expect, it } from 'vitest';
import { funnelSearch, isFunnelHistoryState } from '../../../engine/funnel/funnel-url';

const questionnaire = { variant: 'questionnaire' as const };
const vetlife = { variant: 'vetlife' as const };

describe('the funnels’ query string', () => {
  it('names the type and the zero-based step; VetLife omits step 0; the contact step has no step', () => {
    expect(funnelSearch('', { flow: questionnaire, loanType: 'purchase', step: 0 })).toBe('?type=purchase&step=0');
    expect(funnelSearch('', { flow: vetlife, loanType: 'cashOut', step: 0 })).toBe('?type=cashOut');
    expect(funnelSearch('', { flow: vetlife, loanType: 'cashOut', step: 4 })).toBe('?type=cashOut&step=4');
    expect(funnelSearch('?type=refinance&step=3', { flow: questionnaire, loanType: 'refinance', step: null })).toBe('?type=refinance');
  });

  it('keeps other parameters (campaign tags) and removes type and step for the chooser', () => {
    expect(funnelSearch('?utm_source=mail&type=purchase&step=2', { flow: questionnaire, loanType: 'purchase', step: 3 })).toBe('?type=purchase&step=3&utm_source=mail');
    expect(funnelSearch('?type=purchase&step=2&utm_source=mail', null)).toBe('?utm_source=mail');
    expect(funnelSearch('?type=purchase', null)).toBe('');
    expect(funnelSearch('?step=9', { loanType: 'refinance' })).toBe('?type=refinance');
  });

  it('recognises the history entries the funnels wrote', () => {
    expect(isFunnelHistoryState({ funnel: true })).toBe(true);
    expect(isFunnelHistoryState({ funnel: true, thankYou: true })).toBe(true);
    expect(isFunnelHistoryState(null)).toBe(false);
    expect(isFunnelHistoryState({ key: 'x' })).toBe(false);
  });
});
