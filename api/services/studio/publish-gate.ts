import { diffFlows, flowCoverage, lintFlow, type Flow, type FlowCoverage, type FlowDiff, type PathFixture } from '../../../engine';
import type { FormDefinition } from '../../../app/domain/forms/form-types';
import type { FormDiff, GateFinding, GateReport } from '../../../app/domain/studio/studio-contract';
import type { DefinitionKind } from '../../db/schema';
import { definitionHash } from '../../definitions/definition-hash';
import { flowSchemaErrors } from '../../definitions/definition-kinds';
import { formTranslationFindings } from '../../../app/domain/forms/form-translations';
import { formProblems } from '../../forms/form-definition-check';

function diffForms(before: FormDefinition, after: FormDefinition): FormDiff {
  const fieldsOf = (form: FormDefinition) => Object.keys((form.schema as { properties?: Record<string, unknown> }).properties ?? {});
  const [was, is] = [fieldsOf(before), fieldsOf(after)];
  const changed = (part: (form: FormDefinition) => unknown) => JSON.stringify(part(before)) !== JSON.stringify(part(after));
  const texts = [
    ...(changed((form) => form.uiSchema) ? [{ key: 'form', field: 'uiSchema' }] : []),
    ...(changed((form) => form.messages) ? [{ key: 'form', field: 'messages' }] : []),
    ...(changed((form) => [form.title, form.description]) ? [{ key: 'form', field: 'title' }] : []),
  ];
  const removed = was.filter((key) => !is.includes(key));
  return {
    answerKeys: { added: is.filter((key) => !was.includes(key)), removed, renamed: [] },
    texts,
    rules: changed((form) => form.schema) ? [{ key: 'form', field: 'schema' }] : [],
    breaking: removed.length > 0,
  };
}

function coverageFindings(coverage: FlowCoverage, fixtureCount: number): GateFinding[] {
  if (fixtureCount === 0) {
    return [{ severity: 'error', rule: 'no-fixtures', path: '', message: 'No QA path fixture walks this flow.', hint: 'Generate paths from the flow in the QA paths tab (npm run qa:generate for QA\'s files).' }];
  }
  return [
    ...coverage.failing.map((failing) => ({ severity: 'error' as const, rule: 'fixture-failed', path: '', message: `Path fixture "${failing.name}" fails: ${failing.failures.join('; ')}`, hint: 'Update the fixture to the new behaviour, or undo the change.' })),
    ...coverage.missing.map((item) => ({ severity: 'error' as const, rule: 'coverage', path: item.pointer, message: `No path fixture reaches ${item.label}.`, hint: 'Generate paths from the flow in the QA paths tab, or add a path fixture that goes this way.' })),
  ];
}

/** Generated paths written for another version still walk in the engine, but a browser walk of this version would skip them. */
function staleFindings(fixtures: readonly PathFixture[], version: string): GateFinding[] {
  const stale = fixtures.filter((fixture) => fixture.generated && fixture.definitionVersion !== undefined && fixture.definitionVersion !== version).length;
  if (stale === 0) return [];
  const message = `${stale} generated QA path(s) were written for another version: a browser walk of this draft (npm run qa:walk on its preview link) reports them stale.`;
  return [{ severity: 'warning', rule: 'stale-fixtures', path: '', message, hint: 'Generate paths from the flow in the QA paths tab.' }];
}

/**
 * The publish gate: what blocks a draft (schema errors, linter errors, QA fixtures that fail or no longer
 * reach every question and jump) and what a publisher should see before confirming (warnings, the
 * behavioural diff against the live version, and whether it breaks the lead's receivers).
 */
/** What a valid definition changes against another version of it (a form's or a flow's diff). */
export function diffDefinitions(kind: DefinitionKind, before: unknown, after: unknown): FlowDiff | FormDiff {
  return kind === 'form' ? diffForms(before as FormDefinition, after as FormDefinition) : diffFlows(before as Flow, after as Flow);
}

export function checkDefinition(kind: DefinitionKind, definition: unknown, live: unknown | null, fixtures: readonly PathFixture[]): GateReport {
  if (kind === 'form') {
    const problems = formProblems(definition);
    // Errors are among the problems; a translation that names no text only warns.
    const stale: GateFinding[] = problems.length > 0 ? [] : formTranslationFindings(definition as FormDefinition).filter((finding) => finding.severity === 'warning');
    const findings: GateFinding[] = [...problems.map((message) => ({ severity: 'error' as const, rule: 'schema', path: '', message })), ...stale];
    const diff = live && problems.length === 0 ? diffDefinitions(kind, live, definition) : null;
    return { ok: problems.length === 0, findings, coverage: null, diff, breaking: diff?.breaking ?? false };
  }
  const schemaErrors = flowSchemaErrors(definition);
  if (schemaErrors.length > 0) {
    const findings: GateFinding[] = schemaErrors.map((error) => ({ severity: 'error', rule: 'schema', path: error.path === '/' ? '' : error.path, message: error.message }));
    return { ok: false, findings, coverage: null, diff: null, breaking: false };
  }
  const flow = definition as Flow;
  const lint: GateFinding[] = lintFlow(flow).findings.map((finding) => ({ severity: finding.severity, rule: finding.rule, path: finding.path, message: finding.message, hint: finding.hint }));
  const own = fixtures.filter((fixture) => fixture.flow === flow.id);
  const coverage = flowCoverage(flow, own);
  const findings = [...lint, ...coverageFindings(coverage, own.length), ...staleFindings(own, definitionHash(flow))];
  const diff = live ? diffDefinitions(kind, live, flow) : null;
  return { ok: !findings.some((finding) => finding.severity === 'error'), findings, coverage, diff, breaking: diff?.breaking ?? false };
}
