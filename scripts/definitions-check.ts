/**
 * npm run definitions:check — validates every definition file against the JSON Schema it names in
 * `$schema`, lints every flow (engine/lint), prints a report per file and exits 1 on any error.
 *
 *   tsx scripts/definitions-check.ts [definitions-dir] [--json]
 *
 * Files: definitions/**\/*.json except definitions/schema/. A file whose $schema is flow.schema.json is a
 * flow (schema + linter + path report); a form (form.schema.json) is also checked for a text in every language
 * it lists and for field patterns that could backtrack or that the server's linear-time engine cannot run;
 * a file naming another schema that exists is validated against it;
 * a file naming no schema, or a schema that is not there, is skipped with a note.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv, type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormatsModule from 'ajv-formats';
import ajvErrorsModule from 'ajv-errors';
import type { Flow } from '../engine/types/flow';
import type { Finding, LintReport } from '../engine/types/lint';
import { lintFlow } from '../engine/lint/lint-flow';
import { flowIndex } from '../engine/flow-index';
import { formTranslationFindings } from '../app/domain/forms/form-translations';
import { formPatternProblems } from '../api/forms/form-patterns';
import type { FormDefinition } from '../app/domain/forms/form-types';

type Plugin = (ajv: Ajv) => Ajv;
const addFormats = ((addFormatsModule as unknown as { default?: Plugin }).default ?? addFormatsModule) as unknown as Plugin;
const ajvErrors = ((ajvErrorsModule as unknown as { default?: Plugin }).default ?? ajvErrorsModule) as unknown as Plugin;

export const FLOW_SCHEMA = 'flow.schema.json';
export const FORM_SCHEMA = 'form.schema.json';

export interface FileReport {
  file: string;
  kind: 'flow' | 'other' | 'skipped' | 'unreadable';
  schema?: string;
  /** Schema errors and file-level problems, as findings (rule 'schema' / 'file'). */
  problems: Array<{ rule: string; severity: 'error' | 'warning'; path: string; message: string; hint: string }>;
  lint?: LintReport;
  /** The answer keys of the shortest and longest completing paths. */
  pathKeys?: { shortest: string[] | null; longest: string[] | null };
  note?: string;
}

export interface CheckReport {
  root: string;
  files: FileReport[];
  errors: number;
  warnings: number;
}

function jsonFiles(dir: string, schemaDir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (resolve(path) !== resolve(schemaDir)) found.push(...jsonFiles(path, schemaDir));
    } else if (name.endsWith('.json')) found.push(path);
  }
  return found;
}

/** An ajv instance for the schema's draft (07 by default, 2019-09 and 2020-12 when named). */
function ajvFor(schema: { $schema?: unknown }): Ajv {
  const draft = typeof schema.$schema === 'string' ? schema.$schema : '';
  // ajv's default strict mode (unknown keywords and formats are errors; type hints are only logged), so
  // that schemas written by others compile; tests/engine/shipped-flows.test.ts compiles flow.schema.json fully strict.
  const options = { allErrors: true, $data: true } as const;
  const ajv = draft.includes('2020-12') ? new Ajv2020(options) : draft.includes('2019-09') ? new Ajv2019(options) : new Ajv(options);
  addFormats(ajv as Ajv);
  ajvErrors(ajv as Ajv);
  return ajv as Ajv;
}

function schemaProblems(errors: ErrorObject[] | null | undefined): FileReport['problems'] {
  return (errors ?? []).map((error) => ({
    rule: 'schema',
    severity: 'error' as const,
    path: error.instancePath,
    message: `${error.message ?? 'invalid'}${error.params && 'additionalProperty' in error.params ? `: ${String(error.params.additionalProperty)}` : ''}${error.params && 'allowedValues' in error.params ? ` (${(error.params.allowedValues as unknown[]).join(', ')})` : ''}`,
    hint: `See ${error.schemaPath} in the schema.`,
  }));
}

