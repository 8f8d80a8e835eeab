import { describe, expect, it } from 'vitest';
import { flowCoverage } from '../../../engine/qa/coverage';
import { walkFixture, type PathFixture } from '../../../engine/qa/path-fixture';
import { loadFlow } from '../support/flows';

const purchase = loadFlow('purchase');
const walkOf = (answers: unknown[], expected: string[], completed = false): PathFixture => ({ name: 'probe', flow: 'purchase', loanType: 'purchase', answers, expected, completed });

describe('walking a path fixture', () => {
  it('names the first question where the flow departs from the fixture', () => {
    const walk = walkFixture(purchase, walkOf(['singleFamily'], ['propertyType', 'firstTimeBuyer']));
    expect(walk.failures).toEqual(['question 2: expected firstTimeBuyer, shown propertyUse']);
  });

  it('reports an answer the engine refuses, and a refusal that does not come', () => {
    expect(walkFixture(purchase, walkOf(['castle'], ['propertyType'])).failures[0]).toMatch(/^step 1: "castle" was refused/);
    expect(walkFixture(purchase, walkOf([{ value: 'singleFamily', error: 'Please choose one' }], ['propertyType'])).failures[0]).toBe('step 1: expected the refusal "Please choose one", got none');
  });

  it('counts a flow as uncovered when its fixtures miss questions and jumps', () => {
    const coverage = flowCoverage(purchase, [walkOf(['singleFamily'], ['propertyType', 'propertyUse'])]);
    expect(coverage.questions.covered).toBe(2);
    expect(coverage.questions.total).toBeGreaterThan(10);
    expect(coverage.missing.length).toBeGreaterThan(0);
    expect(coverage.failing).toEqual([]);
  });
});
