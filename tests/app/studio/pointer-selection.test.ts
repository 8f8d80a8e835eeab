import { describe, expect, it } from 'vitest';
import { fieldId, pointerSegments, pointerTarget } from '../../../app/studio/editor/pointer-selection';

describe('JSON Pointer to the editor field', () => {
  it('unescapes segments', () => {
    expect(pointerSegments('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(pointerSegments('')).toEqual([]);
  });

  it("selects an option's jump, then its option, the options, and the question's title", () => {
    const target = pointerTarget('/questions/3/questionData/options/1/nextComponent');
    expect(target.question).toBe(3);
    expect(target.fieldIds).toEqual([
      fieldId(3, ['questionData', 'options', 1, 'nextComponent']),
      fieldId(3, ['questionData', 'options', 1]),
      fieldId(3, ['questionData', 'options']),
      fieldId(3, ['questionData']),
      fieldId(3, ['title']),
    ]);
  });

  it('sends flow-level pointers (the consent) to the flow settings', () => {
    expect(pointerTarget('/contact/consent')).toEqual({ question: null, fieldIds: [fieldId(null, ['contact', 'consent']), fieldId(null, ['contact'])] });
    expect(pointerTarget('/questions/7')).toEqual({ question: 7, fieldIds: [fieldId(7, ['title'])] });
  });
});
