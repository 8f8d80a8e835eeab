import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowIndex } from '../../engine/flow-index';
import { nextIndex, routeOf } from '../../engine/next-question';
import { arbitraryFlow, makeFlow, q, validAnswer } from './support/flows';

describe('the navigation rule', () => {
  const question = q(
    5,
    'goal',
    { type: 'options', options: [{ label: 'A', value: 'a', nextComponent: 9 }, 'b'], nextComponent: 7 },
    { nextComponent: 8 },
  );

  it("takes the chosen option's nextComponent first", () => {
    expect(routeOf(question, 'a')).toEqual({ component: 9, source: 'option', option: 0 });
  });

  it('then questionData.nextComponent, then the question’s nextComponent, then component + 1', () => {
    expect(routeOf(question, 'b')).toEqual({ component: 7, source: 'questionData' });
    const noData = { ...question, questionData: { ...question.questionData, nextComponent: undefined } };
    expect(routeOf(noData, 'b')).toEqual({ component: 8, source: 'question' });
    const plain = { ...noData, nextComponent: undefined };
    expect(routeOf(plain, 'b')).toEqual({ component: 6, source: 'sequence' });
  });

  it('skips the option step for an unanswered question', () => {
    expect(routeOf(question)).toEqual({ component: 7, source: 'questionData' });
  });

  it('matches yes/no options against boolean answers', () => {
    const yesNo = q(1, 'x', { type: 'options', options: [{ label: 'Yes', value: 'Yes', nextComponent: 4 }, 'No'] });
    expect(routeOf(yesNo, true).component).toBe(4);
    expect(routeOf(yesNo, false).component).toBe(2);
  });

  it('multiselect: the first selected option (in option order) that jumps decides', () => {
    const multi = q(1, 'm', {
      type: 'multiselect',
      options: ['plain', { label: 'B', value: 'b', nextComponent: 5 }, { label: 'C', value: 'c', nextComponent: 4 }],
    });
    expect(routeOf(multi, ['c', 'b']).component).toBe(5);
    expect(routeOf(multi, ['c', 'plain']).component).toBe(4);
    expect(routeOf(multi, ['plain']).component).toBe(2);
  });

  it('nextIndex looks the component up among active questions; none means complete', () => {
    const flow = makeFlow([q(1, 'a', {}, { nextComponent: 3 }), q(2, 'b'), q(3, 'c', {}, { entryPath: 'refinance' })]);
    const index = flowIndex(flow);
    expect(nextIndex(index, 0, 'x')).toBeNull();
    expect(nextIndex(flowIndex(flow, 'refinance'), 0, 'x')).toBe(2);
    expect(nextIndex(index, 1, 'x')).toBeNull();
    expect(nextIndex(index, 7, 'x')).toBeNull();
  });

  it('agrees with a direct reading of the navigation rule on arbitrary flows', () => {
    fc.assert(
      fc.property(arbitraryFlow(false), fc.nat(), (flow, pick) => {
        const index = flowIndex(flow);
        index.questions.forEach((question, at) => {
          const value = validAnswer(question, pick);
          const options = question.questionData.options ?? [];
          const chosen = question.questionData.type === 'multiselect'
            ? options.find((o) => typeof o !== 'string' && (value as unknown[]).includes(o.value) && o.nextComponent !== undefined)
            : options.find((o) => typeof o !== 'string' && o.value === value);
          const component =
            (typeof chosen === 'object' ? chosen.nextComponent : undefined) ??
            question.questionData.nextComponent ??
            question.nextComponent ??
            question.component + 1;
          const expected = flow.questions.findIndex((x) => x.component === component);
          expect(nextIndex(index, at, value)).toBe(expected < 0 ? null : expected);
        });
      }),
    );
  });
});
