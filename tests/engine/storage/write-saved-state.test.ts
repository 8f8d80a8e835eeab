import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../engine/storage/memory-storage';
import { STORAGE_KEYS } from '../../../engine/storage/storage-keys';
import { clearSavedState, writeSavedState } from '../../../engine/storage/write-saved-state';
import type { SavedState } from '../../../engine/types/saved-state';

const keys = STORAGE_KEYS.questionnaire;
const state: SavedState = {
  questions: [{ title: 'Big '.repeat(200), component: 1, questionData: { type: 'text', alias: 'a' } }],
  answers: { a: 'x' },
  visitedComponents: [1],
  navigationHistory: [0],
  loanType: 'refinance',
  contactInfo: { fullName: 'Pat', email: '', phoneNumber: '' },
  lastUpdated: 123,
  formCompleted: false,
};

describe('writeSavedState', () => {
  it('writes the whole state', () => {
    const storage = createMemoryStorage();
    expect(writeSavedState(storage, keys, state)).toBe('written');
    expect(JSON.parse(storage.getItem(keys.state)!)).toEqual(state);
  });

  it('on a quota error clears storage and keeps only loanType, answers, timestamp and the completion flag', () => {
    const storage = createMemoryStorage({ [keys.legacyFormState]: 'old', [keys.legacyContactInfo]: 'old' }, 300);
    expect(writeSavedState(storage, keys, state)).toBe('minimal');
    expect(storage.keys()).toEqual([keys.state]);
    expect(JSON.parse(storage.getItem(keys.state)!)).toEqual({ loanType: 'refinance', answers: { a: 'x' }, lastUpdated: 123, formCompleted: false });
  });

  it('fails quietly when even the minimal state does not fit, or storage refuses for another reason', () => {
    expect(writeSavedState(createMemoryStorage({}, 10), keys, state)).toBe('failed');
    const refusing = { getItem: () => null, removeItem: () => undefined, setItem: () => { throw new Error('SecurityError'); } };
    expect(writeSavedState(refusing, keys, state)).toBe('failed');
  });

  it('clearSavedState removes the state and the legacy keys only', () => {
    const storage = createMemoryStorage({ [keys.state]: '1', [keys.legacyFormState]: '2', [keys.legacyContactInfo]: '3', other: '4' });
    clearSavedState(storage, keys);
    expect(storage.keys()).toEqual(['other']);
  });
});
