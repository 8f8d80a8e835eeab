import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, storageKeys } from '../../../engine/storage/storage-keys';

describe('storage keys', () => {
  it('are product-specific, with their session flags', () => {
    expect(storageKeys({ variant: 'questionnaire' })).toEqual({
      state: 'harborpoint.quote.state.v2',
      legacyFormState: 'quoteFormState',
      legacyContactInfo: 'quoteContactInfo',
      sessionFlag: 'formCompleted',
    });
    expect(storageKeys({ variant: 'vetlife' }).sessionFlag).toBe('vetlifeFormCompleted');
    expect(STORAGE_KEYS.vetlife.state).not.toBe(STORAGE_KEYS.questionnaire.state);
  });

  it('a flow may name its own state key', () => {
    expect(storageKeys({ variant: 'vetlife', storageKey: 'custom' })).toMatchObject({ state: 'custom', sessionFlag: 'vetlifeFormCompleted' });
  });
});
