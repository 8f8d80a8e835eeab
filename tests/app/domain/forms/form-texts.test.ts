import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formTextEntries, formTexts } from '../../../../app/domain/forms/form-texts';
import type { FormDefinition } from '../../../../app/domain/forms/form-types';
import { textForm } from './i18n-forms';

const FORMS_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'definitions', 'forms');
const shippedForms = readdirSync(FORMS_DIR).filter((name) => name.endsWith('.json')).map((name) => JSON.parse(readFileSync(join(FORMS_DIR, name), 'utf8')) as FormDefinition);

describe('formTexts', () => {
  it('lists every visitor-visible text of a form by its key', () => {
    expect(formTexts(textForm())).toEqual({
      title: 'Get a Rate',
      'ui.sections.name.title': 'Contact',
      'ui.sections.loanType.title': 'Your Loan',
      'properties.name.title': 'Full Name',
      'properties.loanType.title': 'What are you looking to do?',
      'properties.loanType.enumNames.purchase': 'Purchase a home',
      'properties.loanType.enumNames.refinance': 'Refinance',
      'properties.use.title': 'Use',
      'properties.use.enumNames.Primary Residence': 'Primary Residence',
      'properties.use.enumNames.Investment': 'Investment',
      'properties.resume.title': 'Resume',
      'properties.resume.description': 'PDF, under 4 MB.',
      'properties.price.title': 'Purchase Price',
      'ui.name.placeholder': 'Your name',
      'ui.sms.title': 'Yes, text me. Reply STOP to opt out.',
      'ui.price.help': 'Whole dollars.',
      'messages.fields.name.required': 'Name is required',
      'messages.fields.price.maximum:propertyValue': 'At most {max}',
      'messages.defaults.required': 'This field is required',
      'messages.form.submit': 'Get My Rate',
      'messages.form.submitting': 'Submitting...',
      'messages.form.success': 'Thank you!',
      'messages.form.failure': 'Something went wrong.',
      'messages.form.invalid': 'Please correct the highlighted fields.',
    });
  });

  it('points each entry at its English text, a switched field in its branch', () => {
    const pointers = Object.fromEntries(formTextEntries(textForm()).map((entry) => [entry.key, entry.pointer]));
    expect(pointers).toMatchObject({
      'ui.sections.loanType.title': '/uiSchema/ui:sections/1/title',
      'properties.price.title': '/schema/allOf/0/then/properties/price/title',
      'properties.loanType.enumNames.refinance': '/uiSchema/loanType/ui:enumNames/1',
      'properties.use.enumNames.Investment': '/schema/properties/use/enum/1',
      'messages.fields.price.maximum:propertyValue': '/messages/fields/price/maximum:propertyValue',
    });
  });

  it('leaves out hidden fields and the staff-only description, and keeps its keys when fields or sections move', () => {
    const form = textForm();
    expect(Object.keys(formTexts(form)).some((key) => key.includes('source'))).toBe(false);
    const moved = textForm();
    moved.uiSchema['ui:sections'] = [...(moved.uiSchema['ui:sections'] as unknown[])].reverse();
    moved.schema.properties = Object.fromEntries(Object.entries(moved.schema.properties!).reverse());
    expect(formTexts(moved)).toEqual(formTexts(form));
  });

  it.each(shippedForms.map((form) => [form.id, form] as const))('%s has a Spanish text for every key and none for a key it lacks', (_, form) => {
    expect(form.languages).toEqual(['en', 'es']);
    expect(Object.keys(form.translations!.es!).sort()).toEqual(Object.keys(formTexts(form)).sort());
    const english = formTexts(form);
    const same = Object.entries(form.translations!.es!).filter(([key, text]) => text === english[key]).map(([key]) => key);
    // Only sample values and state names that Spanish writes the same way are left as they are.
    for (const key of same) expect(key).toMatch(/^(ui\.\w+\.placeholder|properties\.state\.enumNames\.[A-Z]{2})$/);
  });
});
