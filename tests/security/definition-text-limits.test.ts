/**
 * Editors' texts reach the linter and the publish gate. The schemas cap every text, so a draft with a
 * megabyte title is refused by the schema in one pass; and a flow whose every text is as long as allowed,
 * filled with what made the linter's old patterns backtrack, is checked about as fast as a normal flow.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { flowSchemaErrors } from '../../api/definitions/definition-kinds';
import { formProblems } from '../../api/forms/form-definition-check';
import { checkDefinition } from '../../api/services/studio/publish-gate';
import { DEFINITION_TEXT_LIMITS as LIMITS } from '../../engine/definition-text-limits';
import { lintFlow, type Flow } from '../../engine';

const shipped = (folder: string, id: string) => JSON.parse(readFileSync(join(projectRoot, 'definitions', folder, `${id}.json`), 'utf8'));
const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** A flow with every text at its longest, each made of what a backtracking pattern would retry on. */
function flowAtTheLimits(normal: Flow): Flow {
  const flow = structuredClone(normal) as Flow & { description?: string };
  flow.title = fill('Social Number ', LIMITS.label);
  flow.description = fill('[', LIMITS.paragraph);
  const privacy = ' you agree [Privacy Policy](/privacy-policy)';
  flow.contact.consent = fill('[', LIMITS.paragraph - privacy.length) + privacy;
  flow.contact.title = fill('A', LIMITS.label);
  flow.contact.subTitle = fill('1', LIMITS.paragraph);
  for (const question of flow.questions) {
    question.title = fill('how much cash ', LIMITS.label);
    question.subTitle = fill('A', LIMITS.paragraph);
    if (question.questionData.placeholder !== undefined) question.questionData.placeholder = fill('[', LIMITS.label);
    for (const rule of Object.keys(question.questionData.messages ?? {}) as (keyof NonNullable<typeof question.questionData.messages>)[]) {
      question.questionData.messages![rule] = fill('[](', LIMITS.message);
    }
  }
  const privacyEs = ' usted acepta [Política de privacidad](/privacy-policy)';
  for (const key of Object.keys(flow.translations?.es ?? {})) {
    flow.translations!.es![key] = key === 'contact.consent' ? fill('[', LIMITS.paragraph - privacyEs.length) + privacyEs : fill('[A', LIMITS.paragraph);
  }
  return flow;
}

/** The middle of five timings of `run` on a fresh copy of `flow` (the engine caches per flow object). */
function medianMs(flow: Flow, run: (flow: Flow) => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const copy = structuredClone(flow);
    const started = performance.now();
    run(copy);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}

describe('texts of definitions have length limits', () => {
  const normal = shipped('flows', 'purchase') as Flow;
  const atTheLimits = flowAtTheLimits(normal);

  it('a flow with every text at its longest matches the schema', () => {
    expect(flowSchemaErrors(atTheLimits)).toEqual([]);
    expect(atTheLimits.questions[0]!.subTitle).toHaveLength(LIMITS.paragraph);
  });

  it('its lint and its whole check take about as long as a normal flow’s', () => {
    const gate = (flow: Flow) => checkDefinition('flow', flow, normal, []);
    // Warm up both paths before timing.
    lintFlow(structuredClone(atTheLimits));
    gate(structuredClone(normal));
    const lintNormal = medianMs(normal, lintFlow);
    const lintLong = medianMs(atTheLimits, lintFlow);
    const gateNormal = medianMs(normal, gate);
    const gateLong = medianMs(atTheLimits, gate);
    // Linear work on these texts costs a few times the normal check at most; the old patterns took seconds.
    expect(lintLong, `lint: ${lintNormal.toFixed(1)} ms normal, ${lintLong.toFixed(1)} ms at the limits`).toBeLessThan(Math.max(10 * lintNormal, 100));
    expect(gateLong, `gate: ${gateNormal.toFixed(1)} ms normal, ${gateLong.toFixed(1)} ms at the limits`).toBeLessThan(Math.max(10 * gateNormal, 150));
  });

  it('a 100,000-letter title is refused by the schema at once, with a plain finding', () => {
    const draft = structuredClone(normal);
    draft.questions[0]!.title = 'a'.repeat(100_000);
    const started = performance.now();
    const report = checkDefinition('flow', draft, normal, []);
    const elapsed = performance.now() - started;
    expect(report.ok).toBe(false);
    expect(report.findings).toEqual([{ severity: 'error', rule: 'schema', path: '/questions/0/title', message: `must NOT have more than ${LIMITS.label} characters` }]);
    expect(elapsed).toBeLessThan(250);
  });

  it('every translated text too', () => {
    const draft = structuredClone(normal);
    draft.translations!.es!['contact.consent'] = `${'[Política de privacidad](/privacy-policy) '.repeat(3_000)}`;
    expect(flowSchemaErrors(draft)).toEqual([{ path: '/translations/es/contact.consent', message: `must NOT have more than ${LIMITS.paragraph} characters` }]);
  });

  it("a form's 100,000-letter texts are refused by its schema at once", () => {
    const form = shipped('forms', 'information-removal');
    form.title = 'a'.repeat(100_000);
    form.uiSchema.name['ui:help'] = 'b'.repeat(100_000);
    const started = performance.now();
    const problems = formProblems(form);
    expect(performance.now() - started).toBeLessThan(250);
    expect(problems).toEqual(expect.arrayContaining([`/title must NOT have more than ${LIMITS.label} characters`, `/uiSchema/name/ui:help must NOT have more than ${LIMITS.paragraph} characters`]));
  });
});
