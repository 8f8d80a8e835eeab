import { describe, expect, it } from 'vitest';
import { validateChoice } from '../../../engine/validation/validate-choice';
import { validateMultiselect } from '../../../engine/validation/validate-multiselect';
import { q, yesNo } from '../support/flows';

describe('options and dropdown answers', () => {
  const use = q(1, 'use', { type: 'options', options: ['Primary residence', { label: 'Second home', value: 'secondHome' }] });

  it('must be one of the options’ values', () => {
    expect(validateChoice(use, 'secondHome')).toEqual({ ok: true, value: 'secondHome' });
    expect(validateChoice(use, 'Primary residence')).toEqual({ ok: true, value: 'Primary residence' });
    expect(validateChoice(use, 'Second home')).toEqual({ ok: false, message: 'Please choose one of the options.' });
    expect(validateChoice(use, '')).toEqual({ ok: false, message: 'Please choose one of the options.' });
  });

  it('turns yes/no into booleans, and accepts the booleans back', () => {
    const agent = q(1, 'agent', { type: 'options', options: yesNo(3) });
    expect(validateChoice(agent, 'yes')).toEqual({ ok: true, value: true });
    expect(validateChoice(agent, 'No')).toEqual({ ok: true, value: false });
    expect(validateChoice(agent, false)).toEqual({ ok: true, value: false });
    expect(validateChoice(q(1, 'd', { type: 'dropdown', options: ['Yes', 'No'] }), 'Yes')).toEqual({ ok: true, value: true });
  });
});

describe('multiselect answers', () => {
  const purpose = q(1, 'purpose', { type: 'multiselect', options: ['Repairs', 'Debt', 'School'] });

  it('stores distinct option values in option order', () => {
    expect(validateMultiselect(purpose, ['School', 'Repairs', 'School'])).toEqual({ ok: true, value: ['Repairs', 'School'] });
    expect(validateMultiselect(purpose, 'Debt')).toEqual({ ok: true, value: ['Debt'] });
  });

  it('needs at least one option, and only options', () => {
    expect(validateMultiselect(purpose, [])).toEqual({ ok: false, message: 'Please choose at least one option.' });
    expect(validateMultiselect(purpose, ['Debt', 'Boat'])).toEqual({ ok: false, message: 'Please choose one of the options.' });
  });

  it('min and max bound the count', () => {
    const bounded = q(1, 'p', { type: 'multiselect', options: ['a', 'b', 'c'], min: 2, max: 2 });
    expect(validateMultiselect(bounded, ['a'])).toEqual({ ok: false, message: 'Please choose at least 2 options.' });
    expect(validateMultiselect(bounded, ['a', 'b', 'c'])).toEqual({ ok: false, message: 'Please choose no more than 2 options.' });
  });
});
