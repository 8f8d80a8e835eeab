import { describe, expect, it } from 'vitest';
import { findOptionIndex } from '../../engine/find-option';
import { normalizeChoice, optionLabel, optionNext, optionValue } from '../../engine/option-values';

describe('option values', () => {
  const options = ['Condo', { label: 'Yes', value: 'yes', nextComponent: 4 }, { label: 'Three', value: 3, icon: 'x' }];

  it('reads strings and objects', () => {
    expect(options.map(optionValue)).toEqual(['Condo', 'yes', 3]);
    expect(options.map(optionLabel)).toEqual(['Condo', 'Yes', 'Three']);
    expect(options.map(optionNext)).toEqual([undefined, 4, undefined]);
  });

  it('turns yes/no into booleans, whatever the case and spaces', () => {
    expect(normalizeChoice(' YES ')).toBe(true);
    expect(normalizeChoice('no')).toBe(false);
    expect(normalizeChoice('Nope')).toBe('Nope');
    expect(normalizeChoice(3)).toBe(3);
    expect(normalizeChoice(false)).toBe(false);
  });

  it('finds an option by value after normalisation', () => {
    expect(findOptionIndex(options, 'Condo')).toBe(0);
    expect(findOptionIndex(options, true)).toBe(1);
    expect(findOptionIndex(options, 'Yes')).toBe(1);
    expect(findOptionIndex(options, 3)).toBe(2);
    expect(findOptionIndex(options, '3')).toBe(-1);
    expect(findOptionIndex(options, 'condo')).toBe(-1);
    expect(findOptionIndex(options, { value: 'Condo' })).toBe(-1);
    expect(findOptionIndex(undefined, 'Condo')).toBe(-1);
  });
});
