/**
 * Staff write form fields' patterns; the browser runs them with JavaScript's backtracking engine and a
 * public form is checked on the server before its human check. The gate refuses a pattern that can take
 * super-linear time, or that the server's linear-time engine cannot run, naming the field; and a pattern
 * that reached the database some other way neither serves nor could hold the server: the server
 * validates with RE2's engine.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { formsFolder } from '../../api/definitions/definition-kinds';
import { definitionHash } from '../../api/definitions/definition-hash';
import { publishDefinition } from '../../api/definitions/definition-publisher';
import { makeLive, recordDefinitionVersion } from '../../api/db/repositories/definition-repository';
import { createFormAjv } from '../../api/forms/form-ajv';
import { formProblems } from '../../api/forms/form-definition-check';
import { formPatternProblems } from '../../api/forms/form-patterns';
import { checkDefinition } from '../../api/services/studio/publish-gate';
import type { FormDefinition, PublicForm } from '../../app/domain/forms/form-types';
import type { SiteApi } from '../../app/domain/site-api';
import { createLoaderContext } from '../../app/data/site-api';
import { formLoader } from '../../app/features/forms/form-source';
import { prefillFromQuery } from '../../app/features/forms/prefill';
import { linearPattern } from '../../api/forms/linear-pattern';
import { checkDefinitions } from '../../scripts/definitions-check';
import { createTestApp } from '../support/test-app';
import { useTestDatabase } from '../support/test-database';

const shipped = (id: string): FormDefinition => JSON.parse(readFileSync(join(formsFolder, `${id}.json`), 'utf8'));

/** The hiring form with its first name checked by `pattern`. */
function hiringWithFirstNamePattern(pattern: string): FormDefinition {
  const definition = shipped('hiring');
  (definition.schema.properties!.firstName as { pattern: string }).pattern = pattern;
  return definition;
}

const EXPONENTIAL = '^(\\p{L}+ ?)+$';
const QUADRATIC = '^\\p{L}+\\s*\\p{L}+$';

