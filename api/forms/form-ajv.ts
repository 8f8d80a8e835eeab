import { Ajv, type Options } from 'ajv';
import { FIELD_FORMATS } from '../../engine/rules/field-formats';
import { linearRegExpEngine } from './linear-pattern';

/**
 * The one ajv set-up for form schemas: the server validates submissions with it, and the browser's
 * validator is generated from it (ajv standalone), so both apply the same rules the same way.
 * `allErrors` reports every field at once; `$data` lets a cap name another field
 * (`{ "maximum": { "$data": "1/propertyPrice" } }`); unknown keywords are refused (a typo in a definition
 * is an error, not a rule silently skipped).
 *
 * Formats are exactly the engine's field rules (`us-phone`, `us-zip`, `email`), given as their regexes,
 * which ajv's standalone code writes into the browser module as they are. Any other format name makes a
 * schema fail to compile, so a definition cannot name a rule nobody checks.
 *
 * Fields' `pattern`s run on RE2's linear-time engine (linear-pattern.ts), so no pattern, even one that
 * reached the database without the gate, can hold the server for longer than a scan of the value. The
 * browser's standalone validator (validator-module.ts) keeps JavaScript's engine: the gate refuses every
 * pattern that could backtrack there, and the seam tests keep the two accepting the same values.
 */
export const formAjvOptions: Options = {
  allErrors: true,
  $data: true,
  strictSchema: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  allowUnionTypes: true,
  validateFormats: true,
  formats: { ...FIELD_FORMATS },
  messages: false,
  code: { regExp: linearRegExpEngine },
};

export function createFormAjv(extra: Options = {}): Ajv {
  return new Ajv({ ...formAjvOptions, ...extra });
}
