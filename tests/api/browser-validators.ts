import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormDefinition } from '../../app/domain/forms/form-types';
import { formsFolder } from '../../api/definitions/definition-kinds';
import { generateValidatorModule } from '../../api/forms/validator-module';

export type BrowserValidator = ReturnType<typeof createPrecompiledValidator>;

/** A shipped form definition, as the server reads it. */
export function shippedForm(id: string): FormDefinition {
  return JSON.parse(readFileSync(join(formsFolder, `${id}.json`), 'utf8')) as FormDefinition;
}

/** The validator the browser runs for a form: its generated module, written to `folder` and imported. */
export async function browserValidator(folder: string, definition: FormDefinition): Promise<BrowserValidator> {
  const file = join(folder, `${definition.id}.mjs`);
  writeFileSync(file, generateValidatorModule(definition.schema));
  const module = (await import(pathToFileURL(file).href)) as { default: Parameters<typeof createPrecompiledValidator>[0] };
  return createPrecompiledValidator(module.default, definition.schema);
}
