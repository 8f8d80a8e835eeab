import { ANSWER_MESSAGES, CONTACT_MESSAGES, LEAD_MESSAGES, LEAD_REFUSAL_MESSAGES, MORTGAGE_BALANCE_MESSAGE } from '../../engine';
import { defaultLocale, type Locale } from '../../i18n/locales';
import { useLocale } from '../i18n/locale-context';
import { questionText, type QuestionTextKey } from './messages';

/**
 * The engine speaks English only: it runs on the server too (the API validates every lead with it) and
 * imports no catalog. Its messages reach the screen as text (a refused answer, a contact field, the
 * server's refusal of a lead, which the same engine wrote), so they are recognised here by their English
 * template and put into the page's language under the template's stable key. A text that is no engine
 * template (a definition's own message, already in the flow's language) is shown as it is.
 */
const ENGINE_TEMPLATES: ReadonlyArray<readonly [QuestionTextKey, string]> = [
  ...Object.entries(ANSWER_MESSAGES).map(([code, text]) => [`answer.${code}`, text] as const),
  // validateAnswer's answer for a type it has no rule for.
  ['answer.unknownType', 'Unknown question type.'],
  ['mortgageBalance', MORTGAGE_BALANCE_MESSAGE],
  ...Object.entries(CONTACT_MESSAGES).map(([code, text]) => [`contact.${code}`, text] as const),
  ...Object.entries(LEAD_MESSAGES).map(([code, text]) => [`lead.${code}`, text] as const),
  ...Object.entries(LEAD_REFUSAL_MESSAGES).map(([code, text]) => [`refusal.${code}`, text] as const),
] as ReadonlyArray<readonly [QuestionTextKey, string]>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a pattern whose named groups take its {placeholders}' values. */
const PATTERNS = ENGINE_TEMPLATES.map(([key, template]) => {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** The engine template a message was written from, with its placeholders' values; null for any other text. */
export function engineMessageKey(message: string): { key: QuestionTextKey; values: Record<string, string> } | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}

/** A message from the engine (or the server's engine) in `locale`; any other text unchanged. */
export function localizeEngineMessage<T extends string | null | undefined>(message: T, locale: Locale): T | string {
  if (!message || locale === defaultLocale) return message;
  const known = engineMessageKey(message);
  return known ? questionText.text(locale, known.key, known.values) : message;
}

/** `localizeEngineMessage` in the page's language. */
export function useEngineMessage(): <T extends string | null | undefined>(message: T) => T | string {
  const locale = useLocale();
  return (message) => localizeEngineMessage(message, locale);
}
