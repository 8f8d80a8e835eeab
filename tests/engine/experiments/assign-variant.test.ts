import { describe, expect, it } from 'vitest';
import { assignVariant, keptVariant, readAssignment, readOffer, readServedAssignment } from '../../../engine';

const sequentialId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const randomLikeId = (n: number) => `${(n * 2654435761) >>> 0}`.padStart(10, '0') + `-visit-${n}`;

describe('drawing a visit\'s variant', () => {
  it('follows the weights, for ids in a sequence as for scattered ones', () => {
    for (const idOf of [sequentialId, randomLikeId]) {
      for (const weights of [[1, 1], [1, 3], [2, 3, 5]]) {
        const variants = weights.map((weight, at) => ({ key: 'ABC'[at]!, weight }));
        const counts = new Map<string, number>();
        const visits = 8000;
        for (let n = 0; n < visits; n++) {
          const key = assignVariant('3f0c6d1e-experiment', idOf(n), variants)!;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        variants.forEach((variant) => expect(Math.abs((counts.get(variant.key) ?? 0) / visits - variant.weight / total)).toBeLessThan(0.02));
      }
    }
  });

  it('gives an assignment id the same variant every time, and another experiment draws afresh', () => {
    const variants = [{ key: 'A', weight: 1 }, { key: 'B', weight: 1 }];
    const first = Array.from({ length: 200 }, (_, n) => assignVariant('one', sequentialId(n), variants));
    expect(Array.from({ length: 200 }, (_, n) => assignVariant('one', sequentialId(n), variants))).toEqual(first);
    const other = Array.from({ length: 200 }, (_, n) => assignVariant('two', sequentialId(n), variants));
    expect(other.filter((key, n) => key !== first[n]).length).toBeGreaterThan(50);
  });

  it('never draws a variant without weight, and draws nothing when no variant has any', () => {
    const drawn = new Set(Array.from({ length: 500 }, (_, n) => assignVariant('x', sequentialId(n), [{ key: 'A', weight: 0 }, { key: 'B', weight: 2 }])));
    expect([...drawn]).toEqual(['B']);
    expect(assignVariant('x', 'visit', [{ key: 'A', weight: 0 }])).toBeNull();
  });
});

describe('the variant a funnel page serves', () => {
  const offer = { id: 'exp-1', variants: [{ key: 'A', version: 'sha256-a', weight: 1 }, { key: 'B', version: 'sha256-b', weight: 1 }] };
  const token = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${'a'.repeat(43)}`;

  it('keeps the variant the saved progress was served in this experiment, with its version and signed assignment', () => {
    expect(keptVariant(offer, { id: 'exp-1', variant: 'B', token })).toEqual({ id: 'exp-1', variant: 'B', token, version: 'sha256-b' });
    expect(keptVariant(offer, { id: 'exp-1', variant: 'A' })).toEqual({ id: 'exp-1', variant: 'A', version: 'sha256-a' });
    // Progress kept from another experiment, or a variant this one lacks, keeps nothing: the server is asked.
    expect(keptVariant(offer, { id: 'exp-0', variant: 'B', token })).toBeUndefined();
    expect(keptVariant(offer, { id: 'exp-1', variant: 'C' })).toBeUndefined();
    expect(keptVariant(offer, undefined)).toBeUndefined();
  });

  it('reads offers, assignments and the server\'s answers that crossed the network or sat in storage, refusing anything else', () => {
    expect(readOffer(offer)).toEqual(offer);
    expect(readOffer({ ...offer, variants: offer.variants.slice(0, 1) })).toBeUndefined();
    expect(readOffer({ ...offer, id: 'Not An Id' })).toBeUndefined();
    expect(readOffer({ ...offer, variants: [...offer.variants, { key: 'Z', version: 'v', weight: 1 }] })).toBeUndefined();
    expect(readOffer({ ...offer, variants: [offer.variants[0], { key: 'B', version: 'sha256-b', weight: -1 }] })).toBeUndefined();
    expect(readOffer('{"id":"exp-1"}')).toBeUndefined();
    expect(readAssignment({ id: 'exp-1', variant: 'A' })).toEqual({ id: 'exp-1', variant: 'A' });
    expect(readAssignment({ id: 'exp-1', variant: 'A', token })).toEqual({ id: 'exp-1', variant: 'A', token });
    // A token that is not shaped like the server's is dropped: the variant is kept, and it cannot count.
    expect(readAssignment({ id: 'exp-1', variant: 'A', token: `${token}x` })).toEqual({ id: 'exp-1', variant: 'A' });
    expect(readAssignment({ id: 'exp-1', variant: 'A', token: 42 })).toEqual({ id: 'exp-1', variant: 'A' });
    expect(readAssignment({ id: 'exp-1', variant: 'a' })).toBeUndefined();
    expect(readAssignment({ id: '<script>', variant: 'A' })).toBeUndefined();
    expect(readAssignment(null)).toBeUndefined();
    expect(readServedAssignment({ id: 'exp-1', variant: 'B', version: 'sha256-b', token })).toEqual({ id: 'exp-1', variant: 'B', version: 'sha256-b', token });
    expect(readServedAssignment({ id: 'exp-1', variant: 'B', version: 'sha256-b' })).toEqual({ id: 'exp-1', variant: 'B', version: 'sha256-b' });
    expect(readServedAssignment({ id: 'exp-1', variant: 'B' })).toBeUndefined();
    expect(readServedAssignment({ id: 'exp-1', variant: 'B', version: '../etc' })).toBeUndefined();
  });
});
