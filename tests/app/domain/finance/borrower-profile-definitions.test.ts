/** Every flow and the brokered-rate form describe credit and property types with the shared lists. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREDIT_BANDS, PROPERTY_TYPES } from '../../../../app/domain/finance';
import type { Flow, OptionObject, Question } from '../../../../engine';
import { DEFINITIONS_DIR, SHIPPED_FLOW_IDS, loadFlow } from '../../../engine/support/flows';

const questionOf = (flow: Flow, alias: string): Question | undefined => flow.questions.find((q) => q.questionData.alias === alias);
const choices = (question: Question) => (question.questionData.options as OptionObject[]).map(({ value, label }) => ({ value, label }));

describe.each(SHIPPED_FLOW_IDS)('the %s flow', (id) => {
  const flow = loadFlow(id);

  it('asks the credit score in the shared bands, in their order, with "Not sure"', () => {
    const question = questionOf(flow, 'creditScore')!;
    expect(question.questionData.type).toBe('options');
    expect(choices(question)).toEqual(CREDIT_BANDS.map(({ value, label }) => ({ value, label })));
    for (const option of question.questionData.options as OptionObject[]) expect(option.icon).toBeTruthy();
  });

  it('offers the estimator’s property types, in their order, wherever it asks the property type', () => {
    const question = questionOf(flow, 'propertyType');
    if (!question) return;
    expect(choices(question)).toEqual(PROPERTY_TYPES.map(({ value, label }) => ({ value, label })));
  });
});

describe('the brokered-rate form', () => {
  const form = JSON.parse(readFileSync(join(DEFINITIONS_DIR, 'forms', 'brokered-rate.json'), 'utf8'));

  it('stores the bands’ form values and shows their labels', () => {
    expect(form.schema.properties.creditScore.enum).toEqual(CREDIT_BANDS.map((band) => band.formValue));
    expect(form.uiSchema.creditScore['ui:enumNames']).toEqual(CREDIT_BANDS.map((band) => band.label));
  });
});