/** Validates and lints every definition under `root` (definitions/ by default). */
export function checkDefinitions(root: string): CheckReport {
  const schemaDir = join(root, 'schema');
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (schemaPath: string): ValidateFunction => {
    let validate = validators.get(schemaPath);
    if (!validate) {
      const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as AnySchema & { $schema?: unknown };
      validate = ajvFor(schema).compile(schema);
      validators.set(schemaPath, validate);
    }
    return validate;
  };

  const files: FileReport[] = [];
  for (const path of jsonFiles(root, schemaDir)) {
    const file = relative(process.cwd(), path);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      files.push({ file, kind: 'unreadable', problems: [{ rule: 'file', severity: 'error', path: '', message: `Not JSON: ${(error as Error).message}`, hint: 'Fix the JSON syntax.' }] });
      continue;
    }
    const named = typeof data === 'object' && data !== null && typeof (data as { $schema?: unknown }).$schema === 'string' ? (data as { $schema: string }).$schema : null;
    const schemaPath = named && !/^[a-z]+:/i.test(named) ? resolve(dirname(path), named) : null;
    if (!schemaPath || !schemaPath.startsWith(resolve(schemaDir) + sep)) {
      files.push({ file, kind: 'skipped', problems: [], note: named ? `$schema ${named} is not in ${relative(process.cwd(), schemaDir)}/` : 'no $schema' });
      continue;
    }
    let exists = true;
    try {
      statSync(schemaPath);
    } catch {
      exists = false;
    }
    if (!exists) {
      files.push({ file, kind: 'skipped', schema: named!, problems: [], note: `schema ${named} does not exist (yet)` });
      continue;
    }
    let validate: ValidateFunction;
    try {
      validate = validatorFor(schemaPath);
    } catch (error) {
      files.push({ file, kind: 'other', schema: named!, problems: [{ rule: 'schema', severity: 'error', path: '', message: `Schema ${named} does not compile: ${(error as Error).message}`, hint: 'Fix the schema file.' }] });
      continue;
    }
    const valid = validate(data);
    const report: FileReport = { file, kind: basename(schemaPath) === FLOW_SCHEMA ? 'flow' : 'other', schema: named!, problems: valid ? [] : schemaProblems(validate.errors) };
    if (report.kind === 'flow' && valid) {
      const flow = data as Flow;
      if (`${flow.id}.json` !== basename(path)) {
        report.problems.push({ rule: 'file', severity: 'error', path: '/id', message: `id "${flow.id}" does not match the file name ${basename(path)}.`, hint: 'Name the file <id>.json (the id is the entry path).' });
      }
      report.lint = lintFlow(flow);
      const { keys } = flowIndex(flow);
      const toKeys = (indexes: number[] | null) => (indexes ? indexes.map((i) => keys[i]!) : null);
      report.pathKeys = { shortest: toKeys(report.lint.paths.shortest), longest: toKeys(report.lint.paths.longest) };
    }
    // A form's texts in each language it lists, and its fields' patterns, as the publish gate checks them.
    if (basename(schemaPath) === FORM_SCHEMA && valid) {
      report.problems.push(...formTranslationFindings(data as FormDefinition));
      report.problems.push(...formPatternProblems(data as FormDefinition).map((message) => ({
        rule: 'form-pattern', severity: 'error' as const, path: '/schema', message, hint: 'Rewrite the pattern as the message says.',
      })));
    }
    files.push(report);
  }
  let errors = 0;
  let warnings = 0;
  for (const file of files) {
    for (const item of [...file.problems, ...(file.lint?.findings ?? [])]) {
      if (item.severity === 'error') errors++;
      else warnings++;
    }
  }
  return { root, files, errors, warnings };
}

function pathLine(keys: string[] | null | undefined): string {
  return keys ? `${keys.length} questions (${keys.join(' > ')})` : '-';
}

function line(item: Omit<Finding, 'rule'> & { rule: string }): string {
  return `  ${item.severity === 'error' ? 'ERROR  ' : 'warning'} ${item.rule} ${item.path || '/'}\n          ${item.message}\n          fix: ${item.hint}`;
}

/** The human-readable report. */
export function formatReport(report: CheckReport): string {
  const out: string[] = [];
  for (const file of report.files) {
    if (file.kind === 'skipped') {
      out.push(`- ${file.file}: skipped (${file.note})`);
      continue;
    }
    const problems = [...file.problems, ...(file.lint?.findings ?? [])];
    const status = problems.some((p) => p.severity === 'error') ? 'FAIL' : 'ok';
    out.push(`${status === 'ok' ? '✓' : '✗'} ${file.file}${file.schema ? ` [${file.schema}]` : ''}`);
    if (file.lint) {
      const { paths } = file.lint;
      out.push(`  questions: ${file.lint.questionCount}`);
      out.push(`  paths:     ${paths.count}${paths.truncated ? '+ (truncated)' : ''}, ${paths.completing} complete`);
      out.push(`  shortest:  ${pathLine(file.pathKeys?.shortest)}`);
      out.push(`  longest:   ${pathLine(file.pathKeys?.longest)}`);
    }
    for (const problem of problems) out.push(line(problem));
  }
  out.push('');
  out.push(`${report.files.length} file(s): ${report.errors} error(s), ${report.warnings} warning(s).`);
  return out.join('\n');
}

function main(argv: string[]): number {
  const json = argv.includes('--json');
  const dir = argv.find((arg) => !arg.startsWith('--')) ?? 'definitions';
  const report = checkDefinitions(resolve(dir));
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${formatReport(report)}\n`);
  return report.errors > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
