import { describe, expect, it } from 'vitest';
import { comparePointers, pointer, questionPointer } from '../../../engine/lint/json-pointer';
import { sortFindings } from '../../../engine/lint/sort-findings';
import type { Finding } from '../../../engine/types/lint';

describe('JSON pointers', () => {
  it('builds RFC 6901 pointers', () => {
    expect(questionPointer(3, 'questionData', 'options', 1, 'nextComponent')).toBe('/questions/3/questionData/options/1/nextComponent');
    expect(pointer('a/b', 'c~d')).toBe('/a~1b/c~0d');
  });

  it('orders numerically and parents first', () => {
    const sorted = ['/questions/10', '/questions/2/title', '', '/questions/2', '/questions/10/component'].sort(comparePointers);
    expect(sorted).toEqual(['', '/questions/2', '/questions/2/title', '/questions/10', '/questions/10/component']);
  });

  it('sortFindings: path, then rule order, then message', () => {
    const f = (rule: Finding['rule'], path: string, message = 'm'): Finding => ({ rule, path, message, severity: 'error', hint: 'h' });
    expect(sortFindings([f('unreachable-question', '/questions/1'), f('cycle', '/questions/1'), f('cycle', '/questions/0', 'b'), f('cycle', '/questions/0', 'a')])).toEqual([
      f('cycle', '/questions/0', 'a'),
      f('cycle', '/questions/0', 'b'),
      f('cycle', '/questions/1'),
      f('unreachable-question', '/questions/1'),
    ]);
  });
});
