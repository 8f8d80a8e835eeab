import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '../../app/domain/forms/form-messages';
import { createFormAjv } from '../../api/forms/form-ajv';
import { normalizeSubmission } from '../../app/domain/forms/normalize-submission';
import { browserValidator, shippedForm } from './browser-validators';
import { brokeredRateRules, hiringRules, leadFor, removalRules } from './forms-rules';

/**
 * The page validates with the module the server generates from the definition (precompiled: the CSP
 * forbids eval), the server with ajv compiling the same schema: for every rule of the three forms both
 * find the same errors and show the same text, from the definition's messages.
 */

describe('the browser validator and the server agree on every rule', () => {
  let folder: string;
  const browserErrors = new Map<string, (data: Record<string, unknown>) => Record<string, string>>();
  const serverErrors = new Map<string, (data: Record<string, unknown>) => Record<string, string>>();

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'validators-'));
    for (const id of ['brokered-rate', 'hiring', 'information-removal']) {
      const definition = shippedForm(id);
      const validator = await browserValidator(folder, definition);
      browserErrors.set(id, (data) => fieldErrorsFrom(definition, validator.rawValidation(definition.schema, data).errors as never));
      const validate = createFormAjv().compile(definition.schema);
      serverErrors.set(id, (data) => (validate(data) ? {} : fieldErrorsFrom(definition, validate.errors)));
    }
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const both = (id: string, raw: Record<string, unknown>) => {
    const data = normalizeSubmission(shippedForm(id).schema, raw);
    return { browser: browserErrors.get(id)!(data), server: serverErrors.get(id)!(data) };
  };

  it.each(brokeredRateRules)('brokered-rate $rule', ({ base, valid, invalid, field, message }) => {
    const failing = both('brokered-rate', leadFor(base, '2485550100', invalid));
    expect(failing.browser).toEqual(failing.server);
    expect(failing.browser[field]).toBe(message);
    const passing = both('brokered-rate', leadFor(base, '2485550100', valid));
    expect(passing.browser).toEqual({});
    expect(passing.server).toEqual({});
  });

  const applicant = { firstName: 'Jane', lastName: 'Applicant', position: 'Loan Officer', email: 'jane@example.com', phone: '2485550188', resume: { name: 'cv.pdf', size: 1000, type: 'application/pdf' } };
  it.each(hiringRules)('hiring $rule', ({ valid, invalid, field, message }) => {
    const failing = both('hiring', { ...applicant, ...invalid });
    expect(failing.browser).toEqual(failing.server);
    expect(failing.browser[field]).toBe(message);
    expect(both('hiring', { ...applicant, ...valid }).browser).toEqual({});
  });

  it.each([
    [{ name: 'cv.png', size: 1000, type: 'image/png' }, 'Resume must be a PDF or Word document'],
    [{ name: 'cv.docx', size: 4 * 1024 * 1024, type: '' }, 'Resume must be less than 4MB'],
    [{ name: 'cv.doc', size: 0, type: '' }, 'Resume must be a PDF or Word document'],
    [undefined, 'Resume is required'],
  ])('hiring resume %j', (resume, message) => {
    const result = both('hiring', { ...applicant, resume });
    expect(result.browser).toEqual({ resume: message });
    expect(result.server).toEqual({ resume: message });
  });

  const requester = { name: 'Jo Smith', email: 'jo@example.com', phoneNumber: '2485550177', confirmation: true };
  it.each(removalRules)('information-removal $rule', ({ valid, invalid, field, message }) => {
    const failing = both('information-removal', { ...requester, ...invalid });
    expect(failing.browser).toEqual(failing.server);
    expect(failing.browser[field]).toBe(message);
    expect(both('information-removal', { ...requester, ...valid }).browser).toEqual({});
  });
});
