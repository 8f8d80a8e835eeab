import { describe, expect, it } from 'vitest';
import { flowIndex } from '../../engine/flow-index';
import { makeFlow, q, yesNo } from './support/flows';

describe('flowIndex', () => {
  const flow = makeFlow([
    q(1, 'a', { type: 'options', options: yesNo(3) }),
    q(2, 'b', {}, { entryPath: 'refinance' }),
    q(3, 'c', { type: 'options', options: ['x', 'y'] }),
    q(3, 'd'),
  ]);

  it('is cached per flow object and loan type (WeakMap)', () => {
    expect(flowIndex(flow)).toBe(flowIndex(flow, 'purchase'));
    expect(flowIndex(flow, 'refinance')).not.toBe(flowIndex(flow, 'purchase'));
    expect(flowIndex({ ...flow })).not.toBe(flowIndex(flow));
  });

  it('maps components and keys to the first active index, and keeps file positions', () => {
    const index = flowIndex(flow);
    expect(index.keys).toEqual(['a', 'c', 'd']);
    expect(index.fileIndexes).toEqual([0, 2, 3]);
    expect(index.byComponent.get(3)).toBe(1);
    expect(index.byComponent.has(2)).toBe(false);
    expect(index.byKey.get('d')).toBe(2);
  });

  it('knows which questions branch on their answer', () => {
    expect(flowIndex(flow).branches).toEqual([true, false, false]);
  });
});
