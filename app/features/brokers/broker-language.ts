import { intlTags, type Locale } from '../../../i18n/locales';

/** What the language filter and the "Speaks …" line read of a broker: ISO 639-1 codes ('en', 'es'). */
export interface LanguageBroker {
  languages?: readonly string[] | null;
}

/** The language code of Spanish, what the directory's "Speaks Spanish" checkbox asks for. */
export const SPANISH = 'es';

/** The languages a broker works in, lowercase and once each; a broker whose content names none works in English. */
export function brokerLanguages(broker: LanguageBroker): string[] {
  const named = (broker.languages ?? []).map((code) => code.trim().toLowerCase()).filter(Boolean);
  return named.length > 0 ? [...new Set(named)] : ['en'];
}

/** Whether the broker works in `language` (an ISO 639-1 code, any case). */
export function speaksLanguage(broker: LanguageBroker, language: string): boolean {
  return brokerLanguages(broker).includes(language.trim().toLowerCase());
}

/** A language's name in the page's language: 'es' -> "Spanish" in English, "español" in Spanish. */
export function languageName(locale: Locale, code: string): string {
  return new Intl.DisplayNames(intlTags[locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
}

/** The broker's languages as a list in the page's language: "English and Spanish", "inglés y español". */
export function languageList(locale: Locale, codes: readonly string[]): string {
  return new Intl.ListFormat(intlTags[locale], { type: 'conjunction', style: 'long' }).format(codes.map((code) => languageName(locale, code)));
}
