import { consentFieldOf } from '../../app/domain/forms/consent-field';
import type { FormDefinition } from '../../app/domain/forms/form-types';
import { isPlainObject, own } from '../../engine';

/**
 * The consent text a stored definition version showed: a flow's contact-step statement, or a form's
 * consent box. Null when the version has none.
 */
export function consentTextOfDefinition(content: unknown): string | null {
  if (!isPlainObject(content)) return null;
  const contact = own(content, 'contact');
  if (isPlainObject(contact)) {
    const text = own(contact, 'consent');
    return typeof text === 'string' && text !== '' ? text : null;
  }
  const uiSchema = own(content, 'uiSchema');
  return isPlainObject(uiSchema) ? (consentFieldOf({ uiSchema } as Pick<FormDefinition, 'uiSchema'>)?.text ?? null) : null;
}
