import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedConsentText } from '../../../../app/domain/forms/consent-field';
import { fieldErrorsFrom } from '../../../../app/domain/forms/form-messages';
import { formTexts } from '../../../../app/domain/forms/form-texts';
import { formTranslationFindings } from '../../../../app/domain/forms/form-translations';
import type { FormDefinition } from '../../../../app/domain/forms/form-types';
import { localizeForm } from '../../../../app/domain/forms/localize-form';
import { spanishTextForm, textForm } from './i18n-forms';

describe('localizeForm', () => {
  it('replaces every text by its translation, keeping fields, values, rules and widgets', () => {
    const form = spanishTextForm();
    const spanish = localizeForm(form, 'es');
    expect(formTexts(spanish)).toEqual(form.translations!.es);
    expect(spanish.schema.properties!.loanType).toEqual({ type: 'string', title: '¿Qué le gustaría hacer?', enum: ['purchase', 'refinance'] });
    expect((spanish.schema.allOf![0] as { if: unknown }).if).toEqual((form.schema.allOf![0] as { if: unknown }).if);
    expect(spanish.uiSchema.loanType).toEqual({ 'ui:widget': 'select', 'ui:enumNames': ['Comprar una vivienda', 'Refinanciar'] });
    expect(spanish.uiSchema['ui:sections']).toEqual([
      { title: 'Contacto', fields: ['name', 'sms'] },
      { title: 'Su préstamo', fields: ['loanType', 'use', 'price', 'resume'] },
    ]);
    expect(spanish).not.toHaveProperty('translations');
    expect(spanish.languages).toEqual(['en', 'es']);
  });

  it('names the options of an enum without ui:enumNames, so its stored values stay English', () => {
    const spanish = localizeForm(spanishTextForm(), 'es');
    expect(spanish.schema.properties!.use!).toMatchObject({ enum: ['Primary Residence', 'Investment'] });
    expect(spanish.uiSchema.use).toEqual({ 'ui:widget': 'select', 'ui:enumNames': ['Residencia principal', 'Inversión'] });
  });

  it('shows its messages and consent box in the language, from the same validation errors', () => {
    const spanish = localizeForm(spanishTextForm(), 'es');
    const errors = [{ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'name' } }];
    expect(fieldErrorsFrom(spanish, errors)).toEqual({ name: 'El nombre es obligatorio' });
    expect(acceptedConsentText(spanish, { sms: false })).toBe('Sí, envíenme mensajes de texto. Responda STOP para dejar de recibirlos.');
  });

  it('falls back to English for a missing or empty translation, for a form without translations, and for English', () => {
    const form = spanishTextForm();
    delete form.translations!.es!['properties.use.enumNames.Investment'];
    form.translations!.es!['messages.form.submit'] = '';
    const spanish = localizeForm(form, 'es');
    expect(spanish.uiSchema.use!['ui:enumNames']).toEqual(['Residencia principal', 'Investment']);
    expect(spanish.messages.form.submit).toBe('Get My Rate');
    expect(localizeForm(textForm(), 'es')).toEqual(textForm());
    const { translations: _, ...english } = spanishTextForm();
    expect(localizeForm(spanishTextForm(), 'en')).toEqual(english);
  });

  it('leaves the form it is given unchanged', () => {
    const form = spanishTextForm();
    const before = JSON.stringify(form);
    localizeForm(form, 'es');
    expect(JSON.stringify(form)).toBe(before);
  });

  it('the shipped brokered-rate form in Spanish', () => {
    const form = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'definitions', 'forms', 'brokered-rate.json'), 'utf8')) as FormDefinition;
    const spanish = localizeForm(form, 'es');
    expect(spanish.uiSchema.state!['ui:enumNames']).toContain('Carolina del Norte');
    expect(spanish.uiSchema.creditScore!['ui:enumNames']).toEqual(['Excelente (740+)', 'Bueno (680–739)', 'Regular (620–679)', 'Menos de 620', 'No lo sé']);
    expect(spanish.schema).toMatchObject({ required: form.schema.required });
    expect(spanish.messages.form.submit).toBe('Obtener mi tasa');
  });
});

describe('formTranslationFindings', () => {
  it('finds nothing in a complete translation; an error per missing text, a warning per stale one', () => {
    expect(formTranslationFindings(spanishTextForm())).toEqual([]);
    const form = spanishTextForm();
    delete form.translations!.es!['ui.price.help'];
    form.translations!.es!['ui.fax.title'] = 'Fax';
    expect(formTranslationFindings(form).map((f) => [f.rule, f.severity, f.path, f.message])).toEqual([
      ['translation-missing', 'error', '/uiSchema/price/ui:help', 'No Spanish (es) text for ui.price.help ("Whole dollars.").'],
      ['translation-stale', 'warning', '/translations/es/ui.fax.title', 'translations.es has "ui.fax.title", which names no text of this definition.'],
    ]);
  });
});
