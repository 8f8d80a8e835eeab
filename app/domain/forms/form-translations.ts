import { translationFinding, translationIssues, type Finding } from '../../../engine';
import { formTextEntries } from './form-texts';
import type { FormDefinition } from './form-types';

/**
 * The linter's translation findings for a form, worded as the flows' are: an error for each text an
 * enabled language lacks (or whose {placeholders} differ), a warning for a translation that names no text.
 */
export function formTranslationFindings(form: FormDefinition): Finding[] {
  return translationIssues(form, formTextEntries(form)).map(translationFinding);
}
