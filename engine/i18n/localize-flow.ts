import type { ContactMessages, Flow, OptionObject, Question, QuestionData, QuestionOption, RuleMessages } from '../types/flow';
import type { DefinitionLanguage, TranslatedLanguage } from '../types/i18n';
import { answerKey } from '../answer-keys';
import { optionValue } from '../option-values';
import { textFormat } from '../validation/text-format';
import { engineAtMostMessage, engineContactMessages, engineRuleMessages } from './engine-messages';
import { CONTACT_MESSAGE_KEYS, optionKey, QUESTION_MESSAGE_RULES, questionKey } from './flow-texts';
import { translatedLanguages } from './languages';
import { translated } from './text-entry';

type Translate = (key: string, english: string) => string;

/**
 * The flow as a visitor sees it in `language`: every text of flowTexts replaced by its translation, an
 * unknown or empty one staying English, and the engine's own messages (those the flow does not override)
 * written into the flow in that language, so that every message the engine shows is in it too. Nothing
 * else changes: answer keys, option values, jumps, rules and links are the same in every language. A
 * question whose answer key or text format came from its English title (no alias, no format) gets them
 * written out, so a translated title changes neither. A flow that does not list the language stays
 * English. The result has no `translations` (it is in one language); `languages` stays.
 */
export function localizeFlow(flow: Flow, language: DefinitionLanguage): Flow {
  const { translations, ...rest } = flow;
  const served = (translatedLanguages(flow) as DefinitionLanguage[]).includes(language) ? (language as TranslatedLanguage) : null;
  const table = served ? translations?.[served] : undefined;
  const t: Translate = (key, english) => translated(table, key, english);
  const contact = flow.contact && {
    ...flow.contact,
    ...(typeof flow.contact.consent === 'string' ? { consent: t('contact.consent', flow.contact.consent) } : {}),
    ...optionalTexts(flow.contact, ['title', 'subTitle'], 'contact', t),
    ...(flow.contact.messages || served
      ? { messages: { ...(served ? engineContactMessages(served) : {}), ...localizeRecord<ContactMessages>(flow.contact.messages ?? {}, CONTACT_MESSAGE_KEYS, 'contact.messages', t) } }
      : {}),
  };
  return {
    ...rest,
    title: t('flow.title', flow.title),
    ...(contact ? { contact } : {}),
    questions: (flow.questions ?? []).map((question) => localizeQuestion(question, t, served)),
  };
}

function localizeQuestion(question: Question, t: Translate, served: TranslatedLanguage | null): Question {
  const q = questionKey(question);
  const data = question.questionData;
  const title = t(`${q}.title`, question.title);
  const localized: Question = { ...question, title, ...optionalTexts(question, ['subTitle'], q, t) };
  if (question.offer) localized.offer = { ...question.offer, text: t(`${q}.offer.text`, question.offer.text), label: t(`${q}.offer.label`, question.offer.label) };
  if (!data) return localized;
  const localData: QuestionData = { ...data, ...optionalTexts(data, ['placeholder'], q, t) };
  if (data.messages || served) {
    localData.messages = { ...(served ? engineRuleMessages(question, served) : {}), ...localizeRecord<RuleMessages>(data.messages ?? {}, QUESTION_MESSAGE_RULES, `${q}.messages`, t) };
  }
  if (data.atMost) {
    const message = data.atMost.message === undefined ? (served ? engineAtMostMessage(served) : undefined) : t(`${q}.atMost.message`, data.atMost.message);
    if (message !== undefined) localData.atMost = { ...data.atMost, message };
  }
  if (data.options) localData.options = data.options.map((option) => localizeOption(question, option, t));
  if (title !== question.title) {
    const key = answerKey(question);
    if (!data.alias && key !== '') localData.alias = key;
    const format = data.type === 'text' ? textFormat(question) : null;
    if (format && !data.format) localData.format = format;
  }
  localized.questionData = localData;
  return localized;
}

/** A string option whose label changes becomes an object, so its value (the English string) stays the answer. */
function localizeOption(question: Question, option: QuestionOption, t: Translate): QuestionOption {
  const value = optionValue(option);
  if (typeof option === 'string') {
    const label = t(optionKey(question, value), option);
    return label === option ? option : { label, value: option };
  }
  const localized: OptionObject = { ...option };
  if (typeof option.label === 'string') localized.label = t(optionKey(question, value), option.label);
  return localized;
}

function optionalTexts<T extends object, K extends keyof T & string>(source: T, names: readonly K[], prefix: string, t: Translate): Partial<T> {
  const texts: Partial<T> = {};
  for (const name of names) {
    const english = source[name];
    if (typeof english === 'string') texts[name] = t(`${prefix}.${name}`, english) as T[K];
  }
  return texts;
}

function localizeRecord<T extends object>(messages: T, names: readonly string[], prefix: string, t: Translate): T {
  const localized = { ...messages } as Record<string, unknown>;
  for (const name of names) {
    const english = localized[name];
    if (typeof english === 'string') localized[name] = t(`${prefix}.${name}`, english);
  }
  return localized as T;
}
