/**
 * The engine's types (engine/types/flow.ts) and definitions/schema/flow.schema.json describe the same
 * shape. This file fails to compile (npx tsc) when a key is added to one and not the other, and its tests
 * fail when required keys or enums differ.
 */
import { describe, expect, it } from 'vitest';
import schema from '../../definitions/schema/flow.schema.json';
import type { AtMostRule, ContactMessages, ContactStepSettings, Flow, LeadSettings, OptionObject, Question, QuestionData, QuestionOffer, RuleMessages } from '../../engine/types/flow';
import { BACK_POLICIES, FLOW_VARIANTS, LOAN_TYPES, QUESTION_TYPES, TEXT_FORMATS } from '../../engine/types/flow';
import { DEFINITION_LANGUAGES, SOURCE_LANGUAGE } from '../../engine/types/i18n';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type TrueKeys<T> = { [K in keyof T]: T[K] extends true ? K : never }[keyof T];
const defs = schema.definitions;

// Compile-time: the schema's property names are exactly the type's keys.
const sameKeys: [
  Equal<keyof Flow, keyof typeof schema.properties>,
  Equal<keyof Question, keyof typeof defs.question.properties>,
  Equal<keyof QuestionData, keyof typeof defs.questionData.properties>,
  Equal<keyof OptionObject, keyof Extract<(typeof defs.option.oneOf)[number], { properties: unknown }>['properties']>,
  Equal<keyof RuleMessages, keyof typeof defs.ruleMessages.properties>,
  Equal<keyof ContactStepSettings, keyof typeof defs.contactStep.properties>,
  Equal<keyof ContactMessages, keyof typeof defs.contactMessages.properties>,
  Equal<keyof LeadSettings, keyof typeof defs.lead.properties>,
  Equal<keyof AtMostRule, keyof typeof defs.atMost.properties>,
  Equal<keyof QuestionOffer, keyof typeof defs.offer.properties>,
] = [true, true, true, true, true, true, true, true, true, true];

// Each key with whether it is required; `satisfies` makes the list exhaustive, the checks below tie
// "required" to the types.
const FLOW = { $schema: false, id: true, version: true, title: true, description: false, variant: true, loanType: true, backPolicy: true, storageKey: false, contact: true, lead: true, questions: true, languages: false, translations: false } as const satisfies Record<keyof Flow, boolean>;
const QUESTION = { title: true, subTitle: false, component: true, order: false, nextComponent: false, entryPath: false, questionData: true, offer: false } as const satisfies Record<keyof Question, boolean>;
const QUESTION_DATA = { type: true, options: false, min: false, max: false, default: false, placeholder: false, alias: false, nextComponent: false, step: false, format: false, messages: false, atMost: false } as const satisfies Record<keyof QuestionData, boolean>;
const OPTION = { label: true, value: true, icon: false, nextComponent: false } as const satisfies Record<keyof OptionObject, boolean>;
const RULE_MESSAGES = { required: false, format: false, min: false, max: false } as const satisfies Record<keyof RuleMessages, boolean>;
const CONTACT = { requirePhoneVerification: false, consent: true, title: false, subTitle: false, messages: false } as const satisfies Record<keyof ContactStepSettings, boolean>;
const CONTACT_MESSAGES = { fullNameRequired: false, fullNameTooLong: false, email: false, phone: false } as const satisfies Record<keyof ContactMessages, boolean>;
const LEAD = { defaultLoanType: true } as const satisfies Record<keyof LeadSettings, boolean>;
const AT_MOST = { answer: true, minus: false, message: false } as const satisfies Record<keyof AtMostRule, boolean>;
const OFFER = { text: true, label: true, href: true } as const satisfies Record<keyof QuestionOffer, boolean>;

const sameRequired: [
  Equal<TrueKeys<typeof FLOW>, RequiredKeys<Flow>>,
  Equal<TrueKeys<typeof QUESTION>, RequiredKeys<Question>>,
  Equal<TrueKeys<typeof QUESTION_DATA>, RequiredKeys<QuestionData>>,
  Equal<TrueKeys<typeof OPTION>, RequiredKeys<OptionObject>>,
  Equal<TrueKeys<typeof RULE_MESSAGES>, RequiredKeys<RuleMessages>>,
  Equal<TrueKeys<typeof CONTACT>, RequiredKeys<ContactStepSettings>>,
  Equal<TrueKeys<typeof CONTACT_MESSAGES>, RequiredKeys<ContactMessages>>,
  Equal<TrueKeys<typeof LEAD>, RequiredKeys<LeadSettings>>,
  Equal<TrueKeys<typeof AT_MOST>, RequiredKeys<AtMostRule>>,
  Equal<TrueKeys<typeof OFFER>, RequiredKeys<QuestionOffer>>,
] = [true, true, true, true, true, true, true, true, true, true];

interface ObjectSchema {
  properties: Record<string, unknown>;
  required?: string[];
  additionalProperties?: boolean;
}

const cases: Array<[string, Record<string, boolean>, ObjectSchema]> = [
  ['flow', FLOW, schema as ObjectSchema],
  ['question', QUESTION, defs.question as ObjectSchema],
  ['questionData', QUESTION_DATA, defs.questionData as ObjectSchema],
  ['option', OPTION, defs.option.oneOf[1] as ObjectSchema],
  ['ruleMessages', RULE_MESSAGES, defs.ruleMessages as ObjectSchema],
  ['contactStep', CONTACT, defs.contactStep as ObjectSchema],
  ['contactMessages', CONTACT_MESSAGES, defs.contactMessages as ObjectSchema],
  ['lead', LEAD, defs.lead as ObjectSchema],
  ['atMost', AT_MOST, defs.atMost as ObjectSchema],
  ['offer', OFFER, defs.offer as ObjectSchema],
];

describe('flow.schema.json matches the engine’s types', () => {
  it('compile-time checks hold', () => {
    expect([...sameKeys, ...sameRequired].every(Boolean)).toBe(true);
  });

  it.each(cases)('%s: same keys, same required keys, no additional properties', (_, keys, objectSchema) => {
    expect(Object.keys(objectSchema.properties).sort()).toEqual(Object.keys(keys).sort());
    expect([...(objectSchema.required ?? [])].sort()).toEqual(Object.keys(keys).filter((k) => keys[k]).sort());
    expect(objectSchema.additionalProperties).toBe(false);
  });

  it('same enums', () => {
    expect(defs.questionData.properties.type.enum).toEqual([...QUESTION_TYPES]);
    expect(defs.questionData.properties.format.enum).toEqual([...TEXT_FORMATS]);
    expect(schema.properties.variant.enum).toEqual([...FLOW_VARIANTS]);
    expect(schema.properties.backPolicy.enum).toEqual([...BACK_POLICIES]);
    expect(schema.properties.loanType.enum).toEqual([...LOAN_TYPES]);
    expect(defs.loanType.enum).toEqual([...LOAN_TYPES]);
    expect(defs.languages.enum.at(-1)).toEqual([...DEFINITION_LANGUAGES]);
    expect(Object.keys(defs.translations.properties)).toEqual(DEFINITION_LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE));
  });
});
