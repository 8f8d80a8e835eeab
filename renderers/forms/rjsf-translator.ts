import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import type { MessageValues } from '../../i18n/catalog';
import type { Locale } from '../../i18n/locales';
import { formWidgetText } from './messages';

export type StringTranslator = (text: TranslatableString, params?: string[]) => string;

/** rjsf's English string -> its catalog key, `rjsf.<name in TranslatableString>`. */
const keyOf = new Map<string, string>(Object.entries(TranslatableString).map(([name, text]) => [text, `rjsf.${name}`]));
const catalogKeys = new Set<string>(formWidgetText.keys);

const translators = new Map<Locale, StringTranslator>();

/**
 * The `translateString` a form gives rjsf: its built-in strings (yes/no labels, array buttons, the error
 * list's heading...) in the page's language. rjsf's `%1`, `%2` parameters are the catalog's {1}, {2}; a
 * string a newer rjsf adds before the catalog has it stays rjsf's English.
 */
export function rjsfTranslator(locale: Locale): StringTranslator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = (text, params) => {
      const key = keyOf.get(text);
      if (key === undefined || !catalogKeys.has(key)) return englishStringTranslator(text, params);
      const values: MessageValues = {};
      params?.forEach((param, index) => (values[String(index + 1)] = param));
      return formWidgetText.text(locale, key as (typeof formWidgetText.keys)[number], values);
    };
    translators.set(locale, translator);
  }
  return translator;
}
