import { describe, expect, it } from 'vitest';
import { urlTypeChanged } from '../../../engine/funnel/url-type-change';
import { start } from '../../../engine/start';
import { linearFlow } from '../support/flows';

describe('urlTypeChanged', () => {
  const session = start(linearFlow(2), 'purchase').session!;

  it('restarts the flow when the URL names another type', () => {
    expect(urlTypeChanged(session, 'refinance')).toEqual([{ type: 'clearStorage' }, { type: 'restart', loanType: 'refinance' }]);
    expect(urlTypeChanged(null, 'cashOut')).toEqual([{ type: 'clearStorage' }, { type: 'restart', loanType: 'cashOut' }]);
  });

  it('does nothing for the same type, and returns to the chooser when the type disappears', () => {
    expect(urlTypeChanged(session, 'purchase')).toEqual([]);
    expect(urlTypeChanged(session, null)).toEqual([{ type: 'goToChooser' }]);
    expect(urlTypeChanged(null, null)).toEqual([]);
  });
});
