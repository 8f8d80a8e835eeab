import { describe, expect, it } from 'vitest';
import { flowTextEntries, flowTexts } from '../../../engine/i18n/flow-texts';
import { moveQuestionForTest, richFlow } from './i18n-flows';
import { shippedFlows } from '../support/flows';

describe('flowTexts', () => {
  it('lists every visitor-visible text of a flow by its key', () => {
    expect(flowTexts(richFlow())).toEqual({
      'flow.title': 'Buy a home',
      'contact.title': 'Almost done!',
      'contact.subTitle': 'Where can we reach you?',
      'contact.consent': 'By selecting Continue, you agree. See our [Privacy Policy](/privacy-policy).',
      'contact.messages.fullNameRequired': 'Tell us your name.',
      'contact.messages.phone': 'A US phone, please.',
      'q1.title': 'What type of property is it?',
      'q1.subTitle': 'Pick the closest match.',
      'q1.messages.required': 'Pick one.',
      'q1.option.singleFamily.label': 'Single-family home',
      'q1.option.condo.label': 'Condo',
      'q2.title': 'Which branch did you serve in?',
      'q2.placeholder': 'Choose a branch',
      'q2.offer.text': 'You may qualify for a VA loan.',
      'q2.offer.label': 'See VetLife options',
      'q2.option.Army.label': 'Army',
      'q2.option.Air Force.label': 'Air Force',
      'q3.title': 'How much do you plan to put down?',
      'q3.placeholder': '$40,000',
      'q3.messages.min': 'At least {min}.',
      'q3.atMost.message': 'No more than {max}.',
      'q4.title': 'How many units?',
      'q4.option.2.label': 'Two',
      'q4.option.true.label': 'More',
      'q5.title': 'What is your email?',
    });
  });

  it('points each entry at its English text', () => {
    const pointers = Object.fromEntries(flowTextEntries(richFlow()).map((entry) => [entry.key, entry.pointer]));
    expect(pointers).toMatchObject({
      'flow.title': '/title',
      'contact.messages.phone': '/contact/messages/phone',
      'q1.option.condo.label': '/questions/0/questionData/options/1/label',
      'q2.option.Air Force.label': '/questions/1/questionData/options/1',
      'q3.atMost.message': '/questions/2/questionData/atMost/message',
      'q2.offer.label': '/questions/1/offer/label',
    });
  });

  it('keeps its keys when staff reorder questions or options (keys are components and values, not positions)', () => {
    const flow = richFlow();
    const reordered = moveQuestionForTest(flow);
    reordered.questions[0]!.questionData.options!.reverse();
    expect(flowTexts(reordered)).toEqual(flowTexts(flow));
  });

  it('leaves out empty texts, links and the staff-only description', () => {
    const flow = richFlow();
    flow.questions[0]!.subTitle = '  ';
    const texts = flowTexts(flow);
    expect(texts).not.toHaveProperty('q1.subTitle');
    expect(Object.values(texts)).not.toContain(flow.description);
    expect(Object.values(texts).some((text) => text.startsWith('/quote-landing'))).toBe(false);
  });

  it.each(shippedFlows().map((flow) => [flow.id, flow] as const))('%s has a Spanish text for every key and none for a key it lacks', (_, flow) => {
    expect(flow.languages).toEqual(['en', 'es']);
    expect(Object.keys(flow.translations!.es!).sort()).toEqual(Object.keys(flowTexts(flow)).sort());
  });

  it.each(shippedFlows().map((flow) => [flow.id, flow] as const))('%s: a Spanish text equals its English only for amounts, ZIP samples and words the same in both', (_, flow) => {
    const english = flowTexts(flow);
    const same = Object.entries(flow.translations!.es!).filter(([key, text]) => text === english[key]).map(([, text]) => text);
    for (const text of same) expect(text).toMatch(/^(\$?[\d,]+%?|No)$/);
  });
});
