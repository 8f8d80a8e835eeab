/**
 * definitions/schema/*.json cap every text of a definition, with the limits engine/definition-text-limits.ts
 * names: no string of either schema goes without a maxLength, each maxLength is one of the named limits, and
 * each kind of text has the limit the README gives it.
 */
import { describe, expect, it } from 'vitest';
import flowSchema from '../../definitions/schema/flow.schema.json';
import formSchema from '../../definitions/schema/form.schema.json';
import { DEFINITION_TEXT_LIMITS as LIMITS } from '../../engine/definition-text-limits';

type Node = Record<string, unknown>;

/** Every node of a schema that can hold a string, by its JSON Pointer. */
function stringNodes(node: unknown, path = '', found = new Map<string, Node>()): Map<string, Node> {
  if (Array.isArray(node)) node.forEach((item, i) => stringNodes(item, `${path}/${i}`, found));
  else if (node && typeof node === 'object') {
    const types = ([] as unknown[]).concat((node as Node).type ?? []);
    if (types.includes('string')) found.set(path, node as Node);
    for (const [key, value] of Object.entries(node)) stringNodes(value, `${path}/${key}`, found);
  }
  return found;
}

const at = (schema: unknown, pointer: string): Node =>
  pointer.split('/').slice(1).reduce<Node>((node, key) => node[key.replace(/~1/g, '/')] as Node, schema as Node);

describe('definition schemas cap every text', () => {
  it.each([
    ['flow', flowSchema],
    ['form', formSchema],
  ])('%s.schema.json: every string has one of the named limits', (_, schema) => {
    const limits = new Set<number>(Object.values(LIMITS));
    for (const [path, node] of stringNodes(schema)) {
      if (node.enum !== undefined) continue;
      expect(node.maxLength, path).toBeTypeOf('number');
      expect(limits.has(node.maxLength as number), `${path}: ${String(node.maxLength)}`).toBe(true);
    }
  });

  it('gives each kind of flow text its limit', () => {
    const expected: Array<[string, keyof typeof LIMITS]> = [
      ['/properties/title', 'label'],
      ['/properties/description', 'paragraph'],
      ['/definitions/question/properties/title', 'label'],
      ['/definitions/question/properties/subTitle', 'paragraph'],
      ['/definitions/option/oneOf/0', 'label'],
      ['/definitions/option/oneOf/1/properties/label', 'label'],
      ['/definitions/questionData/properties/placeholder', 'label'],
      ['/definitions/questionData/properties/alias', 'key'],
      ['/definitions/ruleMessages/properties/required', 'message'],
      ['/definitions/atMost/properties/message', 'message'],
      ['/definitions/contactStep/properties/consent', 'paragraph'],
      ['/definitions/contactStep/properties/title', 'label'],
      ['/definitions/contactStep/properties/subTitle', 'paragraph'],
      ['/definitions/contactMessages/properties/email', 'message'],
      ['/definitions/offer/properties/text', 'message'],
      ['/definitions/offer/properties/label', 'label'],
      ['/definitions/sitePath', 'message'],
      ['/definitions/textTable/additionalProperties', 'paragraph'],
    ];
    for (const [pointer, limit] of expected) expect(at(flowSchema, pointer).maxLength, pointer).toBe(LIMITS[limit]);
  });

  it('gives each kind of form text its limit', () => {
    const expected: Array<[string, keyof typeof LIMITS]> = [
      ['/properties/title', 'label'],
      ['/properties/description', 'paragraph'],
      ['/definitions/fieldSchema/properties/title', 'message'],
      ['/definitions/fieldSchema/properties/description', 'paragraph'],
      ['/definitions/fieldSchema/properties/pattern', 'pattern'],
      ['/definitions/fieldUi/properties/ui:title', 'paragraph'],
      ['/definitions/fieldUi/properties/ui:help', 'paragraph'],
      ['/definitions/fieldUi/properties/ui:placeholder', 'label'],
      ['/definitions/fieldUi/properties/ui:enumNames/items', 'label'],
      ['/definitions/uiSchema/properties/ui:sections/items/properties/title', 'label'],
      ['/definitions/messages/properties/defaults/additionalProperties', 'message'],
      ['/definitions/messages/properties/form/properties/success', 'message'],
      ['/definitions/textTable/additionalProperties', 'paragraph'],
    ];
    for (const [pointer, limit] of expected) expect(at(formSchema, pointer).maxLength, pointer).toBe(LIMITS[limit]);
  });
});
