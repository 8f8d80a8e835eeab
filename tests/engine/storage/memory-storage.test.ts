import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../engine/storage/memory-storage';
import { createQuotaError, isQuotaError } from '../../../engine/storage/quota-error';

describe('memory storage', () => {
  it('behaves like localStorage', () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('b')).toBeNull();
    storage.setItem('b', '22');
    storage.removeItem('a');
    expect(storage.keys()).toEqual(['b']);
    expect(storage.size()).toBe(3);
  });

  it('throws a QuotaExceededError beyond its quota, and replacing a value counts the difference', () => {
    const storage = createMemoryStorage({}, 10);
    storage.setItem('k', '123456789');
    expect(() => storage.setItem('x', '1')).toThrow(expect.objectContaining({ name: 'QuotaExceededError' }));
    storage.setItem('k', '12345678');
    storage.setQuota(Number.POSITIVE_INFINITY);
    storage.setItem('x', 'y'.repeat(1000));
    expect(storage.getItem('x')).toHaveLength(1000);
  });
});

describe('quota errors', () => {
  it('recognises every browser spelling', () => {
    expect(isQuotaError(createQuotaError())).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError({ code: 22 })).toBe(true);
    expect(isQuotaError({ code: 1014 })).toBe(true);
    expect(isQuotaError(new Error('SecurityError'))).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
  });
});
