import type { ANSWER_MESSAGES, CONTACT_MESSAGES } from '../messages';
import type { ContactMessages, Question, QuestionType, RuleMessages } from '../types/flow';
import type { TranslatedLanguage } from '../types/i18n';
import { textFormat } from '../validation/text-format';

type AnswerMessage = keyof typeof ANSWER_MESSAGES;

/** The engine's own messages (engine/messages.ts) in each translated language, with the same {placeholders}. */
export const ENGINE_MESSAGES: Readonly<Record<TranslatedLanguage, { answer: Record<AnswerMessage, string>; contact: Record<keyof typeof CONTACT_MESSAGES, string> }>> = {
  es: {
    answer: {
      required: 'Responda esta pregunta.',
      chooseOption: 'Elija una de las opciones.',
      chooseAtLeastOne: 'Elija al menos una opción.',
      chooseAtLeast: 'Elija al menos {min} opciones.',
      chooseAtMost: 'Elija como máximo {max} opciones.',
      sliderRange: 'Elija un rango.',
      zip: 'El código postal debe tener 5 dígitos',
      email: 'Ingrese una dirección de correo electrónico válida',
      phone: 'Ingrese un número de teléfono válido (123-456-7890)',
      textRequired: 'Escriba una respuesta.',
      textMin: 'Escriba al menos {min} caracteres.',
      textMax: 'Escriba como máximo {max} caracteres.',
      currency: 'Ingrese una cantidad en dólares de hasta 10 dígitos.',
      currencyMin: 'La cantidad debe ser de al menos {min}',
      currencyMax: 'La cantidad no puede ser mayor que {max}',
      atMost: 'La cantidad no puede ser mayor que {max}',
      flowComplete: 'Este cuestionario ya está completo.',
    },
    contact: {
      fullNameRequired: 'El nombre completo es obligatorio.',
      fullNameTooLong: 'El nombre completo debe tener 50 caracteres o menos.',
      email: 'Ingrese una dirección de correo electrónico válida.',
      phone: 'Ingrese un número de teléfono válido de EE. UU.',
    },
  },
};

/** Which engine message each rule of a question type shows when the definition overrides none (engine/validation/). */
const RULE_MESSAGES: Readonly<Record<QuestionType, Partial<Record<keyof RuleMessages, AnswerMessage>>>> = {
  options: { required: 'chooseOption', format: 'chooseOption' },
  dropdown: { required: 'chooseOption', format: 'chooseOption' },
  multiselect: { required: 'chooseAtLeastOne', format: 'chooseOption', min: 'chooseAtLeast', max: 'chooseAtMost' },
  slider: { format: 'sliderRange' },
  text: { required: 'textRequired', min: 'textMin', max: 'textMax' },
  zipcode: { required: 'zip', format: 'zip' },
  currency: { required: 'currency', format: 'currency', min: 'currencyMin', max: 'currencyMax' },
};

/** The engine's messages for a question's rules in `language` (a text question's format decides its required and format texts). */
export function engineRuleMessages(question: Question, language: TranslatedLanguage): RuleMessages {
  const texts = ENGINE_MESSAGES[language].answer;
  const keys = { ...RULE_MESSAGES[question.questionData.type] };
  const format = question.questionData.type === 'text' ? textFormat(question) : null;
  if (format) keys.required = keys.format = format;
  return Object.fromEntries(Object.entries(keys).map(([rule, key]) => [rule, texts[key]]));
}

export const engineContactMessages = (language: TranslatedLanguage): Required<ContactMessages> => ({ ...ENGINE_MESSAGES[language].contact });

export const engineAtMostMessage = (language: TranslatedLanguage): string => ENGINE_MESSAGES[language].answer.atMost;
