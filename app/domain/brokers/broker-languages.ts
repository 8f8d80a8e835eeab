/** What is read of a broker for its languages: ISO 639-1 codes ('en', 'es') as the content names them. */
export interface LanguageBroker {
  languages?: readonly string[] | null;
}

/** The languages a broker works in, lowercase and once each: English alone when the content names none. */
export function brokerLanguages(broker: LanguageBroker): string[] {
  const named = (broker.languages ?? []).map((code) => code.trim().toLowerCase()).filter(Boolean);
  return named.length > 0 ? [...new Set(named)] : ['en'];
}

/** Whether the broker works in `language` (an ISO 639-1 code, any case). */
export function speaksLanguage(broker: LanguageBroker, language: string): boolean {
  return brokerLanguages(broker).includes(language.trim().toLowerCase());
}
