import { escapeMarkup as x } from './report-text';
import type { FixtureResult } from './walk-types';

const time = (ms: number) => (ms / 1000).toFixed(3);

function testcase(result: FixtureResult): string {
  const open = `    <testcase classname="qa-walk.${x(result.flow)}" name="${x(result.name)}" file="${x(result.file)}" time="${time(result.durationMs)}"`;
  if (result.status === 'passed') return `${open}/>`;
  if (result.status === 'stale' || result.status === 'skipped') return `${open}>\n      <skipped message="${x(result.reason ?? result.status)}"/>\n    </testcase>`;
  const failure = result.failure ?? { step: 0, message: result.reason ?? 'failed' };
  const message = `${result.name} › step ${failure.step}: ${failure.message}`;
  const steps = result.steps.map((step) => `step ${step.step} ${step.outcome}: ${step.action} — expected ${step.expected}; seen ${step.seen}${step.note ? ` (${step.note})` : ''}`);
  return `${open}>\n      <failure message="${x(message)}" type="walk">${x([message, '', ...steps].join('\n'))}</failure>\n    </testcase>`;
}

/** JUnit XML: one testsuite per flow, one testcase per fixture; stale and skipped fixtures as skipped with their reason. */
export function junitReport(results: readonly FixtureResult[], name = 'qa-walk'): string {
  const flows = [...new Set(results.map((result) => result.flow))];
  const count = (list: readonly FixtureResult[], ...statuses: FixtureResult['status'][]) => list.filter((result) => statuses.includes(result.status)).length;
  const total = (list: readonly FixtureResult[]) => time(list.reduce((sum, result) => sum + result.durationMs, 0));
  const suites = flows.map((flow) => {
    const cases = results.filter((result) => result.flow === flow);
    const head = `  <testsuite name="${x(flow)}" tests="${cases.length}" failures="${count(cases, 'failed')}" errors="0" skipped="${count(cases, 'stale', 'skipped')}" time="${total(cases)}">`;
    return [head, ...cases.map(testcase), '  </testsuite>'].join('\n');
  });
  const head = `<testsuites name="${x(name)}" tests="${results.length}" failures="${count(results, 'failed')}" errors="0" skipped="${count(results, 'stale', 'skipped')}" time="${total(results)}">`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', head, ...suites, '</testsuites>', ''].join('\n');
}
