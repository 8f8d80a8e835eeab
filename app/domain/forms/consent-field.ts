import type { FormDefinition, FormValues } from './form-types';

/** A form's consent box: the field whose checkbox is consent to be contacted, and the text it shows. */
export interface ConsentField {
  field: string;
  text: string;
  /** Ticking the box sets the field to false (smsOptOut). */
  inverse: boolean;
}

/** The field marked `ui:options.consent` in the uiSchema, with its `ui:title` as the consent text; null when none. */
export function consentFieldOf(form: Pick<FormDefinition, 'uiSchema'>): ConsentField | null {
  for (const [field, ui] of Object.entries(form.uiSchema ?? {})) {
    if (field.startsWith('ui:') || typeof ui !== 'object' || ui === null) continue;
    const options = (ui as Record<string, unknown>)['ui:options'] as Record<string, unknown> | undefined;
    const text = (ui as Record<string, unknown>)['ui:title'];
    if (options?.consent === true && typeof text === 'string' && text !== '') return { field, text, inverse: options.inverse === true };
  }
  return null;
}

/** The consent text the visitor accepted with this data (the box ticked), or null. */
export function acceptedConsentText(form: Pick<FormDefinition, 'uiSchema'>, data: FormValues): string | null {
  const consent = consentFieldOf(form);
  if (!consent) return null;
  const ticked = consent.inverse ? data[consent.field] === false : data[consent.field] === true;
  return ticked ? consent.text : null;
}
