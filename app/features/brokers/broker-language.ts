import { intlTags, type Locale } from '../../../i18n/locales';

export { brokerLanguages, speaksLanguage, type LanguageBroker } from '../../domain/brokers/broker-languages';

/** A language's name in the page's language: 'es' -> "Spanish" in English, "español" in Spanish. */
export function languageName(locale: Locale, code: string): string {
  return new Intl.DisplayNames(intlTags[locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
}

/** The broker's languages as a list in the page's language: "English and Spanish", "inglés y español". */
export function languageList(locale: Locale, codes: readonly string[]): string {
  return new Intl.ListFormat(intlTags[locale], { type: 'conjunction', style: 'long' }).format(codes.map((code) => languageName(locale, code)));
}
