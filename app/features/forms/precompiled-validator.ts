import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';

type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];

const loaded = new Map<string, Promise<ValidatorFunctions>>();

/**
 * The form's validator, precompiled by the server from the definition's schema (ajv standalone: no
 * `new Function`, which the CSP forbids) and loaded as a module whose URL carries the definition's hash.
 */
export async function loadPrecompiledValidator(url: string, schema: RJSFSchema): Promise<ValidatorType> {
  let functions = loaded.get(url);
  if (!functions) {
    functions = import(/* @vite-ignore */ url).then((module: { default: ValidatorFunctions }) => module.default);
    loaded.set(url, functions);
    functions.catch(() => loaded.delete(url));
  }
  return createPrecompiledValidator(await functions, schema);
}
