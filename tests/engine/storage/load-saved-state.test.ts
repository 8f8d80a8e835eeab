import { describe, expect, it } from 'vitest';
import { loadSavedState } from '../../../engine/storage/load-saved-state';
import { createMemoryStorage } from '../../../engine/storage/memory-storage';
import { STORAGE_KEYS } from '../../../engine/storage/storage-keys';

const keys = STORAGE_KEYS.vetlife;
const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;
const state = { loanType: 'cashOut', answers: { a: 1 }, navigationHistory: [0], visitedComponents: [1], questions: [], lastUpdated: NOW - HOUR, formCompleted: false, contactInfo: { fullName: 'Pat', email: 'p@x.io', phoneNumber: '' } };

describe('loadSavedState', () => {
  it('reads a valid state', () => {
    const storage = createMemoryStorage({ [keys.state]: JSON.stringify(state) });
    expect(loadSavedState(storage, keys, NOW)).toMatchObject({ status: 'ok', migration: 'none', state: { loanType: 'cashOut', answers: { a: 1 } } });
  });

  it('empty storage', () => {
    expect(loadSavedState(createMemoryStorage(), keys, NOW)).toEqual({ state: null, status: 'empty', migration: 'none' });
  });

  it('expires after 24 hours (and removes the state)', () => {
    const storage = createMemoryStorage({ [keys.state]: JSON.stringify({ ...state, lastUpdated: NOW - 24 * HOUR }) });
    expect(loadSavedState(storage, keys, NOW).status).toBe('ok');
    expect(loadSavedState(storage, keys, NOW + 1).status).toBe('expired');
    expect(storage.getItem(keys.state)).toBeNull();
  });

  it('treats a timestamp far in the future as expired too', () => {
    const storage = createMemoryStorage({ [keys.state]: JSON.stringify({ ...state, lastUpdated: NOW + 25 * HOUR }) });
    expect(loadSavedState(storage, keys, NOW).status).toBe('expired');
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '[1,2]'],
    ['no loan type', JSON.stringify({ ...state, loanType: null })],
    ['no timestamp', JSON.stringify({ ...state, lastUpdated: 'yesterday' })],
    ['history not a list of indexes', JSON.stringify({ ...state, navigationHistory: [0.5] })],
    ['too deep', `${'['.repeat(100)}${']'.repeat(100)}`],
    ['too large', JSON.stringify({ ...state, pad: 'x'.repeat(600_000) })],
  ])('clears corrupt state: %s', (_, text) => {
    const storage = createMemoryStorage({ [keys.state]: text });
    expect(loadSavedState(storage, keys, NOW)).toEqual({ state: null, status: 'corrupt', migration: 'none' });
    expect(storage.getItem(keys.state)).toBeNull();
  });

  it('a storage that throws on access counts as empty', () => {
    const broken = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined, removeItem: () => { throw new Error('SecurityError'); } };
    expect(loadSavedState(broken, keys, NOW).status).toBe('empty');
  });
});
