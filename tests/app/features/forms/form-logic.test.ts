import type { RJSFSchema } from '@rjsf/utils';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesCondition } from '../../../../app/domain/forms/condition-validator';
import { fieldErrorsFrom, fieldOf, messageFor, ruleOf } from '../../../../app/domain/forms/form-messages';
import type { FormMessages, PublicForm } from '../../../../app/domain/forms/form-types';
import { prefillFromQuery } from '../../../../app/features/forms/prefill';

const messages: FormMessages = {
  fields: { downPayment: { required: 'Down payment is required', 'maximum:propertyPrice': 'Value cannot be greater than the price of the property' } },
  defaults: { maximum: 'Value cannot be greater than $1,000,000,000', required: 'This field is required' },
  form: { submit: 'Send', submitting: 'Submitting...', success: 'Done', failure: 'Failed', invalid: 'Fix it' },
};
const schema = {
  type: 'object',
  properties: { propertyPrice: { type: 'number', maximum: 1e9 }, downPayment: { type: 'number', maximum: { $data: '1/propertyPrice' } } },
};

describe('from validation errors to the definition’s messages', () => {
  it('names the field of an error: its data path, or the missing property', () => {
    expect(fieldOf({ keyword: 'maximum', instancePath: '/downPayment', schemaPath: '#/x' })).toBe('downPayment');
    expect(fieldOf({ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'email' } })).toBe('email');
    expect(fieldOf({ keyword: 'exclusiveMaximum', instancePath: '/resume/size', schemaPath: '#/x' })).toBe('resume');
  });

  it('tells a $data cap from a fixed one by the keyword’s value in the schema', () => {
    expect(ruleOf(schema, { keyword: 'maximum', instancePath: '/downPayment', schemaPath: '#/properties/downPayment/maximum' })).toBe('maximum:propertyPrice');
    expect(ruleOf(schema, { keyword: 'maximum', instancePath: '/propertyPrice', schemaPath: '#/properties/propertyPrice/maximum' })).toBe('maximum');
  });

  it('prefers the field’s own text, then the default, then a generic one', () => {
    expect(messageFor(messages, 'downPayment', 'maximum:propertyPrice')).toBe('Value cannot be greater than the price of the property');
    expect(messageFor(messages, 'propertyPrice', 'maximum')).toBe('Value cannot be greater than $1,000,000,000');
    expect(messageFor(messages, 'city', 'pattern')).toBe('Please check this field');
    expect(messageFor(messages, 'city', 'pattern', 'es')).toBe('Revise este campo');
    expect(messageFor(messages, 'downPayment', 'required', 'es')).toBe('Down payment is required');
    expect(messageFor(messages, '__proto__', 'required')).toBe('This field is required');
  });

  it('maps real ajv errors, one message per field, a missing value first', () => {
    const validate = new Ajv({ allErrors: true, $data: true }).compile({ ...schema, required: ['downPayment'] });
    validate({ propertyPrice: 100, downPayment: 200 });
    expect(fieldErrorsFrom({ schema, messages }, validate.errors)).toEqual({ downPayment: 'Value cannot be greater than the price of the property' });
    validate({ propertyPrice: 2e9 });
    expect(fieldErrorsFrom({ schema, messages }, validate.errors)).toEqual({ downPayment: 'Down payment is required', propertyPrice: 'Value cannot be greater than $1,000,000,000' });
  });
});

describe('conditions before the precompiled validator loads', () => {
  const ajv = new Ajv({ strict: false });
  const conditions: RJSFSchema[] = [
    { properties: { loanType: { const: 'purchase' } }, required: ['loanType'] },
    { properties: { loanType: { enum: ['refinance', 'leverage'] } }, required: ['loanType'] },
    { properties: { loanType: { const: 'purchase' }, realtor: { const: true } }, required: ['loanType', 'realtor'] },
  ];
  it('agree with ajv on every condition form.schema.json allows', () => {
    const data = fc.record(
      { loanType: fc.constantFrom('purchase', 'refinance', 'leverage', 'other', 1, null), realtor: fc.constantFrom(true, false, 'true', undefined) },
      { requiredKeys: [] },
    );
    for (const condition of conditions) {
      const validate = ajv.compile(condition);
      fc.assert(
        fc.property(data, (value) => {
          expect(matchesCondition(condition, value)).toBe(validate(value));
        }),
      );
    }
  });
});

describe('prefill from the query', () => {
  const form = {
    schema: {
      type: 'object',
      properties: {
        state: { type: 'string', enum: ['MI', 'OH'] },
        loanType: { type: 'string', enum: ['purchase', 'refinance', 'leverage'] },
        brokerEmail: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+\\.[a-z]+$', maxLength: 40 },
        from: { type: 'string', pattern: '^[A-Za-z0-9_-]*$' },
      },
    },
    uiSchema: {
      'ui:prefill': { state: 'state', loanType: 'loanType', brokerEmail: 'brokerEmail', from: 'from' },
      state: { 'ui:widget': 'select', 'ui:enumNames': ['Michigan', 'Ohio'] },
      loanType: { 'ui:widget': 'select', 'ui:enumNames': ['Purchase a home', 'Refinance', 'Take cash out'] },
    },
  } as unknown as PublicForm;

  it('keeps values the fields accept: enum values by value or label in any case, patterns and lengths', () => {
    expect(prefillFromQuery(form, new URLSearchParams('state=michigan&loanType=REFINANCE&brokerEmail=b@x.com&from=broker-profile'))).toEqual({
      state: 'MI',
      loanType: 'refinance',
      brokerEmail: 'b@x.com',
      from: 'broker-profile',
    });
    expect(prefillFromQuery(form, new URLSearchParams('state=oh&loanType=take%20cash%20out'))).toEqual({ state: 'OH', loanType: 'leverage' });
  });

  it('drops values they would refuse, and parameters not named', () => {
    expect(prefillFromQuery(form, new URLSearchParams('state=Texas&loanType=cashOut&brokerEmail=nope&from=<script>&firstName=Eve'))).toEqual({});
  });

  it("applies a field's named format, keeping a phone as its 10 digits", () => {
    const formatted = {
      schema: {
        type: 'object',
        properties: {
          email: { type: 'string', format: 'email' },
          phone: { type: 'string', format: 'us-phone' },
          zip: { type: 'string', format: 'us-zip' },
        },
      },
      uiSchema: { 'ui:prefill': { email: 'email', phone: 'phone', zip: 'zip' } },
    } as unknown as PublicForm;
    expect(prefillFromQuery(formatted, new URLSearchParams('email=b@x.com&phone=(415) 555-0199&zip=48067'))).toEqual({ email: 'b@x.com', phone: '4155550199', zip: '48067' });
    expect(prefillFromQuery(formatted, new URLSearchParams('email=b@x&phone=248-155-0142&zip=00000'))).toEqual({});
    expect(prefillFromQuery(formatted, new URLSearchParams('zip=48067-1234'))).toEqual({});
  });
});
