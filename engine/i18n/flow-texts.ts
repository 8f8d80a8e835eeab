import type { Flow, Question } from '../types/flow';
import type { TextTable } from '../types/i18n';
import { optionValue } from '../option-values';
import { pointer, questionPointer } from '../lint/json-pointer';
import { textCollector, textTableOf, type TextEntry } from './text-entry';

/** A question's key prefix: its component number, which staff never change when they reorder questions. */
export const questionKey = (question: Pick<Question, 'component'>): string => `q${question.component}`;

/** An option's key: keyed by its value (the stored answer), never by its position or label. */
export const optionKey = (question: Pick<Question, 'component'>, value: unknown): string => `${questionKey(question)}.option.${String(value)}.label`;

export const QUESTION_MESSAGE_RULES = ['required', 'format', 'min', 'max'] as const;
export const CONTACT_MESSAGE_KEYS = ['fullNameRequired', 'fullNameTooLong', 'email', 'phone'] as const;

/**
 * Every text a visitor can see in a flow, with its key, English text and JSON Pointer, in file order:
 *   flow.title
 *   contact.title, contact.subTitle, contact.consent, contact.messages.<fullNameRequired|fullNameTooLong|email|phone>
 *   q<component>.title, .subTitle, .placeholder, .messages.<required|format|min|max>, .atMost.message,
 *   .offer.text, .offer.label, .option.<value>.label
 * Empty texts have no entry (there is nothing to translate). Links (offer.href) and the staff-only
 * description are not texts.
 */
export function flowTextEntries(flow: Flow): TextEntry[] {
  const { add, entries } = textCollector();
  add('flow.title', flow.title, pointer('title'));
  const contact = flow.contact;
  if (contact) {
    add('contact.title', contact.title, pointer('contact', 'title'));
    add('contact.subTitle', contact.subTitle, pointer('contact', 'subTitle'));
    add('contact.consent', contact.consent, pointer('contact', 'consent'));
    for (const name of CONTACT_MESSAGE_KEYS) add(`contact.messages.${name}`, contact.messages?.[name], pointer('contact', 'messages', name));
  }
  (flow.questions ?? []).forEach((question, file) => {
    const q = questionKey(question);
    const data = question.questionData;
    add(`${q}.title`, question.title, questionPointer(file, 'title'));
    add(`${q}.subTitle`, question.subTitle, questionPointer(file, 'subTitle'));
    add(`${q}.placeholder`, data?.placeholder, questionPointer(file, 'questionData', 'placeholder'));
    for (const rule of QUESTION_MESSAGE_RULES) add(`${q}.messages.${rule}`, data?.messages?.[rule], questionPointer(file, 'questionData', 'messages', rule));
    add(`${q}.atMost.message`, data?.atMost?.message, questionPointer(file, 'questionData', 'atMost', 'message'));
    add(`${q}.offer.text`, question.offer?.text, questionPointer(file, 'offer', 'text'));
    add(`${q}.offer.label`, question.offer?.label, questionPointer(file, 'offer', 'label'));
    (data?.options ?? []).forEach((option, at) => {
      const label = typeof option === 'string' ? option : option.label;
      add(optionKey(question, optionValue(option)), label, questionPointer(file, 'questionData', 'options', at, ...(typeof option === 'string' ? [] : ['label'])));
    });
  });
  return entries;
}

/** A flow's translatable texts: text key -> English text. */
export function flowTexts(flow: Flow): TextTable {
  return textTableOf(flowTextEntries(flow));
}
