import type { PublicForm } from './form-types';

/**
 * Where a form page's loader gets its definition. On the server the pages' data source carries
 * `formDefinition` (the form registry, called in-process: api/composition/compose-api.ts adds it); in the
 * browser it is GET /api/forms/:id.
 */
export interface FormSource {
  formDefinition(id: string): Promise<PublicForm | null>;
}
