import type { Locale } from '../../../i18n/locales';
import type { PublicForm } from './form-types';

/**
 * Where a form page's loader gets its definition. On the server the pages' data source carries
 * `formDefinition` (the form registry, called in-process: api/composition/compose-api.ts adds it); in the
 * browser it is GET /api/forms/:id (`?lang=` for another language).
 */
export interface FormSource {
  /** The form with its texts in `lang` (English by default, and where the form has no text in it). */
  formDefinition(id: string, lang?: Locale): Promise<PublicForm | null>;
  /**
   * On the server, a field's `pattern` compiled for the linear-time engine the server runs every form
   * pattern on (api/forms/linear-pattern.ts); it throws for a pattern that engine cannot run. In the
   * browser there is none: JavaScript's RegExp runs the patterns the publish gate let through.
   */
  formPattern?(source: string): PatternTest;
}

export interface PatternTest {
  test(text: string): boolean;
}
