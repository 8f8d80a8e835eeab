import { flowTextEntries, type Flow, type TextEntry } from '../../../../engine';
import type { DefinitionKind } from '../../../domain/studio/studio-contract';
import { formTextEntries } from '../../../domain/forms/form-texts';
import type { FormDefinition } from '../../../domain/forms/form-types';

/**
 * Every translatable text of a draft, or null while its JSON (edited raw) is not shaped enough to list them.
 */
export function definitionTextEntries(kind: DefinitionKind, definition: unknown): TextEntry[] | null {
  try {
    return kind === 'flow' ? flowTextEntries(definition as Flow) : formTextEntries(definition as FormDefinition);
  } catch {
    return null;
  }
}