describe('the gate refuses form patterns that could hang the site', () => {
  it('accepts the shipped forms', () => {
    for (const id of ['brokered-rate', 'hiring', 'information-removal']) expect(formProblems(shipped(id)), id).toEqual([]);
  });

  it.each([
    ['exponential', EXPONENTIAL],
    ['quadratic', QUADRATIC],
  ])('refuses a pattern whose time is %s in the length of the text, naming the field in plain words', (_, pattern) => {
    const problems = formProblems(hiringWithFirstNamePattern(pattern));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^The rule for “First Name” could make the site hang on some inputs: /);
  });

  it('refuses a pattern the server cannot run in linear time (lookaround, back-references)', () => {
    for (const pattern of ['^(?!admin)\\p{L}+$', '^(\\p{L})\\1*$']) {
      const problems = formProblems(hiringWithFirstNamePattern(pattern));
      expect(problems, pattern).toEqual([expect.stringMatching(/^The rule for “First Name” cannot be checked safely on the server/)]);
    }
  });

  it('in the studio: the publish gate blocks the draft with that finding', () => {
    const report = checkDefinition('form', hiringWithFirstNamePattern(EXPONENTIAL), shipped('hiring'), []);
    expect(report.ok).toBe(false);
    expect(report.findings).toEqual([expect.objectContaining({ severity: 'error', message: expect.stringMatching(/^The rule for “First Name” could make the site hang/) })]);
  });

  it('in definitions:check: the form file is reported with that finding', () => {
    const root = mkdtempSync(join(tmpdir(), 'form-patterns-'));
    try {
      cpSync(join(formsFolder, '../schema'), join(root, 'schema'), { recursive: true });
      mkdirSync(join(root, 'forms'));
      writeFileSync(join(root, 'forms/hiring.json'), JSON.stringify(hiringWithFirstNamePattern(QUADRATIC)));
      const [report] = checkDefinitions(root).files;
      expect(report!.problems).toEqual([expect.objectContaining({ rule: 'form-pattern', severity: 'error', message: expect.stringMatching(/^The rule for “First Name” could make the site hang/) })]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('takes a bounded time, and remembers a verdict', () => {
    const definition = hiringWithFirstNamePattern('^(a|b|ab|ba)*(c|d)+(e+f*)+$');
    const first = performance.now();
    const problems = formPatternProblems(definition);
    const firstMs = performance.now() - first;
    expect(problems).toHaveLength(1);
    expect(firstMs).toBeLessThan(15_000);
    const again = performance.now();
    expect(formPatternProblems(definition)).toEqual(problems);
    expect(performance.now() - again).toBeLessThan(Math.max(firstMs / 4, 20));
  });
});

describe('a backtracking pattern that bypassed the gate cannot hold the server', () => {
  const database = useTestDatabase('pglite');

  it("the server's validator runs patterns on a linear-time engine", () => {
    const schema = hiringWithFirstNamePattern(EXPONENTIAL).schema;
    const properties = schema.properties as Record<string, { maxLength?: number }>;
    delete properties.firstName!.maxLength;
    const validate = createFormAjv().compile(schema);
    // JavaScript's engine needs about 2^n steps for this value; 100,000 letters and a digit.
    const hostile = { firstName: `${'a'.repeat(100_000)}1` };
    const started = performance.now();
    expect(validate(hostile)).toBe(false);
    expect(validate.errors?.some((error) => error.instancePath === '/firstName' && error.keyword === 'pattern')).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('a version that reached the database without the gate is harmless: the server answers a hostile value at once', async () => {
    const { app } = createTestApp(database.db, {});
    const before = (await request(app.callback()).get('/api/forms/hiring').expect(200)).body;
    const evil = hiringWithFirstNamePattern(EXPONENTIAL);
    await expect(publishDefinition(database.db, { kind: 'form', definition: evil, actor: 'test', now: new Date() })).rejects.toMatchObject({ code: 'definition_invalid' });
    const hash = definitionHash(evil);
    await database.db.transaction(async (tx) => {
      await recordDefinitionVersion(tx, { hash, definitionId: 'hiring', kind: 'form', content: evil });
      await makeLive(tx, { definitionId: 'hiring', kind: 'form', hash, by: 'test', at: new Date() });
    });
    // Read back to serve, a published version is not analysed again (a verdict must not hang on the machine's load):
    // it serves, and the server runs its pattern on RE2.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await request(app.callback()).get('/api/forms/hiring').expect(200)).body.hash).toBe(hash);
    expect(before.hash).not.toBe(hash);
    const started = performance.now();
    const response = await request(app.callback()).post('/api/apply').field('firstName', `${'a'.repeat(2_000)}1`).field('lastName', 'Applicant');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("the page loader's prefill runs a field's pattern on the server's linear-time engine", async () => {
    const form = {
      id: 'prefilled', version: '1.0.0', title: 'Prefilled', hash: 'sha256-x', validatorUrl: '/x.mjs', humanCheck: { provider: 'local' },
      schema: { type: 'object', properties: { code: { type: 'string', pattern: '^(a+)+$' } } },
      uiSchema: { 'ui:prefill': { code: 'code' }, code: { 'ui:widget': 'text' } },
      messages: { fields: {}, defaults: {}, form: { submit: 'Send', submitting: 'Sending', success: 'Sent', failure: 'Failed', invalid: 'Fix it' } },
    } as unknown as PublicForm;
    // What the server's pages are given (api/composition/compose-api.ts): the form registry and the linear engine.
    const context = createLoaderContext({ formDefinition: async () => form, formPattern: linearPattern } as unknown as SiteApi);
    const load = formLoader('prefilled', prefillFromQuery);
    const fits = await load({ context, request: new Request('http://site.test/prefilled?code=aaaa') });
    expect(fits.initialData).toEqual({ code: 'aaaa' });
    const started = performance.now();
    // JavaScript's engine would take about 2^50,000 steps on this query.
    const hostile = await load({ context, request: new Request(`http://site.test/prefilled?code=${'a'.repeat(50_000)}!`) });
    expect(hostile.initialData).toEqual({});
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
