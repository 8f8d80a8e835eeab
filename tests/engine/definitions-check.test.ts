import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDefinitions, formatReport } from '../../scripts/definitions-check';
import { DEFINITIONS_DIR } from './support/flows';

const dirs: string[] = [];
function copyOfDefinitions(): string {
  const dir = mkdtempSync(join(tmpdir(), 'definitions-'));
  dirs.push(dir);
  cpSync(DEFINITIONS_DIR, dir, { recursive: true });
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('definitions:check', () => {
  it('passes on the shipped definitions and reports questions and paths per flow', () => {
    const report = checkDefinitions(DEFINITIONS_DIR);
    expect(report.errors).toBe(0);
    expect(report.files.filter((f) => f.kind === 'flow')).toHaveLength(6);
    const text = formatReport(report);
    expect(text).toContain('questions: 14');
    expect(text).toMatch(/shortest: {2}\d+ questions \(/);
    expect(text).toMatch(/0 error\(s\)/);
  });

  it('fails on schema errors, lint errors and an id that is not the file name', () => {
    const dir = copyOfDefinitions();
    const path = join(dir, 'flows', 'purchase.json');
    const flow = JSON.parse(readFileSync(path, 'utf8'));
    flow.questions[1].questionData.options[1].nextComponent = 99;
    writeFileSync(path, JSON.stringify(flow));
    writeFileSync(join(dir, 'flows', 'typo.json'), JSON.stringify({ ...flow, titel: 'x' }));
    writeFileSync(join(dir, 'flows', 'renamed.json'), JSON.stringify({ ...flow, questions: flow.questions.map((q: { questionData: { options?: Array<{ nextComponent?: number }> } }) => q) }));
    const report = checkDefinitions(dir);
    const problems = report.files.flatMap((f) => [...f.problems, ...(f.lint?.findings ?? [])].map((p) => `${f.file.split('/').pop()} ${p.rule} ${p.path}`));
    expect(problems).toContain('purchase.json option-leads-nowhere /questions/1/questionData/options/1/nextComponent');
    expect(problems).toContain('typo.json schema ');
    expect(problems).toContain('renamed.json file /id');
    expect(report.errors).toBeGreaterThanOrEqual(3);
  });

  it('reports a form text without its Spanish, and a Spanish flow text left empty', () => {
    const dir = copyOfDefinitions();
    const formPath = join(dir, 'forms', 'hiring.json');
    const form = JSON.parse(readFileSync(formPath, 'utf8'));
    delete form.translations.es['messages.form.submit'];
    writeFileSync(formPath, JSON.stringify(form));
    const flowPath = join(dir, 'flows', 'cashOut.json');
    const flow = JSON.parse(readFileSync(flowPath, 'utf8'));
    flow.translations.es['q4.title'] = '';
    writeFileSync(flowPath, JSON.stringify(flow));
    const report = checkDefinitions(dir);
    const problems = report.files.flatMap((f) => [...f.problems, ...(f.lint?.findings ?? [])].map((p) => `${f.file.split('/').pop()} ${p.rule} ${p.path}`));
    expect(problems).toEqual(['cashOut.json translation-missing /questions/3/title', 'hiring.json translation-missing /messages/form/submit']);
    expect(report.errors).toBe(2);
  });

  it('skips files without a schema in definitions/schema, and validates files against their own named schema', () => {
    const dir = copyOfDefinitions();
    mkdirSync(join(dir, 'forms'), { recursive: true });
    writeFileSync(join(dir, 'forms', 'later.json'), JSON.stringify({ $schema: '../schema/not-written-yet.schema.json' }));
    writeFileSync(join(dir, 'forms', 'plain.json'), JSON.stringify({ a: 1 }));
    writeFileSync(join(dir, 'schema', 'thing.schema.json'), JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }));
    writeFileSync(join(dir, 'forms', 'thing.json'), JSON.stringify({ $schema: '../schema/thing.schema.json' }));
    const report = checkDefinitions(dir);
    const byName = Object.fromEntries(report.files.map((f) => [f.file.split('/').pop(), f]));
    expect(byName['later.json']).toMatchObject({ kind: 'skipped' });
    expect(byName['plain.json']).toMatchObject({ kind: 'skipped', note: 'no $schema' });
    expect(byName['thing.json']).toMatchObject({ kind: 'other', problems: [{ rule: 'schema', message: "must have required property 'name'" }] });
    expect(report.errors).toBe(1);
  });

  it('reports a schema that does not compile', () => {
    const dir = copyOfDefinitions();
    writeFileSync(join(dir, 'schema', 'bad.schema.json'), JSON.stringify({ type: 'object', properties: { a: { type: 'strnig' } } }));
    writeFileSync(join(dir, 'flows', 'uses-bad.json'), JSON.stringify({ $schema: '../schema/bad.schema.json' }));
    const file = checkDefinitions(dir).files.find((f) => f.file.endsWith('uses-bad.json'));
    expect(file?.problems[0]?.message).toMatch(/does not compile/);
  });

  it('reports a file that is not JSON', () => {
    const dir = copyOfDefinitions();
    writeFileSync(join(dir, 'flows', 'broken.json'), '{');
    expect(checkDefinitions(dir).files.find((f) => f.file.endsWith('broken.json'))).toMatchObject({ kind: 'unreadable' });
  });
});
