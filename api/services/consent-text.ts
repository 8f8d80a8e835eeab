import { consentFieldOf } from '../../app/domain/forms/consent-field';
import type { FormDefinition } from '../../app/domain/forms/form-types';
import { localizeForm } from '../../app/domain/forms/localize-form';
import { definitionLanguages, isPlainObject, localizeFlow, own, SOURCE_LANGUAGE, type DefinitionLanguage, type Flow } from '../../engine';
import { localeOfPath } from '../../i18n/locales';
import { consentTextHash } from './lead-consent';

/**
 * The consent text a stored definition version showed in `language`: a flow's contact-step statement, or
 * a form's consent box (English where the version has no text in that language). Null when it has none.
 */
export function consentTextIn(content: unknown, language: DefinitionLanguage = SOURCE_LANGUAGE): string | null {
  if (!isPlainObject(content)) return null;
  const contact = own(content, 'contact');
  if (isPlainObject(contact)) {
    const text = own(contact, 'consent');
    if (typeof text !== 'string' || text === '') return null;
    return language === SOURCE_LANGUAGE ? text : localizeFlow(content as unknown as Flow, language).contact.consent;
  }
  const uiSchema = own(content, 'uiSchema');
  if (!isPlainObject(uiSchema)) return null;
  const form = { ...content, uiSchema } as unknown as FormDefinition;
  return consentFieldOf(language === SOURCE_LANGUAGE ? form : localizeForm(form, language))?.text ?? null;
}

/** The consent text a stored definition version showed: in the language whose text has `textHash`, else English. */
export function consentTextOfDefinition(content: unknown, textHash?: string | null): string | null {
  if (textHash && isPlainObject(content)) {
    for (const language of definitionLanguages(content)) {
      const text = consentTextIn(content, language);
      if (text !== null && consentTextHash(text) === textHash) return text;
    }
  }
  return consentTextIn(content);
}

/** The language a consent record (`{ at, pageUrl }`) was given in: that of its page (`/es/...` is Spanish). */
export function languageOfConsent(record: unknown): DefinitionLanguage {
  const pageUrl = isPlainObject(record) ? own(record, 'pageUrl') : undefined;
  if (typeof pageUrl !== 'string') return SOURCE_LANGUAGE;
  try {
    return localeOfPath(new URL(pageUrl).pathname);
  } catch {
    return SOURCE_LANGUAGE;
  }
}
