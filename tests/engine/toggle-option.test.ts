import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toggleOption } from '../../engine/toggle-option';
import { q } from './support/flows';

describe('toggleOption (multiselect)', () => {
  const question = q(1, 'purpose', { type: 'multiselect', options: ['Repairs', 'Debt', { label: 'School', value: 'education' }] });

  it('adds an absent option and removes a present one, in option order', () => {
    expect(toggleOption(question, [], 'Debt')).toEqual(['Debt']);
    expect(toggleOption(question, ['Debt'], 'Repairs')).toEqual(['Repairs', 'Debt']);
    expect(toggleOption(question, ['Repairs', 'Debt'], 'Debt')).toEqual(['Repairs']);
    expect(toggleOption(question, ['education'], 'education')).toEqual([]);
  });

  it('ignores values that name no option', () => {
    expect(toggleOption(question, ['Bogus', 'Debt'], 'Nope')).toEqual(['Debt']);
  });

  it('toggling twice gives back the (cleaned) selection', () => {
    const values = ['Repairs', 'Debt', 'education'];
    fc.assert(
      fc.property(fc.subarray(values), fc.constantFrom(...values), (selected, clicked) => {
        const once = toggleOption(question, selected, clicked);
        expect(toggleOption(question, once, clicked)).toEqual(toggleOption(question, selected, 'none'));
      }),
    );
  });
});
