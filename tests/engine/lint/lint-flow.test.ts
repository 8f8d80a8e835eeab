import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lintFlow } from '../../../engine/lint/lint-flow';
import { RULE_SEVERITY } from '../../../engine/lint/finding';
import { LINT_RULES } from '../../../engine/types/lint';
import type { Flow } from '../../../engine/types/flow';
import { arbitraryFlow, linearFlow, makeFlow, q, yesNo } from '../support/flows';

const rules = (flow: Flow) => lintFlow(flow).findings.map((f) => [f.rule, f.severity, f.path]);

describe('lintFlow', () => {
  it('a clean linear flow: no findings, one path', () => {
    const report = lintFlow(linearFlow(3));
    expect(report.findings).toEqual([]);
    expect(report.paths).toEqual({ count: 1, completing: 1, truncated: false, shortest: [0, 1, 2], longest: [0, 1, 2] });
  });

  it('every finding has a rule id, severity, JSON path, message and one-line hint', () => {
    const flow = makeFlow([q(1, 'a', { type: 'options', options: [{ label: 'x', value: 'x', nextComponent: 9 }, 'x'] }), q(1, 'a')]);
    for (const finding of lintFlow(flow).findings) {
      expect(LINT_RULES).toContain(finding.rule);
      expect(finding.severity).toBe(RULE_SEVERITY[finding.rule]);
      expect(finding.path).toMatch(/^(\/[^/]+)*$/);
      expect(finding.message.length).toBeGreaterThan(10);
      expect(finding.hint).not.toMatch(/\n/);
    }
  });

  it('empty-flow', () => {
    expect(rules(makeFlow([q(1, 'a', {}, { entryPath: 'cashOut' })]))).toEqual([['empty-flow', 'error', '/questions']]);
  });

  it('target-missing and option-leads-nowhere, naming an inactive target', () => {
    const flow = makeFlow([
      q(1, 'a', { type: 'options', options: ['x', { label: 'y', value: 'y', nextComponent: 7 }] }),
      q(2, 'b', { nextComponent: 3 }),
      q(3, 'c', {}, { entryPath: 'refinance' }),
    ]);
    const report = lintFlow(flow);
    expect(report.findings.map((f) => [f.rule, f.path])).toEqual([
      ['option-leads-nowhere', '/questions/0/questionData/options/1/nextComponent'],
      ['target-missing', '/questions/1/questionData/nextComponent'],
      ['inactive-question', '/questions/2/entryPath'],
    ]);
    expect(report.findings[1]!.message).toContain('not asked for loan type purchase');
  });

  it('cycle and never-completes', () => {
    const flow = makeFlow([q(1, 'a'), q(2, 'b', {}, { nextComponent: 3 }), q(3, 'c', {}, { nextComponent: 2 }), q(4, 'd')]);
    expect(rules(flow)).toEqual([
      ['never-completes', 'error', '/questions/0'],
      ['never-completes', 'error', '/questions/1'],
      ['never-completes', 'error', '/questions/2'],
      ['cycle', 'error', '/questions/2/nextComponent'],
      ['unreachable-question', 'warning', '/questions/3'],
    ]);
    expect(lintFlow(flow).paths).toMatchObject({ count: 1, completing: 0 });
  });

  it('backward-jump (that does not close a cycle)', () => {
    const flow = makeFlow([q(1, 'a', { type: 'options', options: [{ label: 'x', value: 'x', nextComponent: 3 }, 'y'] }), q(2, 'b', {}, { nextComponent: 4 }), q(3, 'c', { type: 'options', options: [{ label: 'z', value: 'z', nextComponent: 2 }, 'w'] }), q(4, 'd')]);
    expect(rules(flow)).toEqual([['backward-jump', 'warning', '/questions/2/questionData/options/0/nextComponent']]);
  });

  it('unreachable-question', () => {
    expect(rules(makeFlow([q(1, 'a', {}, { nextComponent: 3 }), q(2, 'b'), q(3, 'c')]))).toEqual([['unreachable-question', 'warning', '/questions/1']]);
  });

  it('duplicate components, duplicate and empty answer keys', () => {
    const flow = makeFlow([
      q(1, 'a'),
      q(1, 'b'),
      { title: 'Same title', component: 2, questionData: { type: 'text' } },
      { title: 'Same title!', component: 3, questionData: { type: 'text' } },
      { title: '??', component: 4, questionData: { type: 'text' } },
      q(5, 'a'),
    ]);
    expect(rules(flow)).toEqual([
      ['unreachable-question', 'warning', '/questions/1'],
      ['duplicate-component', 'error', '/questions/1/component'],
      ['duplicate-answer-key', 'error', '/questions/3/title'],
      ['empty-answer-key', 'error', '/questions/4/title'],
      ['duplicate-answer-key', 'error', '/questions/5/questionData/alias'],
    ]);
  });

  it('no-options, options-ignored, duplicate-option-value (yes/no normalised)', () => {
    const flow = makeFlow([
      q(1, 'a', { type: 'options', options: [] }),
      q(2, 'b', { type: 'text', options: ['x'] }),
      q(3, 'c', { type: 'options', options: [...yesNo(), { label: 'YES!', value: 'Yes' }] }),
    ]);
    expect(rules(flow)).toEqual([
      ['no-options', 'error', '/questions/0/questionData'],
      ['options-ignored', 'warning', '/questions/1/questionData/options'],
      ['duplicate-option-value', 'error', '/questions/2/questionData/options/2'],
    ]);
  });

  it('invalid-range and format-ignored', () => {
    const flow = makeFlow([
      q(1, 'a', { type: 'slider', min: 500, max: 100 }),
      q(2, 'b', { type: 'slider', default: [100, 900_000] }),
      q(3, 'c', { type: 'currency', min: 10, max: 5 }),
      q(4, 'd', { type: 'zipcode', format: 'zip' }),
    ]);
    expect(rules(flow)).toEqual([
      ['invalid-range', 'error', '/questions/0/questionData/min'],
      ['invalid-range', 'error', '/questions/1/questionData/default'],
      ['invalid-range', 'error', '/questions/2/questionData/min'],
      ['format-ignored', 'warning', '/questions/3/questionData/format'],
    ]);
  });

  it('next-disagreement and order-not-ascending', () => {
    const flow = makeFlow([q(1, 'a', { nextComponent: 2 }, { nextComponent: 3, order: 2 }), q(2, 'b', {}, { order: 1 }), q(3, 'c', {}, { order: 3 })]);
    expect(rules(flow)).toEqual([
      ['next-disagreement', 'error', '/questions/0/questionData/nextComponent'],
      ['order-not-ascending', 'warning', '/questions/1/order'],
    ]);
  });

  it('paths-truncated past the path cap', () => {
    const fan = makeFlow(Array.from({ length: 8 }, (_, i) => q(i + 1, `k${i}`, { type: 'options', options: [{ label: 'a', value: 'a', nextComponent: i + 2 }, { label: 'b', value: 'b', nextComponent: i + 3 }] })));
    const report = lintFlow(fan, { maxPaths: 10 });
    expect(report.paths).toMatchObject({ count: 10, truncated: true });
    expect(report.findings.map((f) => [f.rule, f.path])).toContainEqual(['paths-truncated', '']);
  });

  it('orders findings stably by path (numerically), rule and message, whatever the order of rules', () => {
    fc.assert(
      fc.property(arbitraryFlow(false), (flow) => {
        const { findings } = lintFlow(flow);
        const again = lintFlow(JSON.parse(JSON.stringify(flow)) as Flow).findings;
        expect(again).toEqual(findings);
      }),
      { numRuns: 100 },
    );
  });

  it('a forward-only arbitrary flow has no cycle, never-completes or missing-target finding', () => {
    fc.assert(
      fc.property(arbitraryFlow(true), (flow) => {
        const bad = lintFlow(flow).findings.filter((f) => ['cycle', 'never-completes', 'target-missing', 'option-leads-nowhere', 'backward-jump'].includes(f.rule));
        expect(bad).toEqual([]);
      }),
    );
  });
});
