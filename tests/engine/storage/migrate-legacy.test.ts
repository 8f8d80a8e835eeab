import { describe, expect, it } from 'vitest';
import { loadSavedState } from '../../../engine/storage/load-saved-state';
import { createMemoryStorage } from '../../../engine/storage/memory-storage';
import { migrateLegacy } from '../../../engine/storage/migrate-legacy';
import { STORAGE_KEYS } from '../../../engine/storage/storage-keys';

const keys = STORAGE_KEYS.questionnaire;
const NOW = 1_700_000_000_000;
const oldState = { loanType: 'purchase', answers: { propertyType: 'condo' }, navigationHistory: [0], visitedComponents: [1, 2], formCompleted: false, timestamp: NOW - 1000 };
const oldContact = { name: 'Pat Lee', email: 'pat@example.com', phone: '212-555-0100' };

describe('migrateLegacy', () => {
  it('moves the old form state and old contact info into the new key and removes both old keys', () => {
    const storage = createMemoryStorage({ [keys.legacyFormState]: JSON.stringify(oldState), [keys.legacyContactInfo]: JSON.stringify(oldContact) });
    expect(migrateLegacy(storage, keys, NOW)).toBe('migrated');
    expect(storage.keys()).toEqual([keys.state]);
    expect(JSON.parse(storage.getItem(keys.state)!)).toMatchObject({
      loanType: 'purchase',
      answers: { propertyType: 'condo' },
      lastUpdated: NOW - 1000,
      contactInfo: { fullName: 'Pat Lee', email: 'pat@example.com', phoneNumber: '212-555-0100' },
    });
  });

  it('an old state without a timestamp is stamped now', () => {
    const { timestamp: _, ...undated } = oldState;
    const storage = createMemoryStorage({ [keys.legacyFormState]: JSON.stringify(undated) });
    migrateLegacy(storage, keys, NOW);
    expect(JSON.parse(storage.getItem(keys.state)!).lastUpdated).toBe(NOW);
  });

  it('merges old contact info into an existing state that has none', () => {
    const current = { loanType: 'refinance', answers: {}, lastUpdated: NOW, formCompleted: false };
    const storage = createMemoryStorage({ [keys.state]: JSON.stringify(current), [keys.legacyContactInfo]: JSON.stringify(oldContact) });
    expect(migrateLegacy(storage, keys, NOW)).toBe('merged-contact');
    expect(JSON.parse(storage.getItem(keys.state)!).contactInfo).toEqual({ fullName: 'Pat Lee', email: 'pat@example.com', phoneNumber: '212-555-0100' });
  });

  it('keeps an existing state over the old one, and drops unreadable old values', () => {
    const current = { loanType: 'refinance', answers: {}, lastUpdated: NOW, formCompleted: false, contactInfo: { fullName: 'Kim', email: '', phoneNumber: '' } };
    const storage = createMemoryStorage({ [keys.state]: JSON.stringify(current), [keys.legacyFormState]: JSON.stringify(oldState), [keys.legacyContactInfo]: '{bad' });
    expect(migrateLegacy(storage, keys, NOW)).toBe('dropped');
    expect(JSON.parse(storage.getItem(keys.state)!)).toEqual(current);
    expect(storage.keys()).toEqual([keys.state]);
  });

  it('nothing to do without old keys', () => {
    expect(migrateLegacy(createMemoryStorage(), keys, NOW)).toBe('none');
  });

  it('runs as part of loading', () => {
    const storage = createMemoryStorage({ [keys.legacyFormState]: JSON.stringify(oldState) });
    expect(loadSavedState(storage, keys, NOW)).toMatchObject({ status: 'ok', migration: 'migrated', state: { answers: { propertyType: 'condo' } } });
  });
});
