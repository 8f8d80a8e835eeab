import { describe, expect, it } from 'vitest';
import { cacheContentService } from '../../api/services/cached-content-service';
import type { ContentService } from '../../api/services/content-service';

/** A content service whose every method counts its calls and answers with the count. */
function countingService(fail: () => boolean = () => false) {
  const calls: string[] = [];
  const service = new Proxy({} as Record<string, unknown>, {
    get: (_target, name: string) => async (...args: unknown[]) => {
      calls.push(`${name}(${args.join(',')})`);
      if (fail()) throw new Error('database away');
      return calls.length;
    },
    ownKeys: () => ['brokers', 'product', 'featureFlags'],
    getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
  });
  return { service: service as unknown as ContentService, calls };
}

describe('the content cache', () => {
  it('answers repeated reads from memory until the time to live passes, per method and arguments', async () => {
    let clock = 0;
    const { service, calls } = countingService();
    const cached = cacheContentService(service, 5_000, () => clock);
    expect(await cached.brokers()).toBe(1);
    expect(await cached.brokers()).toBe(1);
    expect(await cached.product('FHA-loan')).toBe(2);
    expect(await cached.product('VA-loan')).toBe(3);
    expect(await cached.product('FHA-loan')).toBe(2);
    clock = 5_001;
    expect(await cached.brokers()).toBe(4);
    expect(calls).toEqual(['brokers()', 'product(FHA-loan)', 'product(VA-loan)', 'brokers()']);
  });

  it('drops every answer at once when the generation moves on, well within the time to live', async () => {
    let generation = 0;
    const { service, calls } = countingService();
    const cached = cacheContentService(service, 60_000, () => 0, () => generation);
    expect(await cached.brokers()).toBe(1);
    expect(await cached.brokers()).toBe(1);
    generation = 1;
    expect(await cached.brokers()).toBe(2);
    expect(await cached.brokers()).toBe(2);
    expect(calls).toEqual(['brokers()', 'brokers()']);
  });

  it('keeps each language apart, a read without one being the English read', async () => {
    const { service, calls } = countingService();
    const cached = cacheContentService(service, 5_000, () => 0);
    expect(await cached.brokers()).toBe(1);
    expect(await cached.brokers('en')).toBe(1);
    expect(await cached.brokers('es')).toBe(2);
    expect(await cached.brokers('es')).toBe(2);
    expect(await cached.product('FHA-loan', 'es')).toBe(3);
    expect(await cached.product('FHA-loan')).toBe(4);
    expect(await cached.product('FHA-loan', 'en')).toBe(4);
    expect(calls).toEqual(['brokers()', 'brokers(es)', 'product(FHA-loan,es)', 'product(FHA-loan)']);
  });

  it('never keeps a failed read', async () => {
    let failing = true;
    const { service, calls } = countingService(() => failing);
    const cached = cacheContentService(service, 5_000, () => 0);
    await expect(cached.featureFlags()).rejects.toThrow('database away');
    failing = false;
    expect(await cached.featureFlags()).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('is off at 0: every read goes to the service', async () => {
    const { service } = countingService();
    expect(cacheContentService(service, 0)).toBe(service);
  });
});
