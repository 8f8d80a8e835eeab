import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../engine';
import { addJump, addQuestion, deleteQuestion, duplicateQuestion, moveQuestion, setQuestionField } from '../../../app/studio/editor/flow-edits';
import { rawJsonVerdict } from '../../../app/studio/editor/raw/raw-json-verdict';
import { fieldOrder, moveField, setRequired } from '../../../app/studio/editor/form-fields/form-edits';
import type { FormDefinition } from '../../../app/domain/forms/form-types';
import purchase from '../../../definitions/flows/purchase.json';
import hiring from '../../../definitions/forms/hiring.json';

const flow = purchase as Flow;

describe('flow edits', () => {
  it('leave the original untouched and remove emptied optional fields', () => {
    const edited = setQuestionField(flow, 0, ['subTitle'], '');
    expect(edited.questions[0]!.subTitle).toBeUndefined();
    expect('subTitle' in edited.questions[0]!).toBe(false);
    expect(flow.questions[0]!.subTitle).toBe('Pick the closest match.');
    expect(edited.questions[1]).toBe(flow.questions[1]);
  });

  it('add and duplicate under a new component number, with a distinct alias', () => {
    const added = addQuestion(flow, 0);
    expect(added.selected).toBe(1);
    expect(added.flow.questions[1]!.component).toBe(Math.max(...flow.questions.map((q) => q.component)) + 1);
    const copy = duplicateQuestion(flow, 0);
    expect(copy.flow.questions[1]!.questionData.alias).toBe('propertyTypeCopy');
    expect(copy.flow.questions).toHaveLength(flow.questions.length + 1);
  });

  it('move swaps places and display orders; delete selects the neighbour', () => {
    const moved = moveQuestion(flow, 0, 1);
    expect(moved.flow.questions[1]!.component).toBe(1);
    expect(moved.flow.questions[1]!.order).toBe(2);
    expect(moved.flow.questions[0]!.order).toBe(1);
    expect(moveQuestion(flow, 0, -1).flow).toBe(flow);
    const deleted = deleteQuestion(flow, flow.questions.length - 1);
    expect(deleted.selected).toBe(flow.questions.length - 2);
  });
});

describe('raw JSON', () => {
  it('applies only JSON objects without schema errors', () => {
    expect(rawJsonVerdict('{"a":', () => []).verdict.kind).toBe('syntax');
    expect(rawJsonVerdict('[1]', () => []).verdict.kind).toBe('syntax');
    expect(rawJsonVerdict('{"a":1}', () => ['missing id']).verdict).toEqual({ kind: 'schema', messages: ['missing id'] });
    expect(rawJsonVerdict('{"a":1}', () => [])).toEqual({ verdict: { kind: 'applied' }, value: { a: 1 } });
  });
});

describe('form edits', () => {
  const form = hiring as unknown as FormDefinition;
  it('orders fields by section and moves them within it', () => {
    expect(fieldOrder(form).slice(0, 4)).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(fieldOrder(moveField(form, 'lastName', -1)).slice(0, 2)).toEqual(['lastName', 'firstName']);
  });

  it('toggles required', () => {
    expect(setRequired(form, 'linkedin', true).schema.required).toContain('linkedin');
    expect(setRequired(form, 'firstName', false).schema.required).not.toContain('firstName');
  });
});

describe('a jump drawn in the graph', () => {
  it('adds an option that jumps, named apart from the others, to a choice question', () => {
    const edited = addJump(flow, 0, 11);
    const options = edited.flow.questions[0]!.questionData.options!;
    expect(options.at(-1)).toEqual({ label: `New option ${options.length}`, value: `option-${options.length}`, nextComponent: 11 });
    expect(options.slice(0, -1)).toEqual(flow.questions[0]!.questionData.options);
    expect(flow.questions[0]!.questionData.options!.length).toBe(options.length - 1);
  });

  it('sets the next question of a question without options', () => {
    const edited = addJump(flow, 4, 9);
    expect(edited.flow.questions[4]!.nextComponent).toBe(9);
    expect(edited.flow.questions[4]!.questionData.options).toBeUndefined();
  });
});
