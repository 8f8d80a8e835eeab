import type { Flow } from '../../../engine/types/flow';
import { makeFlow, q } from '../support/flows';

/** A flow with every kind of text: contact texts and messages, options (object, string, number, boolean), placeholders, rule messages, a cap and an offer. */
export function richFlow(): Flow {
  return makeFlow(
    [
      {
        title: 'What type of property is it?',
        subTitle: 'Pick the closest match.',
        component: 1,
        questionData: {
          type: 'options',
          alias: 'propertyType',
          messages: { required: 'Pick one.' },
          options: [
            { label: 'Single-family home', value: 'singleFamily', icon: 'house' },
            { label: 'Condo', value: 'condo', icon: 'building', nextComponent: 3 },
          ],
        },
      },
      {
        ...q(2, 'vaBranch', { type: 'dropdown', placeholder: 'Choose a branch', options: ['Army', 'Air Force'] }),
        title: 'Which branch did you serve in?',
        offer: { text: 'You may qualify for a VA loan.', label: 'See VetLife options', href: '/quote-landing-vetlife?type=purchase' },
      },
      {
        ...q(3, 'downPayment', { type: 'currency', placeholder: '$40,000', min: 1000, messages: { min: 'At least {min}.' }, atMost: { answer: 'price', message: 'No more than {max}.' } }),
        title: 'How much do you plan to put down?',
      },
      { ...q(4, 'units', { type: 'options', options: [{ label: 'Two', value: 2 }, { label: 'More', value: true }] }), title: 'How many units?' },
      { title: 'What is your email?', component: 5, questionData: { type: 'text' } },
    ],
    {
      title: 'Buy a home',
      description: 'Staff notes: the questionnaire for buyers.',
      contact: {
        consent: 'By selecting Continue, you agree. See our [Privacy Policy](/privacy-policy).',
        title: 'Almost done!',
        subTitle: 'Where can we reach you?',
        messages: { fullNameRequired: 'Tell us your name.', phone: 'A US phone, please.' },
      },
    },
  );
}

/** The same flow with its first two questions swapped in the file (their components unchanged). */
export function moveQuestionForTest(flow: Flow): Flow {
  const questions = [...flow.questions];
  [questions[0], questions[1]] = [questions[1]!, questions[0]!];
  return { ...structuredClone(flow), questions: structuredClone(questions) };
}

/** richFlow with Spanish for every text. */
export function spanishRichFlow(): Flow {
  return {
    ...richFlow(),
    languages: ['en', 'es'],
    translations: {
      es: {
        'flow.title': 'Comprar una vivienda',
        'contact.title': '¡Ya casi termina!',
        'contact.subTitle': '¿Cómo podemos comunicarnos con usted?',
        'contact.consent': 'Al seleccionar “Continuar”, usted acepta. Consulte nuestra [Política de privacidad](/privacy-policy).',
        'contact.messages.fullNameRequired': 'Díganos su nombre.',
        'contact.messages.phone': 'Un teléfono de EE. UU., por favor.',
        'q1.title': '¿Qué tipo de propiedad es?',
        'q1.subTitle': 'Elija la opción que más se acerque.',
        'q1.messages.required': 'Elija una.',
        'q1.option.singleFamily.label': 'Casa unifamiliar',
        'q1.option.condo.label': 'Condominio',
        'q2.title': '¿En qué rama sirvió?',
        'q2.placeholder': 'Elija una rama',
        'q2.offer.text': 'Podría calificar para un préstamo VA.',
        'q2.offer.label': 'Ver opciones de VetLife',
        'q2.option.Army.label': 'Ejército',
        'q2.option.Air Force.label': 'Fuerza Aérea',
        'q3.title': '¿Cuánto planea dar de pago inicial?',
        'q3.placeholder': '$40,000',
        'q3.messages.min': 'Al menos {min}.',
        'q3.atMost.message': 'No más de {max}.',
        'q4.title': '¿Cuántas unidades?',
        'q4.option.2.label': 'Dos',
        'q4.option.true.label': 'Más',
        'q5.title': '¿Cuál es su correo electrónico?',
      },
    },
  };
}
