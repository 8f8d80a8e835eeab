import { Ajv } from 'ajv';
import formSchema from '../../definitions/schema/form.schema.json' with { type: 'json' };
import { formTranslationFindings } from '../../app/domain/forms/form-translations';
import type { FormDefinition } from '../../app/domain/forms/form-types';
import { createFormAjv } from './form-ajv';
import { formPatternProblems } from './form-patterns';
import { UnsupportedPatternError } from './linear-pattern';

const matchesFormSchema = new Ajv({ allErrors: true, strict: false, $data: true }).compile(formSchema);

/** Keywords that can fail on a field's value, each needing a message (the field's own or a default). */
const FAILING_KEYWORDS = ['type', 'enum', 'const', 'pattern', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'required'];

type SchemaNode = {
  properties?: Record<string, SchemaNode>;
  required?: string[];
  allOf?: SchemaNode[];
  if?: SchemaNode;
  then?: SchemaNode;
  else?: SchemaNode;
  [keyword: string]: unknown;
};

/** Every field a form can have (the root's and those its conditions switch on), with the rules on it. */
export function fieldRules(schema: SchemaNode): Map<string, Set<string>> {
  const rules = new Map<string, Set<string>>();
  const add = (field: string, rule: string) => {
    if (!rules.has(field)) rules.set(field, new Set());
    rules.get(field)!.add(rule);
  };
  const walkValue = (field: string, node: SchemaNode) => {
    for (const keyword of FAILING_KEYWORDS) {
      if (keyword === 'required' && Array.isArray(node.required) && node.required.length > 0) add(field, 'required');
      else if (keyword !== 'required' && keyword in node) {
        const value = node[keyword] as { $data?: string } | undefined;
        add(field, typeof value === 'object' && value && typeof value.$data === 'string' ? `${keyword}:${value.$data.split('/').at(-1)}` : keyword);
      }
    }
    for (const inner of Object.values(node.properties ?? {})) walkValue(field, inner);
  };
  const walkObject = (node: SchemaNode | undefined) => {
    if (!node) return;
    for (const field of node.required ?? []) add(field, 'required');
    for (const [field, property] of Object.entries(node.properties ?? {})) walkValue(field, property);
    for (const branch of node.allOf ?? []) {
      walkObject(branch.then);
      walkObject(branch.else);
      if (!branch.if) walkObject(branch);
    }
  };
  walkObject(schema);
  return rules;
}

/**
 * The problems of a form definition file (empty when it can be served): it must match
 * form.schema.json, its schema must compile with the forms' ajv set-up, every field must name its widget,
 * sections and prefills must name fields, every rule must have its message, every text must have its
 * translation in each language the form lists, and every pattern must run in linear time (form-patterns.ts).
 * `analysePatterns: false` skips the timed analysis of the patterns (each must still compile on RE2): for
 * a version that already passed the gate, read back to serve, where a verdict must not depend on how busy
 * the machine is and the server runs every pattern on RE2 anyway.
 */
export function formProblems(value: unknown, options: { analysePatterns?: boolean } = {}): string[] {
  if (!matchesFormSchema(value)) {
    return (matchesFormSchema.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
  }
  const definition = value as unknown as FormDefinition;
  // A pattern the server's linear engine cannot run also fails the compile below: formPatternProblems said why.
  const problems = formPatternProblems(definition, { analyse: options.analysePatterns ?? true });
  try {
    createFormAjv().compile(definition.schema);
  } catch (error) {
    const patternSaidWhy = error instanceof UnsupportedPatternError && problems.length > 0;
    if (!patternSaidWhy) problems.push(`/schema does not compile: ${(error as Error).message}`);
  }
  const rules = fieldRules(definition.schema as SchemaNode);
  const fields = new Set(rules.keys());
  for (const property of Object.keys(definition.schema.properties ?? {})) fields.add(property);
  for (const field of fields) {
    const ui = definition.uiSchema[field] as Record<string, unknown> | undefined;
    if (!ui?.['ui:widget']) problems.push(`/uiSchema/${field} must name the field's ui:widget`);
  }
  for (const key of Object.keys(definition.uiSchema)) {
    if (!key.startsWith('ui:') && !fields.has(key)) problems.push(`/uiSchema/${key} is not a field of the schema`);
  }
  const sections = (definition.uiSchema['ui:sections'] ?? []) as { fields: string[] }[];
  sections.forEach((section, index) => {
    for (const field of section.fields) if (!fields.has(field)) problems.push(`/uiSchema/ui:sections/${index} names "${field}", which is not a field`);
  });
  for (const field of Object.keys((definition.uiSchema['ui:prefill'] ?? {}) as object)) {
    if (!fields.has(field)) problems.push(`/uiSchema/ui:prefill names "${field}", which is not a field`);
  }
  for (const field of Object.keys(definition.messages.fields)) {
    if (!fields.has(field)) problems.push(`/messages/fields/${field} is not a field of the schema`);
  }
  for (const [field, fieldRuleSet] of rules) {
    const own = definition.messages.fields[field] ?? {};
    for (const rule of fieldRuleSet) {
      const keyword = rule.split(':')[0]!;
      if (!(rule in own) && !(keyword in own) && !(keyword in definition.messages.defaults)) {
        problems.push(`/messages has no text for ${field} ${rule}`);
      }
    }
  }
  for (const finding of formTranslationFindings(definition)) {
    if (finding.severity === 'error') problems.push(`${finding.path} ${finding.rule}: ${finding.message}`);
  }
  return problems;
}
