import type { Broker } from '../content/content-types';

/** The languages a broker works in (ISO 639-1): English alone when the content names none. */
export function brokerLanguages(broker: Pick<Broker, 'languages'>): string[] {
  return broker.languages && broker.languages.length > 0 ? broker.languages : ['en'];
}

/** Whether the broker works in `language` (an ISO 639-1 code, any case). */
export function speaksLanguage(broker: Pick<Broker, 'languages'>, language: string): boolean {
  const wanted = language.trim().toLowerCase();
  return brokerLanguages(broker).some((spoken) => spoken.toLowerCase() === wanted);
}
