import { describe, expect, it } from 'vitest';
import { savedProgressOffer } from '../../../engine/restore/saved-progress-offer';

describe('savedProgressOffer (chooser / landing banner)', () => {
  const state = { loanType: 'refinance', answers: { a: 1, b: 2 }, lastUpdated: 1, formCompleted: false };

  it('offers the saved type with the count of answered questions', () => {
    expect(savedProgressOffer(state)).toEqual({ loanType: 'refinance', answeredCount: 2 });
  });

  it('offers nothing for no state, an invalid one, nothing answered, or a form submitted in this session', () => {
    expect(savedProgressOffer(null)).toBeNull();
    expect(savedProgressOffer({ ...state, loanType: 'boat' })).toBeNull();
    expect(savedProgressOffer({ ...state, answers: {} })).toBeNull();
    expect(savedProgressOffer({ ...state, formCompleted: true, leadSent: true })).toBeNull();
    expect(savedProgressOffer({ ...state, formCompleted: true })).not.toBeNull();
  });
});
