import type { ValidatorType } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { formErrorsInBrowser } from '../../../../app/features/forms/form-errors';

/** A stand-in for the precompiled validator: it reports a missing `name` and records what it was given. */
function recordingValidator(seen: unknown[]): ValidatorType {
  return {
    rawValidation: (_schema: unknown, data: unknown) => {
      seen.push(data);
      const record = data as Record<string, unknown>;
      return { errors: record.name === undefined ? [{ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'name' } }] : [] };
    },
  } as unknown as ValidatorType;
}

describe('the errors a form shows in the browser', () => {
  const form = {
    schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, note: { type: 'string' } } },
    messages: { fields: { name: { required: 'Name, please' } }, defaults: {}, form: {} },
  } as never;

  it('judge the data as the server reads it: trimmed, blanks dropped', () => {
    const seen: unknown[] = [];
    expect(formErrorsInBrowser(form, recordingValidator(seen), { name: '   ', note: ' hi ' })).toEqual({ name: 'Name, please' });
    expect(seen).toEqual([{ note: 'hi' }]);
    expect(formErrorsInBrowser(form, recordingValidator(seen), { name: ' Jo ' })).toEqual({});
  });
});
