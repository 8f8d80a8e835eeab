import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFormAjv } from '../../api/forms/form-ajv';
import { fieldRules, formProblems } from '../../api/forms/form-definition-check';
import { formsFolder } from '../../api/definitions/definition-kinds';
import { FIELD_FORMAT_NAMES } from '../../engine/rules/field-formats';
import formSchema from '../../definitions/schema/form.schema.json' with { type: 'json' };
import { CREDIT_BANDS } from '../../app/domain/finance';

const files = readdirSync(formsFolder).filter((name) => name.endsWith('.json'));
const load = (name: string) => JSON.parse(readFileSync(join(formsFolder, name), 'utf8'));

describe('form definitions', () => {
  it('are the three forms of the issue', () => {
    expect(files.sort()).toEqual(['brokered-rate.json', 'hiring.json', 'information-removal.json']);
  });

  it.each(files)('%s matches form.schema.json and has a widget and a message for every field and rule', (name) => {
    const definition = load(name);
    expect(definition.$schema).toBe('../schema/form.schema.json');
    expect(`${definition.id}.json`).toBe(name);
    expect(formProblems(definition)).toEqual([]);
  });

  it('finds every field of the brokered-rate form, the switched ones included', () => {
    const fields = [...fieldRules(load('brokered-rate.json').schema).keys()];
    for (const field of [
      'firstName', 'lastName', 'email', 'phoneNumber', 'smsOptOut', 'streetAddress', 'city', 'zipCode', 'state', 'loanType',
      'propertyPrice', 'downPayment', 'realtor', 'realtorName', 'realtorEmail',
      'propertyValue', 'currentLoanSize', 'currentRate', 'propertyTaxes', 'homeInsurance', 'cashOutAmount',
      'primaryResidence', 'homeType', 'creditScore', 'referralSource', 'additionalInfo', 'appointmentDate', 'appointmentTime', 'timeZone',
      'brokerFirstName', 'brokerLastName', 'brokerEmail', 'from', 'source',
    ]) {
      expect(fields).toContain(field);
    }
  });

  it('offers the credit score in the site’s shared bands and stores their form values', () => {
    const definition = load('brokered-rate.json');
    expect(definition.schema.properties.creditScore.enum).toEqual(CREDIT_BANDS.map((band) => band.formValue));
    expect(definition.uiSchema.creditScore['ui:enumNames']).toEqual(CREDIT_BANDS.map((band) => band.label));
    expect(definition.schema.properties.smsOptOut.default).toBe(true);
    expect(definition.uiSchema.smsOptOut['ui:options'].inverse).toBe(true);
    expect(definition.schema.properties.referralSource.enum).toEqual(['Online', 'Mailer', 'Referral', 'Other']);
    expect(definition.uiSchema.additionalInfo['ui:options'].rows).toBe(4);
    expect(definition.schema.properties.state.enum).toHaveLength(50);
  });

  it('name a format for every phone, ZIP and e-mail field instead of copying a pattern', () => {
    const formats = (id: string) => {
      const found: Record<string, string> = {};
      const walk = (node: Record<string, any> | undefined) => {
        if (!node) return;
        for (const [field, property] of Object.entries<Record<string, any>>(node.properties ?? {})) if (property.format) found[field] = property.format;
        walk(node.then);
        walk(node.else);
        for (const branch of node.allOf ?? []) walk(branch);
      };
      walk(load(`${id}.json`).schema);
      return found;
    };
    expect(formats('brokered-rate')).toEqual({ email: 'email', phoneNumber: 'us-phone', zipCode: 'us-zip', brokerEmail: 'email', realtorEmail: 'email' });
    expect(formats('hiring')).toEqual({ email: 'email', phone: 'us-phone' });
    // The removal form texts its phone a code: only numbers the site may text.
    expect(formats('information-removal')).toEqual({ email: 'email', phoneNumber: 'us-textable-phone' });
    for (const file of files) expect(JSON.stringify(load(file).schema)).not.toMatch(/\[2-9\]|\[0-9\]\{5\}|\[0-9\]\{10\}|@\[/);
  });

  it('form.schema.json allows exactly the engine\'s named formats', () => {
    expect(formSchema.definitions.fieldSchema.properties.format.enum).toEqual(FIELD_FORMAT_NAMES);
  });

  describe('a broken definition is refused with what is wrong', () => {
    const broken = (edit: (definition: Record<string, any>) => void) => {
      const definition = load('information-removal.json');
      edit(definition);
      return formProblems(definition);
    };
    it('names an unknown widget', () => {
      expect(broken((d) => (d.uiSchema.name['ui:widget'] = 'slider')).join('\n')).toMatch(/uiSchema\/name\/ui:widget must be equal to one of the allowed values/);
    });
    it('refuses a ui:options switch the renderers do not honour (markdown texts print as written)', () => {
      const problems = broken((d) => (d.uiSchema.name['ui:options'] = { enableMarkdownInDescription: true })).join('\n');
      expect(problems).toMatch(/uiSchema\/name\/ui:options must NOT have additional properties/);
    });
    it('names a field without a widget', () => {
      expect(broken((d) => delete d.uiSchema.email)).toContain('/uiSchema/email must name the field\'s ui:widget');
    });
    it('names a rule without a message', () => {
      expect(broken((d) => {
        d.schema.properties.email.minLength = 5;
        delete d.messages.defaults.maxLength;
      })).toEqual(['/messages has no text for name maxLength', '/messages has no text for email minLength']);
    });
    it('names a schema that does not compile, and unknown keywords', () => {
      expect(broken((d) => (d.schema.properties.name.pattern = '(['))[0]).toMatch(/^\/schema does not compile/);
      expect(broken((d) => (d.schema.properties.name.maxlength = 10))[0]).toMatch(/^\/schema does not compile: strict mode: unknown keyword: "maxlength"/);
    });
    it('refuses a format that is not one of the named rules, at the root or in a condition', () => {
      expect(broken((d) => (d.schema.properties.phoneNumber.format = 'phone')).join('\n')).toMatch(/schema\/properties\/phoneNumber\/format must be equal to one of the allowed values/);
      expect(
        broken((d) => (d.schema.allOf = [{ if: { properties: { name: { const: 'x' } }, required: ['name'] }, then: { properties: { email: { type: 'string', format: 'date' } } } }])).join('\n'),
      ).toMatch(/format must be equal to one of the allowed values/);
    });
    it('refuses a format the ajv set-up does not know, even past the meta-schema', () => {
      const definition = load('information-removal.json');
      definition.schema.properties.name.format = 'uri';
      expect(() => createFormAjv().compile(definition.schema)).toThrow(/unknown format "uri"/);
    });
    it('names a format without a message', () => {
      expect(broken((d) => delete d.messages.fields.phoneNumber.format)).toEqual(['/messages has no text for phoneNumber format']);
    });
    it('names sections, prefills and messages of fields that do not exist', () => {
      expect(broken((d) => {
        d.uiSchema['ui:sections'] = [{ title: 'Contact', fields: ['name', 'fax'] }];
        d.uiSchema['ui:prefill'] = { pager: 'pager' };
        d.messages.fields.telex = { required: 'x' };
      })).toEqual([
        '/uiSchema/ui:sections/0 names "fax", which is not a field',
        '/uiSchema/ui:prefill names "pager", which is not a field',
        '/messages/fields/telex is not a field of the schema',
        // The new texts have no Spanish yet.
        '/uiSchema/ui:sections/0/title translation-missing: No Spanish (es) text for ui.sections.name.title ("Contact").',
        '/messages/fields/telex/required translation-missing: No Spanish (es) text for messages.fields.telex.required ("x").',
      ]);
    });
    it('names each text the Spanish lacks, and a Spanish text that drops a placeholder; a stale translation is no problem', () => {
      expect(broken((d) => {
        delete d.translations.es['properties.email.title'];
        d.translations.es['messages.form.submit'] = ' ';
        d.translations.es['properties.fax.title'] = 'Fax';
      })).toEqual([
        '/schema/properties/email/title translation-missing: No Spanish (es) text for properties.email.title ("Email").',
        '/messages/form/submit translation-missing: No Spanish (es) text for messages.form.submit ("Submit Request").',
      ]);
      expect(broken((d) => {
        d.messages.defaults.maxLength = 'At most {max} characters';
        d.translations.es['messages.defaults.maxLength'] = 'Como máximo 60 caracteres';
      })).toEqual(['/translations/es/messages.defaults.maxLength invalid-translation: The Spanish (es) text for messages.defaults.maxLength has the placeholders none instead of {max}.']);
      expect(broken((d) => delete d.languages)).toEqual([]);
    });
    it('refuses a condition the page could not evaluate before its validator loads', () => {
      expect(broken((d) => (d.schema.allOf = [{ if: { properties: { name: { minLength: 3 } }, required: ['name'] }, then: { required: ['email'] } }])).length).toBeGreaterThan(0);
    });
  });
});
