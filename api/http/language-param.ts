import { DEFINITION_LANGUAGES, isDefinitionLanguage, type DefinitionLanguage } from '../../engine';
import { badRequest } from './api-error';

const MUST = `must be one of ${DEFINITION_LANGUAGES.join(', ')}`;

/** The `lang` query parameter of a definition route: absent, or a language definitions are written in (else a 400 naming `lang`). */
export function languageParam(value: unknown): DefinitionLanguage | undefined {
  if (value === undefined) return undefined;
  if (!isDefinitionLanguage(value)) throw badRequest(`lang ${MUST}.`, { lang: MUST });
  return value;
}

/** The ETag of a definition version served in a language (the unlocalized definition keeps the plain one). */
export function languageEtag(base: string, language: DefinitionLanguage | undefined): string {
  return language ? `${base}.${language}` : base;
}
