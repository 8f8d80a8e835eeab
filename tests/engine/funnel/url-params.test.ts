import { describe, expect, it } from 'vitest';
import { parseLoanType, parseStep, urlParams } from '../../../engine/funnel/url-params';
import { linearFlow } from '../support/flows';

describe('URL parameters', () => {
  it('parseLoanType: the three types, anything else is no type', () => {
    expect(['purchase', 'refinance', 'cashOut'].map(parseLoanType)).toEqual(['purchase', 'refinance', 'cashOut']);
    expect([undefined, '', 'CASHOUT', 'leverage', 3].map(parseLoanType)).toEqual([null, null, null, null, null]);
  });

  it('parseStep: non-negative whole numbers only', () => {
    expect(['0', ' 12 ', 3].map(parseStep)).toEqual([0, 12, 3]);
    expect(['-1', '1.5', 'two', '', undefined, -2, 1.5, '9999999999'].map(parseStep)).toEqual([null, null, null, null, null, null, null, null]);
  });

  it('urlParams: VetLife omits step 0, the questionnaire always writes it; the contact step has none', () => {
    const questionnaire = linearFlow(2);
    const vetlife = linearFlow(2, { variant: 'vetlife' });
    expect(urlParams(questionnaire, 'purchase', 0)).toEqual({ type: 'purchase', step: '0' });
    expect(urlParams(vetlife, 'cashOut', 0)).toEqual({ type: 'cashOut' });
    expect(urlParams(vetlife, 'cashOut', 3)).toEqual({ type: 'cashOut', step: '3' });
    expect(urlParams(questionnaire, 'refinance', null)).toEqual({ type: 'refinance' });
  });
});
