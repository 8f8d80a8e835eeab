import type { FormDefinition } from '../../../../app/domain/forms/form-types';

/** A form with every kind of text: sections, titles, a description, named and unnamed enums, ui texts, a switched field, messages and a hidden field. */
export function textForm(): FormDefinition {
  return {
    id: 'rate',
    version: '1.0.0',
    title: 'Get a Rate',
    description: 'Staff notes.',
    schema: {
      type: 'object',
      required: ['name', 'loanType'],
      properties: {
        name: { type: 'string', title: 'Full Name', maxLength: 60 },
        sms: { type: 'boolean', default: true },
        loanType: { type: 'string', title: 'What are you looking to do?', enum: ['purchase', 'refinance'] },
        use: { type: 'string', title: 'Use', enum: ['Primary Residence', 'Investment'] },
        resume: { type: 'object', title: 'Resume', description: 'PDF, under 4 MB.', properties: { name: { type: 'string' } } },
        source: { type: 'string', title: 'Source' },
      },
      allOf: [{ if: { properties: { loanType: { const: 'purchase' } }, required: ['loanType'] }, then: { properties: { price: { type: 'number', title: 'Purchase Price', maximum: { $data: '1/propertyValue' } } } } }],
    },
    uiSchema: {
      'ui:sections': [
        { title: 'Contact', fields: ['name', 'sms'] },
        { title: 'Your Loan', fields: ['loanType', 'use', 'price', 'resume'] },
      ],
      name: { 'ui:widget': 'text', 'ui:placeholder': 'Your name' },
      sms: { 'ui:widget': 'checkbox', 'ui:title': 'Yes, text me. Reply STOP to opt out.', 'ui:options': { consent: true, inverse: true } },
      loanType: { 'ui:widget': 'select', 'ui:enumNames': ['Purchase a home', 'Refinance'] },
      use: { 'ui:widget': 'select' },
      price: { 'ui:widget': 'currency', 'ui:help': 'Whole dollars.' },
      resume: { 'ui:widget': 'file' },
      source: { 'ui:widget': 'hidden' },
    },
    messages: {
      fields: { name: { required: 'Name is required' }, price: { 'maximum:propertyValue': 'At most {max}' } },
      defaults: { required: 'This field is required' },
      form: { submit: 'Get My Rate', submitting: 'Submitting...', success: 'Thank you!', failure: 'Something went wrong.', invalid: 'Please correct the highlighted fields.' },
    },
  } as unknown as FormDefinition;
}

/** textForm with Spanish for every text. */
export function spanishTextForm(): FormDefinition {
  return {
    ...textForm(),
    languages: ['en', 'es'],
    translations: {
      es: {
        title: 'Obtenga una tasa',
        'ui.sections.name.title': 'Contacto',
        'ui.sections.loanType.title': 'Su préstamo',
        'properties.name.title': 'Nombre completo',
        'properties.loanType.title': '¿Qué le gustaría hacer?',
        'properties.loanType.enumNames.purchase': 'Comprar una vivienda',
        'properties.loanType.enumNames.refinance': 'Refinanciar',
        'properties.use.title': 'Uso',
        'properties.use.enumNames.Primary Residence': 'Residencia principal',
        'properties.use.enumNames.Investment': 'Inversión',
        'properties.resume.title': 'Currículum',
        'properties.resume.description': 'PDF de menos de 4 MB.',
        'properties.price.title': 'Precio de compra',
        'ui.name.placeholder': 'Su nombre',
        'ui.sms.title': 'Sí, envíenme mensajes de texto. Responda STOP para dejar de recibirlos.',
        'ui.price.help': 'En dólares enteros.',
        'messages.fields.name.required': 'El nombre es obligatorio',
        'messages.fields.price.maximum:propertyValue': 'Como máximo {max}',
        'messages.defaults.required': 'Este campo es obligatorio',
        'messages.form.submit': 'Obtener mi tasa',
        'messages.form.submitting': 'Enviando...',
        'messages.form.success': '¡Gracias!',
        'messages.form.failure': 'Algo salió mal.',
        'messages.form.invalid': 'Corrija los campos resaltados.',
      },
    },
  };
}
